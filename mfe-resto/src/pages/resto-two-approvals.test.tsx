import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failResponse, okResponse, renderPage, stubApi, signInAsAdmin } from '@resto/shared/sales-ui/testing';
import { draft, item, mesa } from '../test/fixtures';
import { fakeMesasBus } from '../test/fake-bus';
import RestoPage from './resto-page';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();

beforeEach(signInAsAdmin);

describe('/resto: a change that needs two approvals', () => {
  it('deleting a line the kitchen has that also outgrows the discount asks the manager twice and is sent with both tokens', async () => {
    const user = userEvent.setup();
    const base = draft({ fechaApertura: minutesAgo(5), items: [item(), item({ id: 12, productoNombre: 'Flan', precioUnitario: 800, cantidad: 1, subtotalItem: 800 })] });
    const tokens = ['tok-anular', 'tok-descuento'];
    const calls = stubApi({
      'GET /mesas': () => okResponse([mesa({ id: 1, numero: 3, gridX: 0, gridY: 0 })]),
      'GET /mesas/drafts': () => okResponse([base]),
      'GET /productos/frecuentes': () => okResponse([]),
      'GET /aprobaciones/autorizantes': () => okResponse([{ id: 1, nombre: 'Admin' }]),
      'POST /aprobaciones': (call) => {
        const accion = (call.body as { accion: string }).accion;
        return okResponse({
          token: accion === 'anular-item' ? tokens[0] : tokens[1],
          accion,
          entidadId: 50,
          aprobadoPor: { id: 1, nombre: 'Admin' },
          expiraEn: new Date().toISOString(),
        });
      },
      'DELETE /mesas/drafts/:id/items/:itemId': (call) => {
        const header = call.headers.get('x-aprobacion');
        if (!header)
          return failResponse("'Flan' ya fue enviado a cocina: quitarlo de la mesa 3 necesita la aprobación de un encargado", 403, { accion: 'anular-item', entidadId: 50 });
        if (header === 'tok-anular')
          return failResponse('Con este cambio los descuentos de la mesa 3 llegan a 20 % y superan tu límite de 10 %', 403, { accion: 'descuento', entidadId: 50, valor: 600 });
        return okResponse({
          ...base,
          items: [base.items[0]!, { ...base.items[1]!, eliminado: true, motivoEliminacion: 'No lo pidieron' }],
          ultimaActualizacion: new Date().toISOString(),
        });
      },
    });
    const { bus } = fakeMesasBus();
    renderPage(<RestoPage bus={bus} />, { path: '/resto' });

    await user.click(await screen.findByTestId('mesa-3'));
    const panel = await screen.findByTestId('draft-panel');
    await user.click(within(panel).getByRole('button', { name: 'Eliminar Flan' }));
    const dialog = await screen.findByTestId('delete-item-dialog');
    await user.type(within(dialog).getByTestId('delete-item-motivo'), 'No lo pidieron');
    await user.click(within(dialog).getByTestId('delete-item-confirm'));

    const approve = async (reason: RegExp) => {
      const approval = await screen.findByTestId('manager-approval-dialog');
      await waitFor(() => expect(within(approval).getByTestId('manager-approval-reason').textContent).toMatch(reason));
      await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
      await user.type(within(approval).getByLabelText(/PIN del encargado/), '1234');
      await user.click(within(approval).getByTestId('manager-approval-submit'));
    };
    await approve(/ya fue enviado a cocina/);
    // The void passed; the discount is the second thing to approve, asked in the dialog and not as an error.
    await approve(/superan tu límite/);
    expect(screen.queryAllByTestId('notification').filter((n) => n.getAttribute('data-severity') === 'error')).toEqual([]);

    await waitFor(() => expect(within(panel).getAllByTestId('draft-item')[1]!.getAttribute('data-eliminado')).toBe('true'));
    const approvals = calls.filter((c) => c.method === 'POST' && c.path === '/aprobaciones').map((c) => c.body);
    expect(approvals).toMatchObject([
      { accion: 'anular-item', entidadId: 50 },
      { accion: 'descuento', entidadId: 50, valor: 600 },
    ]);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.headers.get('x-aprobacion'))).toEqual([null, 'tok-anular', 'tok-anular, tok-descuento']);
  });
});
