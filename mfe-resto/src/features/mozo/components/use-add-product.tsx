import { useState, type ReactNode } from 'react';
import type { ProductoVenta } from '@resto/shared/contracts';
import { addPending } from '@resto/shared/rules';
import { noDisponible } from '../state/disponibilidad-store';
import { menuStore } from '../state/menu-store';
import { withListPrice } from '../state/precios-store';
import { setPending } from '../state/pending-store';
import { useStore } from '../state/store';
import { ModifierPicker } from './modifier-picker';

/**
 * Adding a product to a table's selection: one tap for a product without options; a product with
 * modifier groups, or a combo, opens the picker first, and its choice becomes a line of its own.
 */
export function useAddProduct(mesaId: number | undefined): { add: (p: ProductoVenta) => void; picker: ReactNode } {
  const menu = useStore(menuStore);
  const [picking, setPicking] = useState<ProductoVenta | null>(null);
  // At the price list's price when one applies now (the api prices the add itself).
  const add = (product: ProductoVenta) => {
    // Sold out or short of an ingredient: the button is disabled, and a stale tap adds nothing.
    if (mesaId === undefined || noDisponible(product.id)) return;
    const p = withListPrice(product);
    if (menu.modificadores[p.id]?.length || menu.combos[p.id]?.length) setPicking(p);
    else setPending(mesaId, (list) => addPending(list, p));
  };
  const picker =
    picking && mesaId !== undefined ? (
      <ModifierPicker
        product={picking}
        grupos={menu.modificadores[picking.id] ?? []}
        comboGrupos={menu.combos[picking.id]}
        onCancel={() => setPicking(null)}
        onConfirm={(choice) => {
          setPending(mesaId, (list) => addPending(list, picking, choice));
          setPicking(null);
        }}
      />
    ) : null;
  return { add, picker };
}
