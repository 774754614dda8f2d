import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RealtimeBus } from '@resto/shared/bus';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { okResponse, stubApi } from '@resto/shared/sales-ui/testing';
import { hubFeed } from '../../../test/fake-bus';
import { producto } from '../../../test/fixtures';
import { registerWaiterTranslations } from '../i18n';
import { connectDisponibilidad, disponibilidadStore, loadDisponibilidad } from '../state/disponibilidad-store';
import { ProductRow } from './product-row';

registerWaiterTranslations();

const pizza = producto({ id: 4, nombre: 'Pizza muzzarella', precio: 9000, categoria: 'Pizzas' });
const KEY = 'rf_waiter_disponibilidad:1';

/** The /ws/mesas hub, by event name, pushed by the test. */
function fakeBus() {
  const feeds = new Map<string, ReturnType<typeof hubFeed<unknown>>>();
  const feed = (name: string) => feeds.get(name) ?? feeds.set(name, hubFeed<unknown>()).get(name)!;
  const bus = { on$: (_hub: string, target: string) => feed(target), reconnected$: () => feed('reconnected') } as unknown as RealtimeBus;
  return { bus, emit: (name: string, value?: unknown) => feed(name).next(value) };
}

const row = () => screen.getByRole('listitem');
const addButton = () => screen.getByRole('button', { name: 'Agregar Pizza muzzarella' }) as HTMLButtonElement;

afterEach(() => {
  disponibilidadStore.set(new Map());
  localStorage.clear();
});

describe("the handheld's menu with products that cannot be sold now ('86')", () => {
  it('shows the missing ingredient and does not add, follows the hub without a reload, and offline keeps the last list', async () => {
    let list: ProductoDisponibilidad[] = [{ productoId: pizza.id, disponible: true, insumoFaltante: 'Muzzarella' }];
    let offline = false;
    const calls = stubApi({ 'GET /productos/disponibilidad': () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : okResponse(list)) });
    const { bus, emit } = fakeBus();
    const stop = connectDisponibilidad(bus);
    await loadDisponibilidad(KEY);
    const onAdd = vi.fn();
    render(
      <ul>
        <ProductRow product={pizza} quantity={0} onAdd={onAdd} />
      </ul>,
    );
    // Still in sight, so the waiter can tell the guest why.
    expect(screen.getByTestId('producto-no-disponible').textContent).toBe('Sin stock: Muzzarella');
    expect(row().className).toContain('w-product--out');
    expect(addButton().disabled).toBe(true);
    fireEvent.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();

    // Staff mark it sold out by hand: the hub says so, the list is read again.
    list = [{ productoId: pizza.id, disponible: false, insumoFaltante: null }];
    act(() => emit('ProductosDisponibilidadChanged', { productoIds: [pizza.id] }));
    await waitFor(() => expect(screen.getByTestId('producto-no-disponible').textContent).toBe('Agotado'));

    // Back on sale.
    list = [];
    act(() => emit('ProductosDisponibilidadChanged', { productoIds: [pizza.id] }));
    await waitFor(() => expect(screen.queryByTestId('producto-no-disponible')).toBeNull());
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(pizza);

    // Sold out again, then the phone loses the network: a reconnection's read fails and the list stays.
    list = [{ productoId: pizza.id, disponible: false, insumoFaltante: null }];
    act(() => emit('ProductosDisponibilidadChanged', { productoIds: [pizza.id] }));
    await waitFor(() => expect(addButton().disabled).toBe(true));
    offline = true;
    const reads = calls.length;
    act(() => emit('reconnected'));
    await waitFor(() => expect(calls.length).toBe(reads + 1));
    await act(() => loadDisponibilidad());
    expect(screen.getByTestId('producto-no-disponible').textContent).toBe('Agotado');
    stop();
  });

  it('shows the last list read after an offline reload of the page', async () => {
    stubApi({ 'GET /productos/disponibilidad': () => okResponse([{ productoId: pizza.id, disponible: false, insumoFaltante: null }]) });
    await loadDisponibilidad(KEY);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([{ productoId: pizza.id, disponible: false, insumoFaltante: null }]);

    // A new page, without network: the store is built again from what the phone kept.
    vi.resetModules();
    const fresh = await import('../state/disponibilidad-store');
    stubApi({ 'GET /productos/disponibilidad': () => Promise.reject(new TypeError('Failed to fetch')) });
    await fresh.loadDisponibilidad(KEY);
    expect(fresh.noDisponible(pizza.id)).toEqual({ productoId: pizza.id, disponible: false, insumoFaltante: null });
  });
});
