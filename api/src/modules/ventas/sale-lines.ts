import { isSoldByWeight, type CanalVenta } from '@resto/shared/contracts';
import {
  computeSaleTotals,
  parsePromotionTag,
  parseScaled,
  PERCENT_DECIMALS,
  QUANTITY_DECIMALS,
  type ChosenModifier,
  type Discount,
  type DiscountKind,
  type PromotionTag,
  type SaleTotals,
} from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { amountIn, optionalAmountIn, getVenue } from '../local';
import { preciosVigentes } from '../listas-precios';
import { promocionesVigentes } from '../promociones';
import { resolveModifiers, findProductos, type ProductoRow } from '../productos';
import { salePromotions } from './sale-promotions';
import type { VentaItemValues } from './ventas.repository';
import { componentsParsed, componentsText, resolveCombos, type ChosenComponent } from '../productos';
import type { ComboEleccion } from '@resto/shared/contracts';

type Db = Kysely<Database>;

/** A line ready to price: the product, the quantity scaled by 1000 and the price in minor units. */
export interface ResolvedLine {
  producto: ProductoRow;
  quantityMilli: number;
  unitPriceMinor: number;
  discount: Discount | null;
  notas: string | null;
  /** Why the line is at a price other than the product's, when the caller said. */
  motivoPrecio?: string | null | undefined;
  /** The options chosen, as they are now (their deltas are in the unit price). */
  modificadores?: ChosenModifier[] | undefined;
  /** A combo's components chosen (their surcharges are in the unit price); they deplete the stock instead of the combo. */
  componentes?: ChosenComponent[] | undefined;
  /** The product's price plus the options' deltas: the price the line is at unless overridden. */
  listPriceMinor?: number | undefined;
  /** The price list the line was priced by (its name), null at the product's own price. */
  listaPrecio?: string | null | undefined;
  /** The promotion the line was added under (its rule then), null when none applied. */
  promocion?: PromotionTag | null | undefined;
}

/** A line as the API receives it (validated by the contract's schema). */
export interface LineInput {
  productoId: number;
  cantidad?: number | undefined;
  peso?: number | undefined;
  precioUnitario?: number | undefined;
  tipoDescuento?: DiscountKind | null | undefined;
  valorDescuento?: number | null | undefined;
  notas?: string | null | undefined;
  motivoPrecio?: string | null | undefined;
  /** The ids of the options chosen. */
  modificadores?: readonly number[] | undefined;
  /** A combo's choices, one per group. */
  combo?: readonly ComboEleccion[] | undefined;
}

/**
 * 'porcentaje' 12.5 -> 1250; 'monto' 10.5 -> 1050 minor units of `currency` (the venue's: CLP
 * 1000 -> 1000); nothing or 0 -> no discount.
 */
export function toDiscount(tipo: DiscountKind | null | undefined, valor: number | null | undefined, currency: string, campo = 'descuentoValor'): Discount | null {
  if (valor === null || valor === undefined || valor === 0) return null;
  if (!tipo) throw badRequest('DESCUENTO_SIN_TIPO');
  if (tipo === 'porcentaje') {
    if (valor > 100) throw badRequest('DESCUENTO_PORCENTAJE_INVALIDO');
    return { tipo, valor: Number(parseScaled(valor, PERCENT_DECIMALS)) };
  }
  return { tipo, valor: amountIn(valor, currency, campo) };
}

/**
 * Checks each line against the venue's active products: units are sold by `cantidad`, weight
 * items by `peso` (or `cantidad` as the weight); the price defaults to the product's. Prices and
 * amount discounts are read at the scale of the venue's currency (`currency`, read when omitted).
 */
export async function resolveLines(db: Db, localId: number, items: readonly LineInput[], currency?: string, pricing?: { canal: CanalVenta; at: Date }): Promise<ResolvedLine[]> {
  const found = await findProductos(
    db,
    localId,
    items.map((i) => i.productoId),
  );
  const productos = new Map(found.map((p) => [p.id, p]));
  // The price list of the sale's channel active now, when the caller names the channel.
  const vigentes = pricing ? await preciosVigentes(db, localId, found, pricing.canal, pricing.at) : null;
  // And the promotion active now for the channel, which the totals discount.
  const promos = pricing ? await promocionesVigentes(db, localId, found, pricing.canal, pricing.at) : null;
  const moneda = currency ?? (await getVenue(db, localId)).currencyCode;
  const active = items.map((item) => {
    const producto = productos.get(item.productoId);
    if (!producto || !producto.activo) throw badRequest('PRODUCTO_INACTIVO', { productoId: item.productoId });
    return producto;
  });
  // Each line's options against its product's groups (a required one missing refuses the lot).
  const modifiers = await resolveModifiers(
    db,
    localId,
    items.map((item, index) => ({ productoId: item.productoId, productoNombre: active[index]!.nombre, modificadores: item.modificadores })),
  );
  // Each combo line's choices against its groups: one option of each, their surcharges priced here.
  const combos = await resolveCombos(
    db,
    localId,
    items.map((item, index) => ({ producto: active[index]!, combo: item.combo })),
  );
  return items.map((item, index) => {
    const producto = productos.get(item.productoId);
    if (!producto || !producto.activo) throw badRequest('PRODUCTO_INACTIVO', { productoId: item.productoId });
    let quantity: number | undefined;
    if (isSoldByWeight(producto.unidadMedida)) {
      quantity = item.peso ?? item.cantidad;
    } else {
      if (item.peso !== undefined && item.cantidad === undefined) throw badRequest('PRODUCTO_SE_VENDE_POR_UNIDAD', { producto: producto.nombre });
      quantity = item.cantidad;
    }
    const scaled = quantity === undefined ? null : parseScaled(quantity, QUANTITY_DECIMALS);
    if (scaled === null || scaled <= 0n) throw badRequest('CANTIDAD_O_PESO_REQUERIDO', { producto: producto.nombre });
    const { chosen, deltaMinor } = modifiers[index]!;
    const vigente = vigentes?.get(producto.id);
    const listPriceMinor = (vigente?.precio ?? producto.precio) + deltaMinor + combos[index]!.recargoMinor;
    return {
      producto,
      quantityMilli: Number(scaled),
      unitPriceMinor: optionalAmountIn(item.precioUnitario, moneda, `items[${index}].precioUnitario`) ?? listPriceMinor,
      listPriceMinor,
      listaPrecio: vigente?.lista ?? null,
      promocion: promos?.get(producto.id) ?? null,
      modificadores: chosen,
      componentes: combos[index]!.componentes,
      discount: toDiscount(item.tipoDescuento, item.valorDescuento, moneda, `items[${index}].valorDescuento`),
      notas: item.notas ?? null,
      motivoPrecio: item.motivoPrecio ?? null,
    };
  });
}

/** A line as a table, an order or a phone sale stored it: its product, quantity and price then. */
export interface StoredLineRow {
  productoId: number;
  productoNombre: string;
  cantidadMilli: number;
  precioUnitario: number;
  tipoDescuento?: DiscountKind | null | undefined;
  valorDescuento?: number | null | undefined;
  notas: string | null;
  modificadores?: string | null | undefined;
  componentes?: string | null | undefined;
  listaPrecio?: string | null | undefined;
  promocion?: string | null | undefined;
}

/**
 * Stored lines as sale lines, at the prices, list and promotion they were taken with: a list or a
 * promotion changed since does not change what they are charged. `soloActivos`: a product
 * deactivated since is refused (a phone sale not yet made); otherwise it is charged, since what a
 * table or an order served is paid for. `promocion` reads a line's tag where the caller keeps it parsed.
 */
export async function storedSaleLines<T extends StoredLineRow>(
  db: Db,
  localId: number,
  items: readonly T[],
  opts: { soloActivos: boolean; promocion?: (item: T) => PromotionTag | null },
): Promise<ResolvedLine[]> {
  const productos = new Map(
    (
      await findProductos(
        db,
        localId,
        items.map((i) => i.productoId),
      )
    ).map((p) => [p.id, p]),
  );
  return items.map((item) => {
    const producto = productos.get(item.productoId);
    if (!producto || (opts.soloActivos && !producto.activo)) throw badRequest('PRODUCTO_YA_NO_ACTIVO', { producto: item.productoNombre });
    return {
      producto,
      quantityMilli: item.cantidadMilli,
      unitPriceMinor: item.precioUnitario,
      discount: item.tipoDescuento && item.valorDescuento ? { tipo: item.tipoDescuento, valor: item.valorDescuento } : null,
      notas: item.notas,
      modificadores: item.modificadores ? (JSON.parse(item.modificadores) as ChosenModifier[]) : [],
      componentes: componentsParsed(item.componentes),
      listaPrecio: item.listaPrecio ?? null,
      promocion: opts.promocion ? opts.promocion(item) : parsePromotionTag(item.promocion ?? null),
    };
  });
}

/** The server's own totals (SPEC: the server recomputes every total), or a Spanish 400. */
export function priceSale(lines: readonly ResolvedLine[], discount: Discount | null, customerPercentScaled: number): SaleTotals {
  const input = {
    lines: lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, quantityMilli: l.quantityMilli, discount: l.discount })),
    discount,
    customerPercentScaled,
  };
  let result = computeSaleTotals(input);
  // The promotions come off the lines' subtotals, before the sale's discount.
  if (result.ok && lines.some((l) => l.promocion)) result = computeSaleTotals({ ...input, promotionDiscountMinor: salePromotions(lines, result.totals.lines).totalMinor });
  if (result.ok) return result.totals;
  const { error } = result;
  if (error.code === 'discount-exceeds-line') {
    const line = lines[error.lineIndex];
    throw badRequest('DESCUENTO_SUPERA_ITEM', { producto: line?.producto.nombre ?? '' });
  }
  if (error.code === 'discount-exceeds-subtotal') throw badRequest('DESCUENTO_SUPERA_SUBTOTAL_VENTA');
  throw badRequest('DESCUENTO_PORCENTAJE_INVALIDO');
}

export function itemValues(lines: readonly ResolvedLine[], totals: SaleTotals): VentaItemValues[] {
  const promotions = salePromotions(lines, totals.lines);
  return lines.map((line, i) => {
    const t = totals.lines[i]!;
    return {
      productoId: line.producto.id,
      productoNombre: line.producto.nombre,
      categoriaNombre: line.producto.categoria,
      unidadMedida: line.producto.unidadMedida,
      cantidadMilli: line.quantityMilli,
      precioUnitario: line.unitPriceMinor,
      promocion: line.promocion ? JSON.stringify(line.promocion) : null,
      descuentoPromocion: promotions.lines[i] ?? 0,
      bruto: t.grossMinor,
      tipoDescuento: line.discount?.tipo ?? null,
      valorDescuento: line.discount?.valor ?? null,
      descuento: t.discountMinor,
      subtotal: t.subtotalMinor,
      notas: line.notas,
      modificadores: line.modificadores && line.modificadores.length > 0 ? JSON.stringify(line.modificadores) : null,
      componentes: componentsText(line.componentes),
      listaPrecio: line.listaPrecio ?? null,
    };
  });
}

/** Lines of products that control stock, in product order so concurrent sales lock rows alike. */
export function stockLines(lines: readonly ResolvedLine[]): ResolvedLine[] {
  return lines.filter((l) => l.producto.controlaStock).sort((a, b) => a.producto.id - b.producto.id);
}
