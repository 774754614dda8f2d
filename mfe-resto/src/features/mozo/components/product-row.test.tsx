import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RealtimeBus } from '@resto/shared/bus';
import type { ListasPreciosChangedEvent } from '@resto/shared/contracts';
import { okResponse, stubApi } from '@resto/shared/sales-ui/testing';
import { hubFeed } from '../../../test/fake-bus';
import { producto } from '../../../test/fixtures';
import { registerWaiterTranslations } from '../i18n';
import { connectPrecios, loadPrecios, preciosStore, withListPrice } from '../state/precios-store';
import { ProductRow } from './product-row';

registerWaiterTranslations();

const agua = producto({ id: 7, nombre: 'Agua mineral', precio: 1500, categoria: 'Bebidas' });

/** The /ws/mesas hub's price list events, pushed by the test. */
function fakeBus() {
  const changed = hubFeed<ListasPreciosChangedEvent>();
  const reconnected = hubFeed<void>();
  const bus = { on$: () => changed, reconnected$: () => reconnected } as unknown as RealtimeBus;
  return { bus, changed, reconnected };
}

afterEach(() => preciosStore.set(new Map()));

describe("the handheld's menu with price lists", () => {
  it("shows the salon list's price and name the moment its window opens, and adds the product at it", async () => {
    let open = false;
    const calls = stubApi({
      'GET /listas-precios/vigentes': () =>
        okResponse({ canal: 'salon', fecha: '2026-11-25T21:00:00.000Z', items: open ? [{ productoId: agua.id, precio: 1000, lista: 'Happy hour' }] : [] }),
    });
    const { bus, changed, reconnected } = fakeBus();
    const stop = connectPrecios(bus);
    await loadPrecios();
    const onAdd = vi.fn();
    render(
      <ul>
        <ProductRow product={agua} quantity={0} onAdd={onAdd} />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toMatch(/1\.500,00/);
    expect(calls.map((c) => c.query.get('canal'))).toEqual(['salon']);

    open = true;
    // Only the tables' channel moves the handheld's prices.
    act(() => changed.next({ canales: ['delivery'], motivo: 'vigencia', clientMutationId: null }));
    expect(calls).toHaveLength(1);
    act(() => changed.next({ canales: ['salon', 'qr'], motivo: 'vigencia', clientMutationId: null }));
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toMatch(/1\.000,00/));
    expect(screen.getByRole('listitem').textContent).toContain('Happy hour');

    // The row hands the menu's product on; useAddProduct puts it in the selection at the list's price.
    fireEvent.click(screen.getByRole('button', { name: /Agua mineral/ }));
    expect(onAdd).toHaveBeenCalledWith(agua);
    expect(withListPrice(agua)).toEqual({ ...agua, precio: 1000, listaPrecio: 'Happy hour' });

    open = false;
    act(() => reconnected.next());
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toMatch(/1\.500,00/));
    stop();
  });
});
