import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('resto page: a charge whose tip needs a manager', () => {
  it("a charge refused for a tip above the limit asks a manager's PIN and charges with the token, once", async () => {
    const user = userEvent.setup();
    const charged = venta({ total: 3000, pagado: 3000 });
    const refusal = 'La propina supera el límite del local: pedí la aprobación de un encargado';
    const calls = stubApi({
      'GET /mesas': () => okResponse([mesa({ id: 3, numero: 3, gridX: 0, gridY: 2 })]),
      'GET /mesas/drafts': () => okResponse([draft()]),
      'GET /productos/frecuentes': () => okResponse([]),
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'POST /mesas/drafts/:id/finalizar': (call) =>
        call.headers.get('x-aprobacion')
          ? okResponse({ ventaId: charged.id, venta: charged, draft: draft({ estado: 'finalizado' }) }, 'Mesa finalizada')
          : failResponse(refusal, 403, { accion: 'propina-sobre-limite', entidadId: 50, valor: 900 }),
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse(
          { token: 'tok-p', accion: 'propina-sobre-limite', entidadId: 50, valor: 900, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() },
          'Aprobado',
        ),
      'GET /ventas/:id/remito': () =>
        okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>REMITO</p>' }),
    });
    const { bus } = fakeMesasBus();
    renderPage(<RestoPage bus={bus} />, { path: '/resto' });
    await user.click(await screen.findByTestId('mesa-3'));
    const panel = await screen.findByTestId('draft-panel');
    await user.click(within(panel).getByTestId('cobrar-mesa'));
    const pay = await screen.findByTestId('close-sale');
    await within(pay).findByLabelText('Monto 1');
    await user.click(within(pay).getByTestId('confirm-payment'));

    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe(refusal);
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Buen servicio');
    await user.click(within(approval).getByTestId('manager-approval-submit'));

    await waitFor(() => expect(screen.getByTestId('mesa-3').getAttribute('data-estado')).toBe('libre'));
    const charges = calls.filter((c) => c.path === '/mesas/drafts/50/finalizar');
    expect(charges.map((c) => c.headers.get('x-aprobacion'))).toEqual([null, 'tok-p']);
    expect((charges[1]!.body as { clientMutationId: string }).clientMutationId).toBe((charges[0]!.body as { clientMutationId: string }).clientMutationId);
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'propina-sobre-limite', usuarioId: 1, entidadId: 50, valor: 900, motivo: 'Buen servicio' });
  });
});
