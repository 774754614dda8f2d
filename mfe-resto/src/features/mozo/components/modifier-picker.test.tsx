import { fireEvent, render, screen } from '@testing-library/react';
import { modificadorGrupoSchema, productoVentaSchema } from '@resto/shared/contracts';
import { registerWaiterTranslations } from '../i18n';
import { ModifierPicker } from './modifier-picker';

registerWaiterTranslations();

const bife = productoVentaSchema.parse({
  id: 7,
  nombre: 'Bife de chorizo',
  descripcion: null,
  precio: 18_900,
  categoriaId: 1,
  categoria: 'Principales',
  codigoBarras: null,
  codigoSku: 'PRI-001',
  unidadMedida: 'unidad',
  esPorPeso: false,
  controlaStock: false,
  stockActual: null,
  stockMinimo: null,
  bajoStock: false,
  activo: true,
});

const grupos = [
  {
    id: 1,
    nombre: 'Punto de la carne',
    minimo: 1,
    maximo: 1,
    opciones: [
      { id: 11, nombre: 'Jugoso', precioDelta: 0, activo: true },
      { id: 12, nombre: 'A punto', precioDelta: 0, activo: true },
    ],
  },
  {
    id: 2,
    nombre: 'Extras',
    minimo: 0,
    maximo: 2,
    opciones: [
      { id: 21, nombre: 'Queso', precioDelta: 800, activo: true },
      { id: 22, nombre: 'Huevo', precioDelta: 600, activo: true },
      { id: 23, nombre: 'Papas', precioDelta: 1_200, activo: true },
      { id: 24, nombre: 'Panceta', precioDelta: 900, activo: false },
    ],
  },
].map((g) => modificadorGrupoSchema.parse(g));

const agregar = () => screen.getByTestId('modificadores-agregar') as HTMLButtonElement;

describe('ModifierPicker (waiter handheld)', () => {
  it('keeps Agregar disabled until the required group has its choice, and says which one is missing', () => {
    const onConfirm = vi.fn();
    render(<ModifierPicker product={bife} grupos={grupos} onCancel={() => {}} onConfirm={onConfirm} />);
    expect(agregar().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe("Elegí una opción de 'Punto de la carne'");
    expect(screen.queryByRole('checkbox', { name: /Panceta/ })).toBeNull();
    fireEvent.click(agregar());
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'A punto' }));
    expect(agregar().disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('swaps the one-choice option, stops extras at their maximum, and confirms the options with the price they add', () => {
    const onConfirm = vi.fn();
    render(<ModifierPicker product={bife} grupos={grupos} onCancel={() => {}} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Jugoso' }));
    fireEvent.click(screen.getByRole('radio', { name: 'A punto' }));
    expect(screen.getByRole('radio', { name: 'Jugoso' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: 'A punto' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: /Queso/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Huevo/ }));
    const papas = screen.getByRole('checkbox', { name: /Papas/ }) as HTMLButtonElement;
    expect(papas.disabled).toBe(true);
    expect(agregar().textContent).toContain('20.300');

    fireEvent.click(screen.getByRole('radio', { name: 'Postre' }));
    fireEvent.click(agregar());
    expect(onConfirm).toHaveBeenCalledWith({ modificadores: [12, 21, 22], detalle: 'A punto, Queso, Huevo', precio: 20_300, curso: 'postre', enEspera: true });
  });
});
