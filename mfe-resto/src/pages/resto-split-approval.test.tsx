import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CuentaDivision } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, signInAsAdmin, stubApi } from '@resto/shared/sales-ui/testing';
import { draft, MEDIOS, mesa, TIPOS, venta } from '../test/fixtures';
import { fakeMesasBus } from '../test/fake-bus';
import RestoPage from './resto-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

beforeEach(signInAsAdmin);

const parte = (id: number, numero: number, estado: 'pendiente' | 'pagada') => ({
  id,
  numero,
  grupo: numero,
  modo: 'iguales' as const,
  estado,
  subtotal: 1500,
  descuento: 0,
  total: 1500,
  items: [],
  ventaId: estado === 'pagada' ? 91 : null,
  propinas: [],
});
const division = (estados: ('pendiente' | 'pagada')[]): CuentaDivision => ({
  draftId: 50,
  numeroMesa: 3,
  modo: 'iguales',
  total: 3000,
  cobrado: 1500 * estados.filter((e) => e === 'pagada').length,
  pendiente: 1500 * estados.filter((e) => e === 'pendiente').length,
  partes: estados.map((e, i) => parte(i + 1, i + 1, e)),
});

describe('resto page: a part of a split bill whose tip needs a manager', () => {
  it("asks a manager's PIN for a tip above the limit and charges the part with the token, under the same id", async () => {
    const user = userEvent.setup();
    const refusal = 'La propina supera el 25 % de la venta: necesita la aprobación de un encargado';
    const charged = venta({ total: 1500, pagado: 1500 });
    const calls = stubApi({
      'GET /mesas': () => okResponse([mesa({ id: 3, numero: 3, gridX: 0, gridY: 2 })]),
      'GET /mesas/drafts': () => okResponse([draft()]),
      'GET /productos/frecuentes': () => okResponse([]),
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'GET /mesas/drafts/:id/division': () => okResponse(division(['pendiente', 'pendiente'])),
      'POST /mesas/drafts/:id/partes/:parteId/cobrar': (call) =>
        call.headers.get('x-aprobacion')
          ? okResponse({ venta: charged, propinas: [], division: division(['pagada', 'pendiente']), draft: draft(), mesaCerrada: false }, 'Parte cobrada')
          : failResponse(refusal, 403, { accion: 'propina-sobre-limite', entidadId: null, valor: null }),
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse(
          { token: 'tok-s', accion: 'propina-sobre-limite', entidadId: null, valor: null, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() },
          'Aprobado',
        ),
      'GET /ventas/:id/remito': () =>
        okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>REMITO</p>' }),
    });
    const { bus } = fakeMesasBus();
    renderPage(<RestoPage bus={bus} />, { path: '/resto' });
    await user.click(await screen.findByTestId('mesa-3'));
    const panel = await screen.findByTestId('draft-panel');
    await user.click(within(panel).getByTestId('dividir-cuenta'));
    const split = await screen.findByTestId('split-bill');
    await user.click((await within(split).findAllByTestId('split-part-cobrar'))[0]!);
    const pay = await screen.findByTestId('close-sale');
    await within(pay).findByLabelText('Monto 1');
    await user.click(within(pay).getByTestId('confirm-payment'));

    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe(refusal);
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Buen servicio');
    await user.click(within(approval).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(calls.filter((c) => c.path === '/mesas/drafts/50/partes/1/cobrar')).toHaveLength(2));
    const charges = calls.filter((c) => c.path === '/mesas/drafts/50/partes/1/cobrar');
    expect(charges.map((c) => c.headers.get('x-aprobacion'))).toEqual([null, 'tok-s']);
    expect((charges[1]!.body as { clientMutationId: string }).clientMutationId).toBe((charges[0]!.body as { clientMutationId: string }).clientMutationId);
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'propina-sobre-limite', usuarioId: 1, motivo: 'Buen servicio' });
    await waitFor(() => expect(screen.queryByTestId('manager-approval-dialog')).toBeNull());
  });
});
