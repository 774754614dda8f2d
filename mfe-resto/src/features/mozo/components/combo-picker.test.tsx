import { fireEvent, render, screen } from '@testing-library/react';
import { comboGrupoSchema, modificadorGrupoSchema } from '@resto/shared/contracts';
import { producto } from '../../../test/fixtures';
import { registerWaiterTranslations } from '../i18n';
import { ModifierPicker } from './modifier-picker';

registerWaiterTranslations();

const menu = producto({ id: 50, nombre: 'Menú ejecutivo', precio: 12_000 });
const combo = [
  {
    id: 1,
    nombre: 'Entrada',
    opciones: [
      { id: 11, productoId: 101, nombre: 'Empanada de carne', recargo: 0, activo: true },
      { id: 12, productoId: 102, nombre: 'Provoleta', recargo: 1_500, activo: true },
      { id: 13, productoId: 103, nombre: 'Sopa del día', recargo: 0, activo: false },
    ],
  },
  {
    id: 2,
    nombre: 'Bebida',
    opciones: [
      { id: 21, productoId: 201, nombre: 'Agua mineral', recargo: 0, activo: true },
      { id: 22, productoId: 202, nombre: 'Copa de vino', recargo: 800, activo: true },
    ],
  },
].map((g) => comboGrupoSchema.parse(g));
// A modifier option may share an id with a combo option: they are told apart.
const cubiertos = [
  modificadorGrupoSchema.parse({ id: 9, nombre: 'Cubiertos', minimo: 0, maximo: 1, opciones: [{ id: 21, nombre: 'Para llevar', precioDelta: 100, activo: true }] }),
];

const agregar = () => screen.getByTestId('modificadores-agregar') as HTMLButtonElement;

describe("ModifierPicker (waiter handheld): a combo's choices", () => {
  it('keeps Agregar disabled until each group has its dish, saying which one is missing, with the surcharges shown', () => {
    const onConfirm = vi.fn();
    render(<ModifierPicker product={menu} grupos={[]} comboGrupos={combo} onCancel={() => {}} onConfirm={onConfirm} />);
    expect(screen.getAllByTestId('grupo-combo')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Sopa del día/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Provoleta/ }).textContent?.replace(/\s/g, ' ')).toBe('Provoleta +$ 1.500,00');
    expect(agregar().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe("Elegí una opción de 'Entrada' del combo");
    fireEvent.click(screen.getByRole('radio', { name: /Provoleta/ }));
    expect(screen.getByRole('status').textContent).toBe("Elegí una opción de 'Bebida' del combo");
    fireEvent.click(agregar());
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: /Agua mineral/ }));
    expect(agregar().disabled).toBe(false);
    expect(agregar().textContent).toContain('13.500');
  });

  it('confirms one choice per group, the components named on the line, at the price with the surcharges', () => {
    const onConfirm = vi.fn();
    render(<ModifierPicker product={menu} grupos={cubiertos} comboGrupos={combo} onCancel={() => {}} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('radio', { name: /Empanada de carne/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Provoleta/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Copa de vino/ }));
    expect(screen.getByRole('radio', { name: /Empanada de carne/ }).getAttribute('aria-checked')).toBe('false');
    // The modifier of the same id is not chosen by the combo's choice.
    expect(screen.getByRole('radio', { name: /Para llevar/ }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(agregar());
    expect(onConfirm).toHaveBeenCalledWith({
      modificadores: [],
      combo: [
        { grupoId: 1, opcionId: 12 },
        { grupoId: 2, opcionId: 22 },
      ],
      detalle: 'Provoleta, Copa de vino',
      precio: 14_300,
    });
  });
});
