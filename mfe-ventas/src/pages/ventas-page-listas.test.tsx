import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Bus from '@resto/shared/bus';
import { arqueoEstadoSchema } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { GASEOSA, MEDIOS, TIPOS, venta } from '../test/fixtures';
import VentasPage from './ventas-page';

/** The realtime network boundary: the /ws/ventas events the test pushes, as the hub would send them. */
const hub = await vi.hoisted(async () => (await import('@resto/shared/bus/testing')).fakeRealtimeHub());
vi.mock('@resto/shared/bus', async (original) => ({ ...(await original<typeof Bus>()), getRealtimeBus: () => hub.bus }));

/** The counter's reads, with a price list that prices the soda now at the counter (`listas` false: none yet). */
function api(listas: () => boolean = () => true) {
  return stubApi({
    'GET /arqueos/estado': () => okResponse(arqueoEstadoSchema.parse({ abierto: true, hoy: '2025-05-02', cerradoHoy: false })),
    'GET /ventas/drafts': () => okResponse([]),
    'GET /productos/frecuentes': () => okResponse([{ ...GASEOSA, vecesVendido: 40 }]),
    'GET /productos/buscar': () => okResponse([GASEOSA]),
    'GET /medios-de-pago': () => okResponse(MEDIOS),
    'GET /tipos-de-cambio': () => okResponse(TIPOS),
    'GET /listas-precios/vigentes': () =>
      okResponse({ canal: 'mostrador', fecha: '2025-05-02T21:00:00.000Z', items: listas() ? [{ productoId: GASEOSA.id, precio: 2500, lista: 'Happy hour' }] : [] }),
    'POST /ventas/finalizar': () => okResponse(venta(), 'Venta finalizada', 201),
    'GET /ventas/:id/remito': () => okResponse({ tipo: 'remito', formato: 'ticket', ventaId: 90, numero: 55, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: '<p>ok</p>' }),
  });
}

describe('/ventas with a price list for the counter', () => {
  // A cashier: who charges at the counter.
  beforeEach(() => signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero'));

  it("shows the list's price on the line and pays that total (the api charges it again at the counter's list)", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderPage(<VentasPage />, { path: '/ventas' });
    await waitFor(() => expect(calls.some((c) => c.path === '/listas-precios/vigentes' && c.query.get('canal') === 'mostrador')).toBe(true));
    await user.click((await screen.findAllByTestId('frequent-product'))[0]!);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toMatch(/2\.500,00/));
    await user.keyboard('{F4}');
    const dialog = await screen.findByTestId('close-sale');
    await user.click(await within(dialog).findByTestId('confirm-payment'));
    await within(dialog).findByTestId('sale-document');
    expect(calls.find((c) => c.path === '/ventas/finalizar')!.body).toMatchObject({
      items: [{ productoId: GASEOSA.id, cantidad: 1 }],
      pagos: [{ medioId: 1, monto: 2500, moneda: 'ARS' }],
    });
  });

  it("shows the list's price on the frequent products the moment its window opens, with no refresh", async () => {
    let open = false;
    const calls = api(() => open);
    renderPage(<VentasPage />, { path: '/ventas' });
    const price = await screen.findByTestId('frequent-price');
    await waitFor(() => expect(calls.some((c) => c.path === '/listas-precios/vigentes')).toBe(true));
    expect(price.textContent).toMatch(/3\.200,00/);
    expect(screen.queryByTestId('frequent-lista-precio')).toBeNull();
    open = true;
    act(() => hub.emit('ventas:ListasPreciosChanged', { canales: ['mostrador'], motivo: 'vigencia', clientMutationId: null }));
    await waitFor(() => expect(screen.getByTestId('frequent-price').textContent).toMatch(/2\.500,00/));
    expect(screen.getByTestId('frequent-lista-precio').textContent).toBe('Happy hour');
    // After a reconnection the prices are read again (events sent while it was down are gone).
    const reads = calls.filter((c) => c.path === '/listas-precios/vigentes').length;
    act(() => hub.emit('ventas:reconnected'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/listas-precios/vigentes').length).toBe(reads + 1));
  });

  it("re-prices a line already in the cart when the list's window opens and again when it closes, as the api charges it", async () => {
    const user = userEvent.setup();
    let open = false;
    const calls = api(() => open);
    renderPage(<VentasPage />, { path: '/ventas' });
    await waitFor(() => expect(calls.some((c) => c.path === '/listas-precios/vigentes')).toBe(true));
    await user.click((await screen.findAllByTestId('frequent-product'))[0]!);
    await user.click(screen.getAllByTestId('frequent-product')[0]!);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toMatch(/6\.400,00/));
    open = true;
    act(() => hub.emit('ventas:ListasPreciosChanged', { canales: ['mostrador'], motivo: 'vigencia', clientMutationId: null }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toMatch(/5\.000,00/));
    open = false;
    act(() => hub.emit('ventas:ListasPreciosChanged', { canales: ['mostrador'], motivo: 'vigencia', clientMutationId: null }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toMatch(/6\.400,00/));
  });

  it("shows the list's price and name in the product search (F2)", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderPage(<VentasPage />, { path: '/ventas' });
    await waitFor(() => expect(calls.some((c) => c.path === '/listas-precios/vigentes')).toBe(true));
    await user.keyboard('{F2}');
    await user.type(await screen.findByTestId('product-search-input'), 'gaseosa');
    const option = await screen.findByTestId('product-option');
    await waitFor(() => expect(option.textContent).toMatch(/2\.500,00/));
    expect(within(option).getByTestId('product-option-lista-precio').textContent).toBe('Happy hour');
  });
});
