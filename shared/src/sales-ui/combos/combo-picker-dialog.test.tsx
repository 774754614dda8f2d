import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComboGrupo, ModificadorGrupo } from '../../contracts';
import { ModifierPickerDialog, type ModifierChoice } from '../index';
import { renderPage } from '../testing';

const ENTRADA: ComboGrupo = {
  id: 1,
  nombre: 'Entrada',
  opciones: [
    { id: 11, productoId: 101, nombre: 'Empanada de carne', recargo: 0, activo: true },
    { id: 12, productoId: 102, nombre: 'Provoleta', recargo: 1500, activo: true },
    { id: 13, productoId: 103, nombre: 'Sopa del día', recargo: 0, activo: false },
  ],
};
const PRINCIPAL: ComboGrupo = {
  id: 2,
  nombre: 'Principal',
  opciones: [
    { id: 21, productoId: 201, nombre: 'Milanesa con papas', recargo: 0, activo: true },
    { id: 22, productoId: 202, nombre: 'Bife de chorizo', recargo: 3000, activo: true },
  ],
};
const BEBIDA: ComboGrupo = {
  id: 3,
  nombre: 'Bebida',
  opciones: [
    { id: 31, productoId: 301, nombre: 'Agua mineral', recargo: 0, activo: true },
    { id: 32, productoId: 302, nombre: 'Copa de vino', recargo: 800, activo: true },
  ],
};
// A modifier option may share an id with a combo option (they are different tables).
const PUNTO: ModificadorGrupo = { id: 9, nombre: 'Cubiertos', minimo: 0, maximo: 1, opciones: [{ id: 21, nombre: 'Para llevar', precioDelta: 100, activo: true }] };
const MENU = { id: 50, nombre: 'Menú ejecutivo', precio: 12_000 };

/** The text as read (money is written with a no-break space). */
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

function open(modificadores: ModificadorGrupo[] = []) {
  const onConfirm = vi.fn<(choice: ModifierChoice) => void>();
  renderPage(<ModifierPickerDialog producto={MENU} grupos={modificadores} comboGrupos={[ENTRADA, PRINCIPAL, BEBIDA]} onClose={() => undefined} onConfirm={onConfirm} />);
  return onConfirm;
}

describe("the choice dialog of a combo's groups", () => {
  it('shows each group with its options and surcharges, and adds nothing while a group has no choice', async () => {
    const user = userEvent.setup();
    const onConfirm = open();
    const dialog = await screen.findByTestId('modificadores-dialog');
    expect(within(dialog).getByText('Menú ejecutivo')).toBeTruthy();
    expect(within(dialog).getByText('Entrada')).toBeTruthy();
    expect(within(dialog).getByText('Principal')).toBeTruthy();
    expect(within(dialog).getByText('Bebida')).toBeTruthy();
    expect(within(dialog).getAllByText('(obligatorio · elegí 1)')).toHaveLength(3);
    // An inactive component is not offered; a surcharge is shown beside its option.
    expect(within(dialog).queryByText('Sopa del día')).toBeNull();
    expect(
      text(
        within(dialog)
          .getByRole('radio', { name: /Provoleta/ })
          .closest('label'),
      ),
    ).toBe('Provoleta+$ 1.500,00');

    await user.click(within(dialog).getByRole('radio', { name: /Empanada de carne/ }));
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    expect(text(await within(dialog).findByRole('alert'))).toBe("Elegí una opción de 'Principal' del combo");
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("adds the combo with one choice per group, at the combo's price plus the surcharges chosen", async () => {
    const user = userEvent.setup();
    const onConfirm = open();
    const dialog = await screen.findByTestId('modificadores-dialog');
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 12.000,00');
    await user.click(within(dialog).getByRole('radio', { name: /Provoleta/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Bife de chorizo/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Agua mineral/ }));
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 16.500,00');
    // Another option of a group takes the place of the first.
    await user.click(within(dialog).getByRole('radio', { name: /Copa de vino/ }));
    expect(text(within(dialog).getByTestId('modificadores-precio'))).toBe('Precio unitario con las opciones: $ 17.300,00');

    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const choice = onConfirm.mock.calls[0]![0];
    expect(choice.combo).toEqual([
      { grupoId: 1, opcionId: 12 },
      { grupoId: 2, opcionId: 22 },
      { grupoId: 3, opcionId: 32 },
    ]);
    expect(choice.componentes?.map((c) => [c.grupo, c.nombre])).toEqual([
      ['Entrada', 'Provoleta'],
      ['Principal', 'Bife de chorizo'],
      ['Bebida', 'Copa de vino'],
    ]);
    expect(choice.modificadores).toEqual([]);
    expect(choice.unitPriceMinor).toBe(1_730_000);
  });

  it("keeps a combo's choices apart from a modifier option of the same id", async () => {
    const user = userEvent.setup();
    const onConfirm = open([PUNTO]);
    const dialog = await screen.findByTestId('modificadores-dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Empanada de carne/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Milanesa con papas/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Agua mineral/ }));
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 12.000,00');
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({
      modificadores: [],
      combo: [
        { grupoId: 1, opcionId: 11 },
        { grupoId: 2, opcionId: 21 },
        { grupoId: 3, opcionId: 31 },
      ],
      unitPriceMinor: 1_200_000,
    });
  });
});
