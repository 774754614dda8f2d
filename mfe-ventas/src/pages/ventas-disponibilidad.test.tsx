import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Bus from '@resto/shared/bus';
import { arqueoEstadoSchema, type ProductoDisponibilidad } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { GASEOSA, MEDIOS, PIZZA, TIPOS } from '../test/fixtures';
import MVentaPage from './m-venta-page';
import VentasPage from './ventas-page';

/** The realtime network boundary: the /ws/ventas events the test pushes, as the hub would send them. */
const hub = await vi.hoisted(async () => (await import('@resto/shared/bus/testing')).fakeRealtimeHub());
vi.mock('@resto/shared/bus', async (original) => ({ ...(await original<typeof Bus>()), getRealtimeBus: () => hub.bus }));

/** The counter's reads, with the products that cannot be sold now as `noDisponibles()` says. */
function api(noDisponibles: () => ProductoDisponibilidad[]) {
  return stubApi({
    'GET /arqueos/estado': () => okResponse(arqueoEstadoSchema.parse({ abierto: true, hoy: '2025-05-02', cerradoHoy: false })),
    'GET /ventas/drafts': () => okResponse([]),
    'GET /productos/frecuentes': () => okResponse([{ ...PIZZA, vecesVendido: 40 }]),
    'GET /productos/buscar': () => okResponse([PIZZA, GASEOSA]),
    'GET /medios-de-pago': () => okResponse(MEDIOS),
    'GET /tipos-de-cambio': () => okResponse(TIPOS),
    'GET /listas-precios/vigentes': (call) => okResponse({ canal: call.query.get('canal'), fecha: '2025-05-02T21:00:00.000Z', items: [] }),
    'GET /productos/disponibilidad': () => okResponse(noDisponibles()),
  });
}

const reads = (calls: { path: string }[]) => calls.filter((c) => c.path === '/productos/disponibilidad').length;
const option = (nombre: string) => screen.getAllByTestId('product-option').find((o) => o.textContent?.includes(nombre))!;

describe("the counter with products that cannot be sold now ('86')", () => {
  beforeEach(() => signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero'));

  it('shows them greyed with the reason on the frequent products and in the search, does not add them, and follows the hub', async () => {
    const user = userEvent.setup();
    let list: ProductoDisponibilidad[] = [{ productoId: PIZZA.id, disponible: true, insumoFaltante: 'Muzzarella' }];
    const calls = api(() => list);
    renderPage(<VentasPage />, { path: '/ventas' });
    await waitFor(() => expect(screen.getByTestId('frequent-price').textContent).toBe('Sin stock: Muzzarella'));
    const frequent = screen.getByTestId('frequent-product') as HTMLButtonElement;
    expect(frequent.disabled).toBe(true);
    await user.click(frequent);
    expect(screen.getByTestId('cart-empty')).toBeTruthy();

    // Staff mark the soda sold out by hand: the hub says so and the counter reads the list again.
    const before = reads(calls);
    list = [...list, { productoId: GASEOSA.id, disponible: false, insumoFaltante: null }];
    act(() => hub.emit('ventas:ProductosDisponibilidadChanged', { productoIds: [GASEOSA.id] }));
    await waitFor(() => expect(reads(calls)).toBe(before + 1));

    await user.keyboard('{F2}');
    await user.type(await screen.findByTestId('product-search-input'), 'a');
    await waitFor(() => expect(screen.getAllByTestId('product-option')).toHaveLength(2));
    await waitFor(() => expect(within(option('Gaseosa')).getByTestId('product-option-motivo').textContent).toBe('Agotado'));
    expect(within(option('Pizza')).getByTestId('product-option-motivo').textContent).toBe('Sin stock: Muzzarella');
    expect(option('Gaseosa').getAttribute('aria-disabled')).toBe('true');
    await user.click(option('Gaseosa'));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('cart-empty')).toBeTruthy();

    // The muzzarella arrived: after a reconnection (events sent while it was down are gone) the pizza sells again.
    list = [];
    act(() => hub.emit('ventas:reconnected'));
    await waitFor(() => expect(screen.getByTestId('frequent-price').textContent).toMatch(/10\.500,00/));
    await user.click(screen.getByTestId('frequent-product'));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });
});

describe("/m/venta with products that cannot be sold now ('86')", () => {
  it('shows the reason on the result, greyed, and its add button is disabled until the hub says it is back', async () => {
    const user = userEvent.setup();
    let list: ProductoDisponibilidad[] = [{ productoId: GASEOSA.id, disponible: false, insumoFaltante: null }];
    api(() => list);
    renderPage(<MVentaPage />, { path: '/m/venta' });
    await user.type(screen.getByTestId('m-search'), 'gaseosa');
    const result = () => screen.getAllByTestId('m-result').find((r) => r.textContent?.includes('Gaseosa'))!;
    await waitFor(() => expect(within(result()).getByTestId('m-result-motivo').textContent).toBe('Agotado'));
    const add = () => within(result()).getByRole('button', { name: 'Agregar Gaseosa cola 500 ml' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);

    list = [];
    act(() => hub.emit('ventas:ProductosDisponibilidadChanged', { productoIds: [GASEOSA.id] }));
    await waitFor(() => expect(add().disabled).toBe(false));
    expect(within(result()).queryByTestId('m-result-motivo')).toBeNull();
    await user.click(add());
    expect(screen.getByTestId('cart-total').textContent).toMatch(/3\.200,00/);
  });
});
