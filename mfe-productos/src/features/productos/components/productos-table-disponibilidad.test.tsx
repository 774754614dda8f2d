import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Bus from '@resto/shared/bus';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInAsAdmin, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { productoFixture } from '../test-fixtures';
import { ProductosTable } from './productos-table';

/** The realtime network boundary: the /ws/ventas events the test pushes, as the hub would send them. */
const hub = await vi.hoisted(async () => (await import('@resto/shared/bus/testing')).fakeRealtimeHub());
vi.mock('@resto/shared/bus', async (original) => ({ ...(await original<typeof Bus>()), getRealtimeBus: () => hub.bus }));

const pizza = productoFixture({ id: 1, nombre: 'Pizza muzzarella' });
const flan = productoFixture({ id: 2, nombre: 'Flan casero' });
const cafe = productoFixture({ id: 3, nombre: 'Café' });

function api(noDisponibles: () => ProductoDisponibilidad[]) {
  return stubApi({
    'GET /productos/disponibilidad': () => okResponse(noDisponibles()),
    'PATCH /productos/:id/disponibilidad': (call) =>
      okResponse({ productoId: Number(call.params.id), disponible: (call.body as { disponible: boolean }).disponible, insumoFaltante: null }),
  });
}

const table = () => <ProductosTable productos={[pizza, flan, cafe]} ordenarPor="nombre" ordenDireccion="asc" onSort={vi.fn()} />;
const row = (nombre: string) => screen.getAllByTestId('producto-row').find((r) => r.textContent?.includes(nombre))!;

describe("the products table with products that cannot be sold now ('86')", () => {
  it("badges them, marks one sold out and back through PATCH, and follows the hub's event", async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    let list: ProductoDisponibilidad[] = [{ productoId: pizza.id, disponible: true, insumoFaltante: 'Muzzarella' }];
    const calls = api(() => list);
    renderPage(table());
    await waitFor(() => expect(within(row('Pizza')).getByTestId('producto-sin-insumo').textContent).toBe('Sin stock: Muzzarella'));
    expect(within(row('Flan')).queryByTestId('producto-agotado')).toBeNull();

    list = [...list, { productoId: flan.id, disponible: false, insumoFaltante: null }];
    await user.click(within(row('Flan')).getByRole('button', { name: 'Marcar agotado Flan casero' }));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/productos/${flan.id}/disponibilidad`,
      body: { disponible: false, clientMutationId: expect.any(String) },
    });
    await waitFor(() => expect(within(row('Flan')).getByTestId('producto-agotado').textContent).toBe('Agotado'));
    const back = within(row('Flan')).getByRole('button', { name: 'Marcar disponible Flan casero' });
    expect(back.textContent).toBe('Disponible');

    list = list.filter((d) => d.productoId !== flan.id);
    await user.click(back);
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({ path: `/productos/${flan.id}/disponibilidad`, body: { disponible: true } });
    await waitFor(() => expect(within(row('Flan')).queryByTestId('producto-agotado')).toBeNull());
    expect(within(row('Flan')).getByTestId('disponibilidad-producto').textContent).toBe('Marcar agotado');

    // A sale used the last coffee beans elsewhere: the hub says so and the table reads the list again.
    list = [...list, { productoId: cafe.id, disponible: true, insumoFaltante: 'Café en grano' }];
    act(() => hub.emit('ventas:ProductosDisponibilidadChanged', { productoIds: [cafe.id] }));
    await waitFor(() => expect(within(row('Café')).getByTestId('producto-sin-insumo').textContent).toBe('Sin stock: Café en grano'));
  });

  it('shows the badge to whoever may not edit products, without the action', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero');
    api(() => [{ productoId: flan.id, disponible: false, insumoFaltante: null }]);
    renderPage(table());
    await waitFor(() => expect(within(row('Flan')).getByTestId('producto-agotado').textContent).toBe('Agotado'));
    expect(screen.queryAllByTestId('disponibilidad-producto')).toHaveLength(0);
  });
});
