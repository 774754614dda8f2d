import type { Cliente, FinalizarVenta, ProductoVenta, Promocion, UnidadMedida, Venta, VentaItemInput } from '@resto/shared/contracts';
import {
  computeSaleTotals,
  formatScaled,
  fromMinor,
  parseScaled,
  PERCENT_DECIMALS,
  QUANTITY_DECIMALS,
  QUANTITY_SCALE,
  toMinor,
  modifiersKey,
  type ChosenModifier,
  type Discount,
  type DiscountKind,
  type PromotionApplied,
  type SaleTotalsResult,
} from '@resto/shared/rules';
import { cartPromotions } from './cart-promotions';

/*
 * The sale being built at the counter or on a phone, as integers: prices in minor units,
 * quantities in thousandths (2 units = 2000, 0.25 kg = 250), percentages with 2 decimals. The
 * totals come from the shared rules the api charges with.
 */

/** What a line needs to know about its product. */
export interface CartProduct {
  id: number;
  nombre: string;
  unidadMedida: UnidadMedida;
  esPorPeso: boolean;
  /** Minor units per unit of measure. */
  priceMinor: number;
  controlaStock: boolean;
  /** Thousandths, null when the product does not control stock. */
  stockMilli: number | null;
  /** Its category, which a category's promotion reads (unknown for a phone sale's stored lines). */
  categoriaId?: number | null;
  /** The product's own price (minor units), which the line falls back to when no price list prices it (see cart-prices.ts). */
  basePriceMinor?: number;
}

export interface CartLine {
  key: string;
  /** With modifiers, its `priceMinor` is the product's price plus the options' deltas (shown; the api prices the line). */
  producto: CartProduct;
  quantityMilli: number;
  discount: Discount | null;
  notas: string | null;
  /** The options chosen (none for most products). */
  modificadores: ChosenModifier[];
  /** A combo's components, one chosen per group (`precioDeltaMinor` is its surcharge); none for a simple product. */
  componentes?: ChosenModifier[];
}

export interface CartCustomer {
  id: number;
  nombre: string;
  /** Percent with 2 decimals (1000 = 10 %). */
  percentScaled: number;
  cuentaCorriente: boolean;
}

export interface CartState {
  lines: CartLine[];
  /** The line the keyboard acts on. */
  selectedKey: string | null;
  cliente: CartCustomer | null;
  /** The discount on the whole sale, taken off the items' subtotal before the customer's percent. */
  descuento: Discount | null;
  /** The phone sale being charged, or null for a counter sale. */
  ventaTelefono: { id: number; usuario: string; hora: string } | null;
  /** The promotions that hold now for the sale's channel (read from the api), which the totals apply as the api will. */
  promociones?: readonly Promocion[];
}

export const EMPTY_CART: CartState = { lines: [], selectedKey: null, cliente: null, descuento: null, ventaTelefono: null };

/** A discount as the api sends it (percent, or an amount of `currency` as decimals) in the cart's integers. */
export function discountFromApi(tipo: DiscountKind | null, valor: number | null, currency: string): Discount | null {
  if (!tipo || !valor) return null;
  return { tipo, valor: tipo === 'porcentaje' ? Number(parseScaled(valor, PERCENT_DECIMALS) ?? 0n) : toMinor(valor, currency) };
}

/** The cart's discount as the api takes it: 1250 -> 12.5 (%), 150050 ARS -> 1500.5 (money). */
export function discountToApi(discount: Discount, currency: string): number {
  return discount.tipo === 'porcentaje' ? Number(formatScaled(BigInt(discount.valor), PERCENT_DECIMALS)) : fromMinor(discount.valor, currency);
}

/**
 * A product of the api in the cart; `currency` is the venue's, the one its price is in. At a price
 * list's price, `precioBase` is the product's own.
 */
export function toCartProduct(p: ProductoVenta & { precioBase?: number }, currency: string): CartProduct {
  return {
    id: p.id,
    nombre: p.nombre,
    unidadMedida: p.unidadMedida,
    esPorPeso: p.esPorPeso,
    priceMinor: toMinor(p.precio, currency),
    basePriceMinor: toMinor(p.precioBase ?? p.precio, currency),
    controlaStock: p.controlaStock,
    stockMilli: p.stockActual === null ? null : Number(parseScaled(p.stockActual, QUANTITY_DECIMALS) ?? 0n),
    categoriaId: p.categoriaId,
  };
}

export function toCartCustomer(c: Pick<Cliente, 'id' | 'nombre' | 'descuento' | 'cuentaCorriente'>): CartCustomer {
  return { id: c.id, nombre: c.nombre, percentScaled: Number(parseScaled(c.descuento, PERCENT_DECIMALS) ?? 0n), cuentaCorriente: c.cuentaCorriente };
}

/** True when the product cannot be sold: it controls stock and has none left. */
export function isOutOfStock(p: CartProduct): boolean {
  return p.controlaStock && (p.stockMilli ?? 0) <= 0;
}

export type CartAction =
  | {
      type: 'add';
      producto: CartProduct;
      quantityMilli: number;
      discount?: Discount | null;
      notas?: string | null;
      modificadores?: ChosenModifier[];
      componentes?: ChosenModifier[];
    }
  | { type: 'update'; key: string; quantityMilli: number; discount: Discount | null; notas: string | null }
  | { type: 'step'; key: string; units: number }
  | { type: 'remove'; key: string }
  | { type: 'select'; key: string | null }
  | { type: 'move'; by: number }
  | { type: 'customer'; cliente: CartCustomer | null }
  | { type: 'discount'; descuento: Discount | null }
  | { type: 'load'; state: CartState }
  | { type: 'clear' };

/** What tells two lines of one product apart: its options and, for a combo, the components chosen. */
function lineChoiceKey(l: Pick<CartLine, 'modificadores' | 'componentes'>): string {
  return `${modifiersKey(l.modificadores.map((m) => m.opcionId))}|${modifiersKey((l.componentes ?? []).map((c) => c.opcionId))}`;
}

let keySeq = 0;
const newLineKey = () => `l${++keySeq}`;

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      // Another unit of a product already in the cart adds to its line (with the same options);
      // weighings stay separate.
      const plain = !action.discount && !action.notas;
      const modificadores = action.modificadores ?? [];
      const componentes = action.componentes ?? [];
      const key = lineChoiceKey({ modificadores, componentes });
      const same =
        action.producto.esPorPeso || !plain ? undefined : state.lines.find((l) => l.producto.id === action.producto.id && !l.discount && !l.notas && lineChoiceKey(l) === key);
      if (same) {
        const lines = state.lines.map((l) => (l === same ? { ...l, quantityMilli: l.quantityMilli + action.quantityMilli } : l));
        return { ...state, lines, selectedKey: same.key };
      }
      const line: CartLine = {
        key: newLineKey(),
        producto: action.producto,
        quantityMilli: action.quantityMilli,
        discount: action.discount ?? null,
        notas: action.notas ?? null,
        modificadores,
        ...(componentes.length > 0 ? { componentes } : {}),
      };
      return { ...state, lines: [...state.lines, line], selectedKey: line.key };
    }
    case 'update':
      return {
        ...state,
        lines: state.lines.map((l) => (l.key === action.key ? { ...l, quantityMilli: action.quantityMilli, discount: action.discount, notas: action.notas } : l)),
      };
    case 'step': {
      // Weight lines change through the editor; units never go below 1 (removing is its own key).
      const lines = state.lines.map((l) =>
        l.key === action.key && !l.producto.esPorPeso ? { ...l, quantityMilli: Math.max(QUANTITY_SCALE, l.quantityMilli + action.units * QUANTITY_SCALE) } : l,
      );
      return { ...state, lines };
    }
    case 'remove': {
      const index = state.lines.findIndex((l) => l.key === action.key);
      if (index < 0) return state;
      const lines = state.lines.filter((l) => l.key !== action.key);
      const next = lines[Math.min(index, lines.length - 1)];
      return { ...state, lines, selectedKey: next?.key ?? null };
    }
    case 'select':
      return { ...state, selectedKey: action.key };
    case 'move': {
      if (state.lines.length === 0) return state;
      const current = state.lines.findIndex((l) => l.key === state.selectedKey);
      const index = current < 0 ? (action.by > 0 ? 0 : state.lines.length - 1) : Math.min(state.lines.length - 1, Math.max(0, current + action.by));
      return { ...state, selectedKey: state.lines[index]!.key };
    }
    case 'customer':
      return { ...state, cliente: action.cliente };
    case 'discount':
      // A zero discount is no discount, as the api reads it.
      return { ...state, descuento: action.descuento && action.descuento.valor > 0 ? action.descuento : null };
    case 'load':
      return action.state;
    case 'clear':
      return EMPTY_CART;
  }
}

/** The cart's totals, with each promotion's discount line when one applies. */
export type CartTotals = SaleTotalsResult & { promotions?: readonly PromotionApplied[] };

/** What the api will charge for the cart: the same shared rules, in the same order. */
export function cartTotals(state: Pick<CartState, 'lines' | 'cliente'> & Partial<Pick<CartState, 'descuento' | 'promociones'>>): SaleTotalsResult {
  const input = {
    lines: state.lines.map((l) => ({ unitPriceMinor: l.producto.priceMinor, quantityMilli: l.quantityMilli, discount: l.discount })),
    discount: state.descuento ?? null,
    customerPercentScaled: state.cliente?.percentScaled ?? 0,
  };
  const result = computeSaleTotals(input);
  // The promotions come off the lines' subtotals, before the sale's discount, as the api takes them.
  if (!result.ok || !state.promociones?.length) return result;
  const promotions = cartPromotions(state.lines, result.totals.lines, state.promociones);
  return promotions.totalMinor > 0 ? computeSaleTotals({ ...input, promotionDiscountMinor: promotions.totalMinor }) : result;
}

/** The sale discount and customer as the finalize endpoints take them. */
export function toSaleFields(state: Pick<CartState, 'cliente' | 'descuento'>, currency: string): Pick<FinalizarVenta, 'clienteId' | 'descuentoTipo' | 'descuentoValor'> {
  return {
    clienteId: state.cliente?.id ?? null,
    descuentoTipo: state.descuento?.tipo ?? null,
    descuentoValor: state.descuento ? discountToApi(state.descuento, currency) : null,
  };
}

/** Thousandths as the decimal the api takes: 250 -> 0.25, 2000 -> 2. */
export function milliToDecimal(milli: number): number {
  return Number(formatScaled(BigInt(milli), QUANTITY_DECIMALS));
}

/** The lines as the sale endpoints take them; the api prices them again from the product. */
export function toItemInputs(lines: readonly CartLine[], currency: string): VentaItemInput[] {
  return lines.map((l) => ({
    productoId: l.producto.id,
    ...(l.producto.esPorPeso ? { peso: milliToDecimal(l.quantityMilli) } : { cantidad: l.quantityMilli / QUANTITY_SCALE }),
    ...(l.discount ? { tipoDescuento: l.discount.tipo, valorDescuento: discountToApi(l.discount, currency) } : {}),
    ...(l.notas ? { notas: l.notas } : {}),
    ...(l.modificadores.length > 0 ? { modificadores: l.modificadores.map((m) => m.opcionId) } : {}),
    ...(l.componentes?.length ? { combo: l.componentes.map((c) => ({ grupoId: c.grupoId, opcionId: c.opcionId })) } : {}),
  }));
}

/** A phone sale (sale draft) as a cart the register can edit and charge. */
export function cartFromDraft(venta: Venta): CartState {
  const lines = venta.items.map<CartLine>((item) => ({
    key: newLineKey(),
    producto: {
      id: item.productoId,
      nombre: item.producto,
      unidadMedida: item.unidadMedida,
      esPorPeso: item.esPorPeso,
      priceMinor: toMinor(item.precioUnitario, venta.moneda),
      controlaStock: false,
      stockMilli: null,
    },
    quantityMilli: Number(parseScaled(item.cantidad, QUANTITY_DECIMALS) ?? 0n),
    discount: discountFromApi(item.tipoDescuento, item.valorDescuento, venta.moneda),
    notas: item.notas,
    // The phone sale's line keeps its options (its unit price already includes them).
    modificadores: (item.modificadores ?? []).map((m) => ({
      grupoId: m.grupoId,
      grupo: m.grupo,
      opcionId: m.opcionId,
      nombre: m.nombre,
      precioDeltaMinor: toMinor(m.precioDelta, venta.moneda),
    })),
    // And a combo its components, so charging it sends the same choices.
    ...(item.componentes?.length
      ? {
          componentes: item.componentes.map((c) => ({
            grupoId: c.grupoId,
            grupo: c.grupo,
            opcionId: c.opcionId,
            nombre: c.nombre,
            precioDeltaMinor: toMinor(c.recargo, venta.moneda),
          })),
        }
      : {}),
  }));
  return {
    lines,
    selectedKey: lines[0]?.key ?? null,
    cliente: venta.cliente
      ? {
          id: venta.cliente.id,
          nombre: venta.cliente.nombre,
          percentScaled: Number(parseScaled(venta.descuentoClientePorcentaje, PERCENT_DECIMALS) ?? 0n),
          // So the register offers payment on account for a phone sale's customer who has one.
          cuentaCorriente: venta.cliente.cuentaCorriente ?? false,
        }
      : null,
    descuento: discountFromApi(venta.descuentoTipo, venta.descuentoValor, venta.moneda),
    ventaTelefono: { id: venta.id, usuario: venta.usuario.nombre, hora: venta.hora },
  };
}
