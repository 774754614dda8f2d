import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { hubFeed } from '../../../test/fake-bus';
import { producto } from '../../../test/fixtures';
import type { AddItemInput } from '../api/add-item';
import type { DisponibilidadBus } from '../api/disponibilidad';
import { AddItemDialog } from './add-item-dialog';

const MENU = producto({ id: 50, nombre: 'Menú pizza', precio: 12_000 });
const COMBOS = [
  {
    productoId: 50,
    grupos: [
      {
        id: 1,
        nombre: 'Pizza',
        opciones: [
          { id: 11, productoId: 101, nombre: 'Muzzarella', recargo: 0, activo: true },
          { id: 12, productoId: 102, nombre: 'Fugazza', recargo: 0, activo: true },
          { id: 13, productoId: 103, nombre: 'Napolitana', recargo: 500, activo: true },
        ],
      },
    ],
  },
];

/** The /ws/mesas hub, by event name, as the hub would send it. */
function fakeBus() {
  const feeds = new Map<string, ReturnType<typeof hubFeed<unknown>>>();
  const feed = (name: string) => feeds.get(name) ?? feeds.set(name, hubFeed<unknown>()).get(name)!;
  const bus = { on$: (_hub: string, target: string) => feed(target), reconnected$: () => feed('reconnected') } as unknown as DisponibilidadBus;
  return { bus, emit: (name: string, value?: unknown) => feed(name).next(value) };
}

const radio = (dialog: HTMLElement, nombre: RegExp) => within(dialog).getByRole('radio', { name: nombre }) as HTMLInputElement;

describe("the comanda's combo dialog with a component that cannot be sold now ('86')", () => {
  it('shows it greyed with the reason, does not take it, and follows the hub the moment it comes back', async () => {
    let list: ProductoDisponibilidad[] = [
      { productoId: 101, disponible: true, insumoFaltante: 'Muzzarella' },
      { productoId: 102, disponible: false, insumoFaltante: null },
    ];
    stubApi({
      'GET /productos/modificadores': () => okResponse([]),
      'GET /productos/combos': () => okResponse(COMBOS),
      'GET /productos/disponibilidad': () => okResponse(list),
    });
    const { bus, emit } = fakeBus();
    const onAdd = vi.fn<(input: AddItemInput) => Promise<boolean>>(async () => true);
    const user = userEvent.setup();
    renderPage(<AddItemDialog producto={MENU} onClose={() => {}} onAdd={onAdd} bus={bus} />);
    const dialog = await screen.findByTestId('add-item-dialog');
    await waitFor(() => expect(radio(dialog, /Muzzarella/).disabled).toBe(true));
    expect(radio(dialog, /Muzzarella/).closest('label')?.textContent).toContain('Sin stock: Muzzarella');
    expect(radio(dialog, /Fugazza/).disabled).toBe(true);
    expect(radio(dialog, /Fugazza/).closest('label')?.textContent).toContain('Agotado');
    expect(radio(dialog, /Napolitana/).disabled).toBe(false);
    await user.click(radio(dialog, /Fugazza/));
    expect(radio(dialog, /Fugazza/).checked).toBe(false);
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    expect(onAdd).not.toHaveBeenCalled();

    // The cheese arrived: the hub says so and the dialog reads the list again.
    list = [{ productoId: 102, disponible: false, insumoFaltante: null }];
    act(() => emit('ProductosDisponibilidadChanged', { productoIds: [101] }));
    await waitFor(() => expect(radio(dialog, /Muzzarella/).disabled).toBe(false));
    await user.click(radio(dialog, /Muzzarella/));
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ productoId: 50, combo: [{ grupoId: 1, opcionId: 11 }] });
  });

  it('refuses a choice whose component ran out while the dialog was open, naming it', async () => {
    let list: ProductoDisponibilidad[] = [];
    stubApi({
      'GET /productos/modificadores': () => okResponse([]),
      'GET /productos/combos': () => okResponse(COMBOS),
      'GET /productos/disponibilidad': () => okResponse(list),
    });
    const { bus, emit } = fakeBus();
    const onAdd = vi.fn<(input: AddItemInput) => Promise<boolean>>(async () => true);
    const user = userEvent.setup();
    renderPage(<AddItemDialog producto={MENU} onClose={() => {}} onAdd={onAdd} bus={bus} />);
    const dialog = await screen.findByTestId('add-item-dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Muzzarella/ }));
    list = [{ productoId: 101, disponible: false, insumoFaltante: null }];
    act(() => emit('ProductosDisponibilidadChanged', { productoIds: [101] }));
    await waitFor(() => expect(radio(dialog, /Muzzarella/).disabled).toBe(true));
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("'Muzzarella' no se puede elegir ahora (Agotado): elegí otra opción");
    expect(onAdd).not.toHaveBeenCalled();
  });
});
