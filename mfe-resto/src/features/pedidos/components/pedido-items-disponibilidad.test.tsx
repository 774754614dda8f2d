import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Bus from '@resto/shared/bus';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { FormProvider, useForm } from 'react-hook-form';
import { producto } from '../../../test/fixtures';
import { registerPedidosTranslations } from '../i18n';
import { NUEVO_ITEM, PedidoItemsFields, type PedidoItemsForm } from './pedido-items-fields';

registerPedidosTranslations();

/** The realtime network boundary: the /ws/mesas events the test pushes, as the hub would send them. */
const hub = await vi.hoisted(async () => (await import('@resto/shared/bus/testing')).fakeRealtimeHub());
vi.mock('@resto/shared/bus', async (original) => ({ ...(await original<typeof Bus>()), getRealtimeBus: () => hub.bus }));

const AGUA = producto({ id: 7, nombre: 'Agua mineral', precio: 2_500 });
const PIZZA = producto({ id: 8, nombre: 'Pizza muzzarella', precio: 9_000 });
const MENU = producto({ id: 50, nombre: 'Menú pizza', precio: 12_000 });
const COMBOS = [
  {
    productoId: 50,
    grupos: [
      {
        id: 1,
        nombre: 'Pizza',
        opciones: [
          { id: 11, productoId: 8, nombre: 'Pizza muzzarella', recargo: 0, activo: true },
          { id: 12, productoId: 102, nombre: 'Fugazza', recargo: 0, activo: true },
        ],
      },
    ],
  },
];

/** The items of an order as both order forms hold them. */
function Items({ paraAhora = true }: { paraAhora?: boolean }) {
  const form = useForm<PedidoItemsForm>({ defaultValues: { items: [{ ...NUEVO_ITEM }] } });
  return (
    <FormProvider {...form}>
      <PedidoItemsFields opciones={[AGUA, PIZZA, MENU]} paraAhora={paraAhora} />
    </FormProvider>
  );
}

const option = (select: HTMLElement, nombre: string) => Array.from((select as HTMLSelectElement).options).find((o) => o.textContent?.startsWith(nombre))!;

describe("an order's items with products that cannot be sold now ('86')", () => {
  it('does not offer a product short of an ingredient, nor a combo component, and follows the hub', async () => {
    let list: ProductoDisponibilidad[] = [{ productoId: PIZZA.id, disponible: true, insumoFaltante: 'Muzzarella' }];
    stubApi({
      'GET /productos/modificadores': () => okResponse([]),
      'GET /productos/combos': () => okResponse(COMBOS),
      'GET /productos/disponibilidad': () => okResponse(list),
    });
    const user = userEvent.setup();
    renderPage(<Items />);
    const select = within(await screen.findByTestId('pedido-item')).getByRole('combobox');
    await waitFor(() => expect(option(select, 'Pizza muzzarella').disabled).toBe(true));
    expect(option(select, 'Pizza muzzarella').textContent).toBe('Pizza muzzarella · Sin stock: Muzzarella');
    expect(option(select, 'Agua mineral').disabled).toBe(false);

    // The combo's dialog greys the same pizza and does not take it.
    await user.selectOptions(select, 'Menú pizza');
    const dialog = await screen.findByTestId('modificadores-dialog');
    const muzza = within(dialog).getByRole('radio', { name: /Pizza muzzarella/ }) as HTMLInputElement;
    expect(muzza.disabled).toBe(true);
    expect(muzza.closest('label')?.textContent).toContain('Sin stock: Muzzarella');
    expect((within(dialog).getByRole('radio', { name: /Fugazza/ }) as HTMLInputElement).disabled).toBe(false);

    // The cheese arrived: the hub says so and both read the list again.
    list = [];
    act(() => hub.emit('mesas:ProductosDisponibilidadChanged', { productoIds: [PIZZA.id] }));
    await waitFor(() => expect(muzza.disabled).toBe(false));
    expect(option(select, 'Pizza muzzarella').disabled).toBe(false);
    expect(option(select, 'Pizza muzzarella').textContent).toBe('Pizza muzzarella');
  });

  it("offers today's sold-out to a scheduled order, which is made another day", async () => {
    stubApi({
      'GET /productos/modificadores': () => okResponse([]),
      'GET /productos/combos': () => okResponse(COMBOS),
      'GET /productos/disponibilidad': () => okResponse([{ productoId: PIZZA.id, disponible: false, insumoFaltante: null }]),
    });
    renderPage(
      <>
        <Items />
        <Items paraAhora={false} />
      </>,
    );
    const [ahora, programado] = (await screen.findAllByTestId('pedido-item')).map((item) => within(item).getByRole('combobox'));
    // The order made now has read the list: the pizza is sold out there.
    await waitFor(() => expect(option(ahora!, 'Pizza muzzarella').disabled).toBe(true));
    expect(option(programado!, 'Pizza muzzarella').disabled).toBe(false);
    expect(option(programado!, 'Pizza muzzarella').textContent).toBe('Pizza muzzarella');
  });
});
