import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListasPreciosChangedEvent } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { hubFeed } from '../../../test/fake-bus';
import { producto } from '../../../test/fixtures';
import type { PreciosBus } from '../api/precios-vigentes';
import { ProductAdder } from './product-adder';

const agua = producto({ id: 7, nombre: 'Agua mineral', precio: 1500, categoria: 'Bebidas' });

/** The /ws/mesas events of the price lists, as the hub would send them. */
function fakeBus() {
  const changed = hubFeed<ListasPreciosChangedEvent>();
  const reconnected = hubFeed<void>();
  // Only ListasPreciosChanged is listened to on this bus.
  const bus = { on$: () => changed, reconnected$: () => reconnected } as unknown as PreciosBus;
  return { bus, changed, reconnected };
}

describe("the comanda's product picker with price lists", () => {
  it("shows the salon list's price on the buttons the moment its window opens, and picks the product at it", async () => {
    const user = userEvent.setup();
    let open = false;
    const calls = stubApi({
      'GET /productos/frecuentes': () => okResponse([{ ...agua, vecesVendido: 3 }]),
      'GET /listas-precios/vigentes': () =>
        okResponse({ canal: 'salon', fecha: '2026-11-25T21:00:00.000Z', items: open ? [{ productoId: agua.id, precio: 1000, lista: 'Happy hour' }] : [] }),
    });
    const { bus, changed } = fakeBus();
    const onPick = vi.fn();
    renderPage(<ProductAdder onPick={onPick} bus={bus} />);
    const button = await screen.findByTestId('frecuente');
    await waitFor(() => expect(calls.some((c) => c.path === '/listas-precios/vigentes' && c.query.get('canal') === 'salon')).toBe(true));
    expect(button.textContent).toMatch(/1\.500,00/);

    open = true;
    act(() => changed.next({ canales: ['mostrador'], motivo: 'vigencia', clientMutationId: null }));
    expect(calls.filter((c) => c.path === '/listas-precios/vigentes')).toHaveLength(1);
    act(() => changed.next({ canales: ['salon'], motivo: 'vigencia', clientMutationId: null }));
    await waitFor(() => expect(screen.getByTestId('frecuente').textContent).toMatch(/1\.000,00/));
    expect(within(screen.getByTestId('frecuente')).getByTestId('producto-lista-precio').textContent).toBe('Happy hour');

    await user.click(screen.getByTestId('frecuente'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: agua.id, precio: 1000, listaPrecio: 'Happy hour' }));
  });
});
