import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { getNotificationStore } from '@resto/shared/ui';
import { GASEOSA, HELADO, PIZZA, venta } from '../test/fixtures';
import MVentaPage from './m-venta-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

function api(send = () => okResponse(venta({ estado: 'borrador' }), 'Venta enviada a caja', 201)) {
  return stubApi({
    'GET /productos/frecuentes': () => okResponse([{ ...PIZZA, vecesVendido: 10 }]),
    'GET /productos/buscar': (call) => okResponse([GASEOSA, HELADO].filter((p) => p.nombre.toLowerCase().includes((call.query.get('q') ?? '').toLowerCase()))),
    'POST /ventas/drafts': send,
  });
}

describe('/m/venta', () => {
  it('will not send an empty cart to the register', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderPage(<MVentaPage />, { path: '/m/venta' });
    await user.click(screen.getByTestId('send-to-cash'));
    expect(screen.getByTestId('m-error').textContent).toBe('El carrito no tiene productos: agregá al menos uno antes de enviarlo a caja');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('searches, adds and sends the cart; the register gets it and the phone starts again', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderPage(<MVentaPage />, { path: '/m/venta' });
    await user.click(await screen.findByRole('button', { name: /Pizza muzzarella/ }));
    await user.type(screen.getByTestId('m-search'), 'gaseosa');
    const results = await screen.findByTestId('m-results');
    await user.click(await within(results).findByRole('button', { name: 'Agregar Gaseosa cola 500 ml' }));
    await user.click(within(results).getByRole('button', { name: 'Agregar Gaseosa cola 500 ml' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-total').textContent).toMatch(/16\.900,00/);
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Mesa del fondo');
    await user.click(screen.getByTestId('send-to-cash'));

    await waitFor(() => expect(screen.getByTestId('cart-empty')).toBeTruthy());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      items: [
        { productoId: 1, cantidad: 1 },
        { productoId: 2, cantidad: 2 },
      ],
      clienteId: null,
      observaciones: 'Mesa del fondo',
    });
    expect(getNotificationStore().getState().current?.message).toBe('Venta enviada a caja');
  });

  it('keeps the cart and the same mutation id when sending fails, so a retry never sends twice', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = api(() => (++attempt === 1 ? failResponse('Tiempo de espera agotado', 504) : okResponse(venta(), 'ok', 201)));
    renderPage(<MVentaPage />, { path: '/m/venta' });
    await user.click(await screen.findByRole('button', { name: /Pizza muzzarella/ }));
    await user.click(screen.getByTestId('send-to-cash'));
    expect((await screen.findByTestId('m-error')).textContent).toBe('Tiempo de espera agotado');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(screen.getByTestId('send-to-cash'));
    await waitFor(() => expect(screen.getByTestId('cart-empty')).toBeTruthy());
    const ids = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { clientMutationId: string }).clientMutationId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it("asks the manager's PIN when a line discount above the seller's limit is entered, and sends the sale with the approval", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /productos/frecuentes': () => okResponse([{ ...PIZZA, vecesVendido: 10 }]),
      'GET /ventas/limite-descuento': () => okResponse({ porcentaje: 10, libre: false }),
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse(
          { token: 'tok', accion: 'descuento', entidadId: null, valor: 2625, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() },
          'Aprobado',
          201,
        ),
      'POST /ventas/drafts': () => okResponse(venta({ estado: 'borrador' }), 'Venta enviada a caja', 201),
    });
    renderPage(<MVentaPage />, { path: '/m/venta' });
    await user.click(await screen.findByRole('button', { name: /Pizza muzzarella/ }));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const editor = await screen.findByTestId('line-editor');
    await user.selectOptions(within(editor).getByRole('combobox'), 'Porcentaje (%)');
    await user.type(within(editor).getByRole('textbox', { name: 'Valor del descuento' }), '25');
    await user.keyboard('{Enter}');
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe('El descuento de 25% supera tu límite de 10%: necesita la aprobación de un encargado');
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Cliente habitual');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    await waitFor(() => expect(screen.queryByTestId('manager-approval-dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'descuento', usuarioId: 1, entidadId: null, valor: 2625 });
    expect(screen.getByTestId('cart-total').textContent).toMatch(/7\.875,00/);

    await user.click(screen.getByTestId('send-to-cash'));
    await waitFor(() => expect(screen.getByTestId('cart-empty')).toBeTruthy());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/ventas/drafts')!;
    expect(post.headers.get('x-aprobacion')).toBe('tok');
    expect(post.body).toMatchObject({ items: [{ productoId: 1, cantidad: 1, tipoDescuento: 'porcentaje', valorDescuento: 25 }] });
  });
});
