import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Bus from '@resto/shared/bus';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { producto } from '../../../test/fixtures';
import { useModifierChoice } from './use-modifier-choice';

/** The realtime network boundary: the /ws/ventas events the test pushes, as the hub would send them. */
const hub = await vi.hoisted(async () => (await import('@resto/shared/bus/testing')).fakeRealtimeHub());
vi.mock('@resto/shared/bus', async (original) => ({ ...(await original<typeof Bus>()), getRealtimeBus: () => hub.bus }));

const MENU = producto({ id: 50, nombre: 'Menú pizza', precio: 12_000, codigoSku: 'CMB-001' });
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
        ],
      },
    ],
  },
];

/** The counter's pick of a product, as the sale screens call it. */
function Picker({ onChoice }: { onChoice: (choice: unknown) => void }) {
  const { choose, dialog } = useModifierChoice();
  return (
    <>
      <button type="button" onClick={() => void choose(MENU, onChoice)}>
        elegir
      </button>
      {dialog}
    </>
  );
}

describe("the counter's combo dialog with a component that cannot be sold now ('86')", () => {
  it('shows it greyed with the reason, does not take it, and follows /ws/ventas', async () => {
    let list: ProductoDisponibilidad[] = [{ productoId: 102, disponible: false, insumoFaltante: null }];
    stubApi({
      'GET /productos/modificadores': () => okResponse([]),
      'GET /productos/combos': () => okResponse(COMBOS),
      'GET /productos/disponibilidad': () => okResponse(list),
    });
    const onChoice = vi.fn();
    const user = userEvent.setup();
    renderPage(<Picker onChoice={onChoice} />);
    await user.click(screen.getByRole('button', { name: 'elegir' }));
    const dialog = await screen.findByTestId('modificadores-dialog');
    const fugazza = () => within(dialog).getByRole('radio', { name: /Fugazza/ }) as HTMLInputElement;
    await waitFor(() => expect(fugazza().disabled).toBe(true));
    expect(fugazza().closest('label')?.textContent).toContain('Agotado');
    await user.click(fugazza());
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    expect(onChoice).not.toHaveBeenCalled();

    list = [];
    act(() => hub.emit('ventas:ProductosDisponibilidadChanged', { productoIds: [102] }));
    await waitFor(() => expect(fugazza().disabled).toBe(false));
    await user.click(fugazza());
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(onChoice).toHaveBeenCalledWith(expect.objectContaining({ combo: [{ grupoId: 1, opcionId: 12 }] })));
  });
});
