import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { hubFeed } from '../../../test/fake-bus';
import { producto } from '../../../test/fixtures';
import type { PreciosBus } from '../api/precios-vigentes';
import { ProductAdder } from './product-adder';

const pizza = producto({ id: 1, nombre: 'Pizza muzzarella', precio: 9000, categoria: 'Pizzas' });
const fugazza = producto({ id: 2, nombre: 'Pizza fugazza', precio: 8500, categoria: 'Pizzas' });
const napolitana = producto({ id: 3, nombre: 'Pizza napolitana', precio: 9500, categoria: 'Pizzas' });

/** The /ws/mesas hub, by event name, as the hub would send it. */
function fakeBus() {
  const feeds = new Map<string, ReturnType<typeof hubFeed<unknown>>>();
  const feed = (name: string) => feeds.get(name) ?? feeds.set(name, hubFeed<unknown>()).get(name)!;
  const bus = { on$: (_hub: string, target: string) => feed(target), reconnected$: () => feed('reconnected') } as unknown as PreciosBus;
  return { bus, emit: (name: string, value?: unknown) => feed(name).next(value) };
}

/** The picker's reads, with the products that cannot be sold now as `noDisponibles()` says. */
function api(noDisponibles: () => ProductoDisponibilidad[]) {
  return stubApi({
    'GET /productos/frecuentes': () => okResponse([{ ...pizza, vecesVendido: 9 }]),
    'GET /productos/buscar': () => okResponse([pizza, fugazza, napolitana]),
    'GET /listas-precios/vigentes': () => okResponse({ canal: 'salon', fecha: '2026-11-25T21:00:00.000Z', items: [] }),
    'GET /productos/disponibilidad': () => okResponse(noDisponibles()),
    'PATCH /productos/:id/disponibilidad': () => okResponse({ productoId: 3, disponible: false, insumoFaltante: null }),
  });
}

const option = (nombre: string) => screen.getAllByTestId('producto-opcion').find((o) => o.textContent?.includes(nombre))!;

describe("the comanda's product picker with products that cannot be sold now ('86')", () => {
  it('shows them greyed with the reason, does not add them, and follows the hub the moment they come back', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.mozo, 'mozo');
    const user = userEvent.setup();
    let list: ProductoDisponibilidad[] = [
      { productoId: pizza.id, disponible: true, insumoFaltante: 'Muzzarella' },
      { productoId: fugazza.id, disponible: false, insumoFaltante: null },
    ];
    const calls = api(() => list);
    const { bus, emit } = fakeBus();
    const onPick = vi.fn();
    renderPage(<ProductAdder onPick={onPick} bus={bus} />);

    const frecuente = await screen.findByTestId('frecuente');
    await waitFor(() => expect(frecuente.textContent).toContain('Sin stock: Muzzarella'));
    expect((frecuente as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByTestId('producto-buscar'), 'pizza');
    await waitFor(() => expect(screen.getAllByTestId('producto-opcion')).toHaveLength(3));
    expect(within(option('muzzarella')).getByTestId('producto-motivo').textContent).toBe('Sin stock: Muzzarella');
    expect(option('muzzarella').getAttribute('aria-disabled')).toBe('true');
    expect(within(option('fugazza')).getByTestId('producto-motivo').textContent).toBe('Agotado');
    expect(option('napolitana').getAttribute('aria-disabled')).toBeNull();
    await user.click(option('muzzarella'));
    await user.click(option('fugazza'));
    expect(onPick).not.toHaveBeenCalled();
    // A waiter does not mark products sold out.
    expect(screen.queryByTestId('disponibilidad-acciones')).toBeNull();

    // The muzzarella arrived: the hub says so and the list is read again, with no refresh.
    const reads = calls.filter((c) => c.path === '/productos/disponibilidad').length;
    list = [{ productoId: fugazza.id, disponible: false, insumoFaltante: null }];
    act(() => emit('ProductosDisponibilidadChanged', { productoIds: [pizza.id] }));
    await waitFor(() => expect(option('muzzarella').getAttribute('aria-disabled')).toBeNull());
    expect(calls.filter((c) => c.path === '/productos/disponibilidad')).toHaveLength(reads + 1);
    await user.click(option('muzzarella'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: pizza.id }));

    // Events sent while the hub was down are gone: a reconnection reads the list again.
    act(() => emit('reconnected'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/productos/disponibilidad')).toHaveLength(reads + 2));
  });

  it('lets whoever edits products mark one sold out from the picker and back', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.admin, 'admin');
    const user = userEvent.setup();
    let list: ProductoDisponibilidad[] = [{ productoId: fugazza.id, disponible: false, insumoFaltante: null }];
    const calls = api(() => list);
    const { bus } = fakeBus();
    renderPage(<ProductAdder onPick={vi.fn()} bus={bus} />);
    await user.type(screen.getByTestId('producto-buscar'), 'pizza');
    const actions = await screen.findByTestId('disponibilidad-acciones');
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Marcar disponible: Pizza fugazza' })).toBeTruthy());

    list = [...list, { productoId: napolitana.id, disponible: false, insumoFaltante: null }];
    await user.click(within(actions).getByRole('button', { name: 'Marcar agotado: Pizza napolitana' }));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/productos/${napolitana.id}/disponibilidad`);
    expect(patch.body).toEqual({ disponible: false, clientMutationId: expect.any(String) });
    await waitFor(() => expect(within(option('napolitana')).getByTestId('producto-motivo').textContent).toBe('Agotado'));
    expect(within(actions).getByRole('button', { name: 'Marcar disponible: Pizza napolitana' })).toBeTruthy();

    list = [];
    await user.click(within(actions).getByRole('button', { name: 'Marcar disponible: Pizza fugazza' }));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, (c.body as { disponible: boolean }).disponible])).toEqual([
      [`/productos/${napolitana.id}/disponibilidad`, false],
      [`/productos/${fugazza.id}/disponibilidad`, true],
    ]);
    await waitFor(() => expect(option('fugazza').getAttribute('aria-disabled')).toBeNull());
  });
});
