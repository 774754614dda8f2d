import { useMemo, useReducer } from 'react';
import { cartReducer, cartTotals, EMPTY_CART } from '../cart';

/**
 * The sale being built, its dispatch and its totals (recomputed only when the cart changes).
 * `lineTotals` are the items' own figures, which stay known while the sale's discount is out of
 * range (say, an amount larger than what is left after removing an item).
 */
export function useCart() {
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const totals = useMemo(() => cartTotals(cart), [cart]);
  const lineTotals = useMemo(() => {
    if (totals.ok) return totals.totals.lines;
    const items = cartTotals({ lines: cart.lines, cliente: null });
    return items.ok ? items.totals.lines : null;
  }, [totals, cart.lines]);
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;
  return { cart, dispatch, totals, lineTotals, selected };
}
