import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModificadorGrupo } from '../../contracts';
import { ModifierPickerDialog, type ModifierChoice } from '../index';
import { renderPage } from '../testing';

const PUNTO: ModificadorGrupo = {
  id: 1,
  nombre: 'Punto de la carne',
  minimo: 1,
  maximo: 1,
  opciones: [
    { id: 11, nombre: 'Jugoso', precioDelta: 0, activo: true },
    { id: 12, nombre: 'A punto', precioDelta: 0, activo: true },
    { id: 13, nombre: 'Bien cocido', precioDelta: 0, activo: true },
  ],
};
const EXTRAS: ModificadorGrupo = {
  id: 2,
  nombre: 'Extras',
  minimo: 0,
  maximo: 2,
  opciones: [
    { id: 21, nombre: 'Queso', precioDelta: 800, activo: true },
    { id: 22, nombre: 'Huevo frito', precioDelta: 600, activo: true },
    { id: 23, nombre: 'Papas extra', precioDelta: 1200, activo: true },
    { id: 24, nombre: 'Palmitos', precioDelta: 900, activo: false },
  ],
};
const BIFE = { id: 7, nombre: 'Bife de chorizo', precio: 18_900 };

/** The text as read (money is written with a no-break space). */
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

function open(grupos: ModificadorGrupo[]) {
  const onConfirm = vi.fn<(choice: ModifierChoice) => void>();
  renderPage(<ModifierPickerDialog producto={BIFE} grupos={grupos} onClose={() => undefined} onConfirm={onConfirm} />);
  return onConfirm;
}

describe('the modifier picker dialog', () => {
  it('adds nothing while a required group has no choice, says which, and adds the options with the price of the extras', async () => {
    const user = userEvent.setup();
    const onConfirm = open([PUNTO, EXTRAS]);
    const dialog = await screen.findByTestId('modificadores-dialog');
    expect(within(dialog).getByText('Bife de chorizo')).toBeTruthy();
    expect(within(dialog).getByText('(obligatorio · elegí 1)')).toBeTruthy();
    expect(within(dialog).getByText('(opcional · hasta 2)')).toBeTruthy();
    // An inactive option is not offered; the extras show what they add.
    expect(within(dialog).queryByText('Palmitos')).toBeNull();
    expect(text(within(dialog).getByRole('checkbox', { name: /Queso/ }).closest('label'))).toBe('Queso+$ 800,00');

    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    expect(text(await within(dialog).findByRole('alert'))).toBe("Elegí una opción de 'Punto de la carne'");
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'A punto' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await user.click(within(dialog).getByRole('checkbox', { name: /Queso/ }));
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 19.700,00');
    expect(text(within(dialog).getByTestId('modificadores-precio'))).toBe('Precio unitario con las opciones: $ 19.700,00');

    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const choice = onConfirm.mock.calls[0]![0];
    expect(choice.modificadores).toEqual([12, 21]);
    expect(choice.chosen.map((c) => [c.grupo, c.nombre, c.precioDeltaMinor])).toEqual([
      ['Punto de la carne', 'A punto', 0],
      ['Extras', 'Queso', 80_000],
    ]);
    expect(choice.unitPriceMinor).toBe(1_970_000);
  });

  it('takes no more options of a group than its maximum', async () => {
    const user = userEvent.setup();
    const onConfirm = open([PUNTO, EXTRAS]);
    const dialog = await screen.findByTestId('modificadores-dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Queso/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Huevo frito/ }));
    const papas = within(dialog).getByRole('checkbox', { name: /Papas extra/ });
    expect((papas as HTMLInputElement).disabled).toBe(true);
    await user.click(papas.closest('label')!);
    expect((papas as HTMLInputElement).checked).toBe(false);
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 20.300,00');
    // A one-choice group swaps its option.
    await user.click(within(dialog).getByRole('radio', { name: 'Bien cocido' }));
    expect((within(dialog).getByRole('radio', { name: 'Jugoso' }) as HTMLInputElement).checked).toBe(false);

    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0].modificadores).toEqual([13, 21, 22]);
  });

  it('adds a product with optional groups only as it is, in one confirmation', async () => {
    const user = userEvent.setup();
    const onConfirm = open([EXTRAS]);
    const dialog = await screen.findByTestId('modificadores-dialog');
    expect(text(within(dialog).getByTestId('modificadores-agregar'))).toBe('Agregar · $ 18.900,00');
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]![0]).toEqual({ modificadores: [], chosen: [], unitPriceMinor: 1_890_000 });
  });
});
