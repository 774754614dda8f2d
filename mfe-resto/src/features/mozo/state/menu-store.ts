import type { ComboGrupo, ModificadorGrupo, ProductoVenta } from '@resto/shared/contracts';
import { getCombos } from '../api/get-combos';
import { getCategorias } from '../api/get-categorias';
import { getFrecuentes } from '../api/get-frecuentes';
import { getMenu } from '../api/get-menu';
import { getModificadores } from '../api/get-modificadores';
import { readJson, writeJson } from './storage';
import { createStore } from './store';

export interface MenuState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  products: ProductoVenta[];
  /** Category names in the menu's order. */
  order: string[];
  frequent: ProductoVenta[];
  /** Each product's modifier groups, by product id (products without groups absent). */
  modificadores: Record<number, ModificadorGrupo[]>;
  /** Each combo's groups, by product id (products that are not combos absent). */
  combos: Record<number, ComboGrupo[]>;
}

const INITIAL: MenuState = { status: 'idle', products: [], order: [], frequent: [], modificadores: {}, combos: {} };
export const menuStore = createStore<MenuState>(INITIAL);
let cacheKey: string | null = null;
let loading: Promise<void> | null = null;

let menuMarked = false;
/** `pnpm bench` (offline reload): the first moment the menu can be used on this page. */
function markMenuReady(): void {
  if (menuMarked || typeof performance === 'undefined') return;
  menuMarked = true;
  performance.mark('waiter:menu');
}

/** Shows the menu saved on the phone at once, then refreshes it from the server. */
export function loadMenu(key: string): Promise<void> {
  if (cacheKey !== key) {
    cacheKey = key;
    const cached = readJson<Omit<MenuState, 'status'> | null>(key, null);
    if (cached && Array.isArray(cached.products)) {
      menuStore.set({ ...INITIAL, ...cached, status: 'ready' });
      markMenuReady();
    }
  }
  loading ??= (async () => {
    if (menuStore.get().status !== 'ready') menuStore.set((s) => ({ ...s, status: 'loading' }));
    try {
      const [menu, categorias, frecuentes, modificadores, combos] = await Promise.all([getMenu(), getCategorias(), getFrecuentes(), getModificadores(), getCombos()]);
      if (!menu.success) {
        if (menuStore.get().status !== 'ready') menuStore.set((s) => ({ ...s, status: 'error' }));
        return;
      }
      const current = menuStore.get();
      const next: MenuState = {
        status: 'ready',
        products: menu.data ?? [],
        order: categorias.success ? (categorias.data ?? []).map((c) => c.nombre) : current.order,
        frequent: frecuentes.success ? (frecuentes.data ?? []) : current.frequent,
        modificadores: modificadores.success ? Object.fromEntries((modificadores.data ?? []).map((m) => [m.productoId, m.grupos])) : current.modificadores,
        combos: combos.success ? Object.fromEntries((combos.data ?? []).map((c) => [c.productoId, c.grupos.filter((g) => g.opciones.some((o) => o.activo))])) : current.combos,
      };
      menuStore.set(next);
      markMenuReady();
      writeJson(key, { products: next.products, order: next.order, frequent: next.frequent, modificadores: next.modificadores, combos: next.combos });
    } catch {
      // cancelled by a logout
    } finally {
      loading = null;
    }
  })();
  return loading;
}
