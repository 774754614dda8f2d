import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SessionUser } from '@resto/shared/contracts';
import type { WaiterTable } from '@resto/shared/rules';
import { producto } from '../../../test/fixtures';
import { registerWaiterTranslations } from '../i18n';
import { disponibilidadStore } from '../state/disponibilidad-store';
import { menuStore } from '../state/menu-store';
import { pendingOf, pendingStore } from '../state/pending-store';
import { createRuntime, RuntimeContext } from '../state/runtime';
import { CategoryView } from './category-view';

registerWaiterTranslations();

/** The table as the stores would give it (their loading is tested on its own). */
vi.mock('../hooks/use-table', () => ({
  useTable: () => ({ table: { id: 3, numero: 3, estado: 'ocupada', zona: 'Salón' }, status: 'ready' }),
  useDraft: (table: WaiterTable | null) => (table ? { status: 'ready', error: null, connectionError: false, draft: null } : undefined),
}));

const user: SessionUser = {
  id: 5,
  nombre: 'Lucía',
  email: 'lucia@resto.test',
  rol: 'empleado',
  roles: ['mozo'],
  local: { id: 1, nombre: 'La Esquina' },
  modulos: { restaurant: true, posFlow: true },
  permisos: ['mesas.atender'],
};

const muzza = producto({ id: 1, nombre: 'Pizza muzzarella', precio: 9000, categoria: 'Pizzas' });
const fugazza = producto({ id: 2, nombre: 'Pizza fugazza', precio: 8500, categoria: 'Pizzas' });

const card = (nombre: string) => screen.getAllByTestId('producto-categoria').find((c) => c.textContent?.includes(nombre))!;
const addButton = (nombre: string) => screen.getByRole('button', { name: `Agregar ${nombre}` }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  menuStore.set((s) => ({ ...s, status: 'ready', products: [muzza, fugazza], order: ['Pizzas'] }));
});
afterEach(() => disponibilidadStore.set(new Map()));

describe("a category of the handheld's menu with products that cannot be sold now ('86')", () => {
  it('keeps them in sight, greyed with the reason, not addable, and addable again the moment the list says so', () => {
    disponibilidadStore.set(new Map([[muzza.id, { productoId: muzza.id, disponible: true, insumoFaltante: 'Muzzarella' }]]));
    render(
      <RuntimeContext.Provider value={createRuntime(user)}>
        <CategoryView numero={3} categoria="Pizzas" />
      </RuntimeContext.Provider>,
    );
    expect(card('muzzarella').className).toContain('w-product-card--out');
    expect(card('muzzarella').querySelector('[data-testid="producto-no-disponible"]')?.textContent).toBe('Sin stock: Muzzarella');
    expect(addButton('Pizza muzzarella').disabled).toBe(true);
    expect(addButton('Pizza fugazza').disabled).toBe(false);

    fireEvent.click(addButton('Pizza fugazza'));
    expect(pendingOf(pendingStore.get(), 3).map((i) => i.id)).toEqual([fugazza.id]);

    act(() => disponibilidadStore.set(new Map([[fugazza.id, { productoId: fugazza.id, disponible: false, insumoFaltante: null }]])));
    expect(card('fugazza').querySelector('[data-testid="producto-no-disponible"]')?.textContent).toBe('Agotado');
    expect(screen.getByRole('button', { name: 'Sumar uno de Pizza fugazza' }).hasAttribute('disabled')).toBe(true);
    expect(addButton('Pizza muzzarella').disabled).toBe(false);
    fireEvent.click(addButton('Pizza muzzarella'));
    expect(pendingOf(pendingStore.get(), 3).map((i) => i.id)).toEqual([fugazza.id, muzza.id]);
  });
});
