import { useMemo, useReducer } from 'react';
import { cartReducer, cartTotals, EMPTY_CART } from '../cart';

/** The sale being built, its dispatch and its totals (recomputed only when the cart changes). */
export function useCart() {
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const totals = useMemo(() => cartTotals(cart), [cart]);
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;
  return { cart, dispatch, totals, selected };
}
