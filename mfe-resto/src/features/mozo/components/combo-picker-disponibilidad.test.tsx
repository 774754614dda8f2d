import { act, fireEvent, render, screen } from '@testing-library/react';
import { comboGrupoSchema } from '@resto/shared/contracts';
import { producto } from '../../../test/fixtures';
import { registerWaiterTranslations } from '../i18n';
import { disponibilidadStore } from '../state/disponibilidad-store';
import { ModifierPicker } from './modifier-picker';

registerWaiterTranslations();

const menu = producto({ id: 50, nombre: 'Menú pizza', precio: 12_000 });
const combo = [
  {
    id: 1,
    nombre: 'Pizza',
    opciones: [
      { id: 11, productoId: 101, nombre: 'Muzzarella', recargo: 0, activo: true },
      { id: 12, productoId: 102, nombre: 'Fugazza', recargo: 0, activo: true },
    ],
  },
].map((g) => comboGrupoSchema.parse(g));

const radio = (nombre: RegExp) => screen.getByRole('radio', { name: nombre }) as HTMLButtonElement;

afterEach(() => disponibilidadStore.set(new Map()));

describe("ModifierPicker (waiter handheld): a combo's dish that cannot be sold now ('86')", () => {
  it('shows it sold out and does not choose it; back on sale, it is chosen', () => {
    disponibilidadStore.set(new Map([[101, { productoId: 101, disponible: true, insumoFaltante: 'Muzzarella' }]]));
    const onConfirm = vi.fn();
    render(<ModifierPicker product={menu} grupos={[]} comboGrupos={combo} onCancel={() => {}} onConfirm={onConfirm} />);
    expect(radio(/Muzzarella/).textContent).toBe('Muzzarella · Agotado');
    expect(radio(/Muzzarella/).disabled).toBe(true);
    fireEvent.click(radio(/Muzzarella/));
    expect(radio(/Muzzarella/).getAttribute('aria-checked')).toBe('false');
    expect(radio(/Fugazza/).disabled).toBe(false);

    act(() => disponibilidadStore.set(new Map()));
    expect(radio(/Muzzarella/).disabled).toBe(false);
    fireEvent.click(radio(/Muzzarella/));
    fireEvent.click(screen.getByTestId('modificadores-agregar'));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ combo: [{ grupoId: 1, opcionId: 11 }] }));
  });
});
