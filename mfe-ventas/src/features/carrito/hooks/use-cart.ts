import type { CanalVenta } from '@resto/shared/contracts';
import { useMemo, useReducer } from 'react';
import { usePromocionesVigentes } from '../api/promociones-vigentes';
import { cartReducer, cartTotals, EMPTY_CART, type CartTotals } from '../cart';
import { useListPriceOf } from '../../mostrador';
import { repricedLines } from '../cart-prices';
import { cartPromotions } from '../cart-promotions';

/**
 * The sale being built, its dispatch and its totals (recomputed only when the cart changes).
 * `lineTotals` are the items' own figures, which stay known while the sale's discount is out of
 * range (say, an amount larger than what is left after removing an item). The cart carries the
 * promotions that hold now for its channel (`canal`; a phone sale being charged is takeaway), so
 * its totals and the discount checked at entry are the api's. A counter sale's lines follow the
 * channel's price lists as their windows open and close (cart-prices.ts), since the api prices
 * them when the sale is charged.
 */
export function useCart(canal: CanalVenta = 'mostrador') {
  const [state, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const promociones = usePromocionesVigentes(state.ventaTelefono ? 'takeaway' : canal).data;
  const listPriceOf = useListPriceOf(canal);
  const cart = useMemo(() => {
    const lines = state.ventaTelefono ? state.lines : repricedLines(state.lines, listPriceOf);
    const priced = lines.every((l, i) => l === state.lines[i]) ? state : { ...state, lines };
    return promociones?.length ? { ...priced, promociones } : priced;
  }, [state, promociones, listPriceOf]);
  // The totals with each promotion's discount line, which the total panel shows by its name.
  const totals = useMemo((): CartTotals => {
    const result = cartTotals(cart);
    return result.ok && cart.promociones ? { ...result, promotions: cartPromotions(cart.lines, result.totals.lines, cart.promociones).promotions } : result;
  }, [cart]);
  const lineTotals = useMemo(() => {
    if (totals.ok) return totals.totals.lines;
    const items = cartTotals({ lines: cart.lines, cliente: null });
    return items.ok ? items.totals.lines : null;
  }, [totals, cart.lines]);
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;
  return { cart, dispatch, totals, lineTotals, selected };
}
