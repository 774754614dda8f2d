import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { producto } from '../../../test/fixtures';
import type { AddItemInput } from '../api/add-item';
import { AddItemDialog } from './add-item-dialog';

const MENU = producto({ id: 50, nombre: 'Menú ejecutivo', precio: 12_000 });
const COMBOS = [
  {
    productoId: 50,
    grupos: [
      {
        id: 1,
        nombre: 'Entrada',
        opciones: [
          { id: 11, productoId: 101, nombre: 'Empanada de carne', recargo: 0, activo: true },
          { id: 12, productoId: 102, nombre: 'Provoleta', recargo: 1_500, activo: true },
        ],
      },
      { id: 2, nombre: 'Principal', opciones: [{ id: 21, productoId: 201, nombre: 'Milanesa con papas', recargo: 0, activo: true }] },
    ],
  },
];

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

function open() {
  stubApi({ 'GET /productos/modificadores': () => okResponse([]), 'GET /productos/combos': () => okResponse(COMBOS) });
  const onAdd = vi.fn<(input: AddItemInput) => Promise<boolean>>(async () => true);
  renderPage(<AddItemDialog producto={MENU} onClose={() => {}} onAdd={onAdd} />);
  return onAdd;
}

describe("the comanda's add of a combo", () => {
  it('asks one option of each group, blocks the add while one is missing, and sends the choices with the price shown', async () => {
    const user = userEvent.setup();
    const onAdd = open();
    const dialog = await screen.findByTestId('add-item-dialog');
    const grupos = await within(dialog).findAllByTestId('grupo-modificadores');
    expect(grupos).toHaveLength(2);
    expect(within(grupos[0]!).getByText('Entrada')).toBeTruthy();
    expect(within(grupos[1]!).getByText('Principal')).toBeTruthy();
    expect(within(dialog).getAllByText('(obligatorio · elegí 1)')).toHaveLength(2);
    expect(text(within(dialog).getByTestId('add-item-precio'))).toBe('Precio unitario con las opciones: $ 12.000,00');
    await user.click(within(dialog).getByRole('radio', { name: /Provoleta/ }));
    expect(text(within(dialog).getByTestId('add-item-precio'))).toBe('Precio unitario con las opciones: $ 13.500,00');

    await user.click(within(dialog).getByTestId('add-item-confirm'));
    expect(text(await within(dialog).findByRole('alert'))).toBe("Elegí una opción de 'Principal' del combo");
    expect(onAdd).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: /Milanesa con papas/ }));
    await user.click(within(dialog).getByTestId('add-item-confirm'));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toEqual({
      productoId: 50,
      cantidad: 1,
      notas: null,
      combo: [
        { grupoId: 1, opcionId: 12 },
        { grupoId: 2, opcionId: 21 },
      ],
    });
  });
});
