import type { MedioPago, PropinaInput, Venta, VentaOrigen } from '@resto/shared/contracts';
import { convertToLocal, fromMinor, QUANTITY_SCALE, settlePayments, type DiscountKind, type SaleTotals } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertCajaMovimientos, netCashOfVenta, requireOpenArqueo, chargeTips } from '../caja';
import type { Actor } from '../../lib/actor';
import { type ClienteRow, insertCuentaMovimiento, netCuentaOfVenta, assertWithinCreditLimit, requireActiveCliente } from '../clientes';
import { asAuthority, type Authority, type MaybeAuthority } from '../auditoria';
import { amountIn, getVenue, type Venue } from '../local';
import { listActiveMedios } from '../medios-pago';
import { findProductos, insertStockMovimientos, returnStock, takeStock, type StockMovimiento } from '../productos';
import { rateFor } from '../tipos-cambio';
import { itemValues, priceSale, resolveLines, storedSaleLines, toDiscount, type LineInput, type ResolvedLine } from './sale-lines';
import { stockLinesOf } from './combo-stock';
import { checkLineasDisponibles, lineasConsumo, returnInsumosOf, takeInsumosFor } from './insumos-venta';
import { checkDiscountLimit, checkPriceOverrides } from './limits';
import { authorizeVoid, isOfEarlierRegister, refundCash } from './anulacion';
import { toVenta } from './ventas.mapper';
import { nextNumero } from './venta-numero.repository';
import { findPagos, insertPagos } from './venta-pagos.repository';
import * as repo from './ventas.repository';
import { printSaleOnClose } from '../impresion';
import * as resumen from './resumen.repository';

type Db = Kysely<Database>;

/** Rules of a sale, in the venue's Spanish. */

/** A payment line as the API receives it (validated by the contract's schema). */
export interface PagoLineInput {
  medioId: number;
  monto: number;
  moneda?: string | undefined;
}

/** Everything needed to charge a sale, from the counter, a sale draft or (later) a table. */
export interface ChargeRequest {
  origen: VentaOrigen;
  /** A sale draft to charge: it is taken first, so concurrent charges of it apply once. */
  draftId?: number;
  /** The lines; for a draft, absent means its stored lines. */
  items?: readonly LineInput[] | undefined;
  /** Lines already priced and checked (a table's stored items): charged as they are. */
  lines?: readonly ResolvedLine[] | undefined;
  /** `lines` whose discounts (the customer's with a promotion) were not measured yet: measured now against the caller's limit. */
  medirDescuentos?: boolean | undefined;
  clienteId?: number | null | undefined;
  descuentoTipo?: DiscountKind | null | undefined;
  descuentoValor?: number | null | undefined;
  pagos: readonly PagoLineInput[];
  observaciones?: string | null | undefined;
  /** Why, when the discounts are above the caller's role limit. */
  motivoDescuento?: string | null | undefined;
  /**
   * A part of a split table: `lines` are the part's shares of the table's lines and
   * these are their totals, computed by the shared split rule so that the parts add up to the
   * table to the cent; charged as they are instead of priced again.
   */
  presplit?: SaleTotals | undefined;
  /** Tips added at payment, kept apart from the sale; `mozoId` is whose they are. */
  propinas?: readonly PropinaInput[] | undefined;
  mozoId?: number | null | undefined;
  /** The open session (till) to charge into, when the caller names one. */
  arqueoId?: number | undefined;
}

/** Prices other than the products' (lines sent in this request) and discounts above the caller's limit. */
export async function checkSaleLimits(
  db: Db,
  who: Authority,
  lines: readonly ResolvedLine[],
  totals: SaleTotals,
  opts: { fromRequest: boolean; motivo: string | null | undefined; entidad: string; entidadId: number | null; clienteDescuentoPct: number },
): Promise<void> {
  if (opts.fromRequest) await checkPriceOverrides(db, who, lines, opts.entidad, opts.entidadId);
  const grossMinor = totals.lines.reduce((sum, l) => sum + l.grossMinor, 0);
  // Every discount together, the customer's too: a line discount never stacks on the customer's beyond the limit.
  const manualMinor = totals.lines.reduce((sum, l) => sum + l.discountMinor, 0) + totals.generalDiscountMinor + totals.customerDiscountMinor;
  // A promotion alone needs no approval; a discount given on top is measured with it.
  const discountMinor = manualMinor > 0 ? manualMinor + (totals.promotionDiscountMinor ?? 0) : 0;
  await checkDiscountLimit(db, who, {
    grossMinor,
    discountMinor,
    clienteDescuentoPct: opts.clienteDescuentoPct,
    motivo: opts.motivo,
    entidad: opts.entidad,
    entidadId: opts.entidadId,
    despues: { bruto: grossMinor, descuento: discountMinor },
  });
}

interface ResolvedPayment {
  medio: MedioPago;
  moneda: string;
  monto: number;
  tasaMicro: number | null;
  montoLocal: number;
}

async function resolvePayments(
  db: Db,
  localId: number,
  venue: Venue,
  medios: readonly MedioPago[],
  pagos: readonly PagoLineInput[],
  cliente: ClienteRow | null,
): Promise<ResolvedPayment[]> {
  const byId = new Map(medios.map((m) => [m.id, m]));
  const resolved: ResolvedPayment[] = [];
  for (const [index, pago] of pagos.entries()) {
    const medio = byId.get(pago.medioId);
    if (!medio) throw badRequest('MEDIO_PAGO_INACTIVO', { medioId: pago.medioId });
    if (medio.tipo === 'cuenta_corriente' && !cliente?.cuentaCorriente) {
      throw badRequest('CUENTA_CORRIENTE_SIN_CLIENTE');
    }
    const moneda = pago.moneda ?? venue.currencyCode;
    const tasaMicro = await rateFor(db, localId, moneda, venue.currencyCode);
    // A payment's amount is in its own currency's scale (dollar cents at a Chilean venue).
    const monto = amountIn(pago.monto, moneda, `pagos[${index}].monto`);
    const montoLocal = tasaMicro === null ? monto : convertToLocal(monto, tasaMicro, moneda, venue.currencyCode);
    resolved.push({ medio, moneda, monto, tasaMicro, montoLocal });
  }
  return resolved;
}

async function takeStockFor(db: Db, actor: Actor, ventaId: number, lines: readonly ResolvedLine[]): Promise<void> {
  const movimientos: StockMovimiento[] = [];
  for (const line of await stockLinesOf(db, actor.localId, lines)) {
    const left = await takeStock(db, actor.localId, line.producto.id, line.quantityMilli);
    if (left === null) {
      const [current] = await findProductos(db, actor.localId, [line.producto.id]);
      const unit = line.producto.unidadMedida === 'unidad' ? '' : ` ${line.producto.unidadMedida}`;
      throw conflict('STOCK_INSUFICIENTE', { producto: line.producto.nombre, cantidad: `${(current?.stockActual ?? 0) / QUANTITY_SCALE}${unit}` });
    }
    movimientos.push({
      productoId: line.producto.id,
      tipo: 'venta',
      cantidad: -line.quantityMilli,
      stockResultante: left,
      ventaId,
      usuarioId: actor.userId,
      motivo: null,
    });
  }
  await insertStockMovimientos(db, actor.localId, movimientos);
}

async function takeDraft(db: Db, localId: number, draftId: number): Promise<repo.VentaRow> {
  const draft = await repo.findVenta(db, localId, draftId);
  if (!draft) throw notFound('VENTA_NO_EXISTE');
  if (!(await repo.claimDraft(db, localId, draftId))) {
    throw conflict(draft.estado === 'anulada' ? 'VENTA_ANULADA' : 'VENTA_YA_COBRADA');
  }
  return draft;
}

/**
 * Charges a sale in the caller's transaction: needs an open register and a payment method, prices
 * every line on the server, converts foreign payments at the venue's rates, checks that the
 * payments cover the total (change only from cash), takes the stock with a movement per line,
 * and records the drawer's cash and the customer's account. Returns the paid sale.
 */
export async function chargeSale(db: Db, actor: MaybeAuthority, req: ChargeRequest): Promise<Venta> {
  const venue = await getVenue(db, actor.localId);
  const draft = req.draftId === undefined ? null : await takeDraft(db, actor.localId, req.draftId);
  const arqueo = await requireOpenArqueo(db, actor.localId, 'SIN_CAJA_PARA_VENDER', actor.userId, req.arqueoId);
  const medios = await listActiveMedios(db, actor.localId);
  if (medios.length === 0) throw conflict('SIN_MEDIOS_DE_PAGO');

  // Lines sent now are priced by the channel's list: a phone sale charged with its lines again is still takeaway, anything else the counter.
  const lines = req.lines
    ? req.lines
    : draft && !req.items
      ? await storedSaleLines(db, actor.localId, await repo.findItems(db, [draft.id]), { soloActivos: true })
      : await resolveLines(db, actor.localId, req.items ?? [], venue.currencyCode, { canal: draft ? 'takeaway' : 'mostrador', at: new Date() });
  if (lines.length === 0) throw badRequest('VENTA_SIN_PRODUCTOS');
  // Lines taken now ('86'); a table's were checked as they were added.
  if (req.items) await checkLineasDisponibles(db, actor.localId, lineasConsumo(lines));
  const clienteId = req.clienteId === undefined ? (draft?.clienteId ?? null) : req.clienteId;
  const cliente = clienteId === null ? null : await requireActiveCliente(db, actor.localId, clienteId);
  const discount = req.presplit
    ? req.presplit.generalDiscountMinor > 0
      ? { tipo: 'monto' as const, valor: req.presplit.generalDiscountMinor }
      : null
    : toDiscount(req.descuentoTipo, req.descuentoValor, venue.currencyCode);
  const totals = req.presplit ?? priceSale(lines, discount, cliente?.descuentoPct ?? 0);
  // A table's lines were checked as they were added; anything else is checked here.
  if (!req.lines || req.medirDescuentos)
    await checkSaleLimits(db, asAuthority(actor), lines, totals, {
      fromRequest: !!req.items,
      motivo: req.motivoDescuento,
      entidad: draft ? 'venta' : 'venta-mostrador',
      entidadId: draft?.id ?? null,
      clienteDescuentoPct: cliente?.descuentoPct ?? 0,
    });

  const payments = await resolvePayments(db, actor.localId, venue, medios, req.pagos, cliente);
  const settlement = settlePayments(
    totals.totalMinor,
    payments.map((p) => ({ localMinor: p.montoLocal, cash: p.medio.tipo === 'efectivo' })),
  );
  if (!settlement.ok && settlement.reason === 'insufficient') {
    throw badRequest('PAGOS_INSUFICIENTES', undefined, {
      total: fromMinor(totals.totalMinor, venue.currencyCode),
      pagado: fromMinor(settlement.paidMinor, venue.currencyCode),
      faltante: fromMinor(settlement.missingMinor, venue.currencyCode),
    });
  }
  if (!settlement.ok) throw badRequest('VUELTO_SOLO_EFECTIVO');

  const values = {
    numero: await nextNumero(db, actor.localId),
    estado: 'pagada' as const,
    clienteId,
    cajeroId: actor.userId,
    arqueoId: arqueo.id,
    subtotal: totals.subtotalMinor,
    descuentoTipo: discount?.tipo ?? null,
    descuentoValor: discount?.valor ?? null,
    descuentoGeneral: totals.generalDiscountMinor,
    descuentoClientePct: cliente?.descuentoPct ?? 0,
    descuentoCliente: totals.customerDiscountMinor,
    descuentoPromocion: totals.promotionDiscountMinor ?? 0,
    total: totals.totalMinor,
    pagado: settlement.paidMinor,
    vuelto: settlement.changeMinor,
    observaciones: req.observaciones === undefined ? (draft?.observaciones ?? null) : req.observaciones,
    finalizadaAt: new Date().toISOString(),
  };
  let ventaId: number;
  if (draft) {
    ventaId = draft.id;
    await repo.updateVenta(db, actor.localId, ventaId, values);
  } else {
    ventaId = await repo.insertVenta(db, actor.localId, { ...values, origen: req.origen, usuarioId: actor.userId });
  }
  await repo.replaceItems(db, ventaId, itemValues(lines, totals));
  await insertPagos(
    db,
    payments.map((p) => ({
      ventaId,
      medioPagoId: p.medio.id,
      medioNombre: p.medio.nombre,
      medioTipo: p.medio.tipo,
      moneda: p.moneda,
      monto: p.monto,
      tasaMicro: p.tasaMicro,
      montoLocal: p.montoLocal,
    })),
  );
  // The reports' summaries, in the sale's transaction.
  await resumen.sumarVenta(db, ventaId);
  await takeStockFor(db, actor, ventaId, lines);
  await takeInsumosFor(db, actor, ventaId, lines);

  // The drawer receives cash in the currency it was paid in and hands back change in the venue's.
  await insertCajaMovimientos(db, actor.localId, [
    ...payments.filter((p) => p.medio.tipo === 'efectivo').map((p) => ({ arqueoId: arqueo.id, tipo: 'venta' as const, moneda: p.moneda, monto: p.monto, ventaId })),
    { arqueoId: arqueo.id, tipo: 'vuelto', moneda: venue.currencyCode, monto: -settlement.changeMinor, ventaId },
  ]);
  const onAccount = payments.filter((p) => p.medio.tipo === 'cuenta_corriente').reduce((sum, p) => sum + p.montoLocal, 0);
  if (onAccount > 0 && cliente) {
    await insertCuentaMovimiento(db, actor.localId, {
      clienteId: cliente.id,
      tipo: 'venta',
      monto: onAccount,
      ventaId,
      medioPagoId: null,
      moneda: venue.currencyCode,
      montoMoneda: onAccount,
      arqueoId: arqueo.id,
      nota: null,
      usuarioId: actor.userId,
    });
  }
  const tipOnAccount = await chargeTips(db, asAuthority(actor), venue, medios, {
    ventaId,
    arqueoId: arqueo.id,
    mozoId: req.mozoId === undefined ? actor.userId : req.mozoId,
    totalMinor: totals.totalMinor,
    propinas: req.propinas ?? [],
    cuentaCorriente: !!cliente?.cuentaCorriente,
  });
  // A tip on account is owed by the customer: it goes onto their balance (and back with a void).
  if (tipOnAccount > 0 && cliente) {
    await insertCuentaMovimiento(db, actor.localId, {
      clienteId: cliente.id,
      tipo: 'venta',
      monto: tipOnAccount,
      ventaId,
      medioPagoId: null,
      moneda: venue.currencyCode,
      montoMoneda: tipOnAccount,
      arqueoId: arqueo.id,
      nota: 'Propina',
      usuarioId: actor.userId,
    });
  }
  if (cliente && onAccount + tipOnAccount > 0) await assertWithinCreditLimit(db, actor.localId, cliente);
  const venta = await getVenta(db, actor.localId, ventaId);
  // The receipt prints at the register by itself, when the venue prints automatically.
  await printSaleOnClose(db, actor, venta);
  return venta;
}

/**
 * Voids a paid sale: its stock goes back, the cash it left goes out of the open register
 * (so the expected cash stays right; a sale of an earlier register is a refund, see anulacion.ts)
 * and its current-account charge is reversed.
 * Returns the sale and the audit whose cash changed, if any.
 */
export async function voidSale(db: Db, actor: MaybeAuthority, id: number, motivo: string): Promise<{ venta: Venta; arqueoId: number | null }> {
  const venta = await repo.findVenta(db, actor.localId, id);
  if (!venta) throw notFound('VENTA_NO_EXISTE');
  if (venta.estado === 'borrador') throw conflict('VENTA_SOLO_PAGADAS_ANULABLES');
  // ventas.anular, or caja.supervisar for a sale of an earlier register (or a manager's approval), with the reason; audited.
  const earlier = await isOfEarlierRegister(db, actor.localId, venta);
  const cash = await netCashOfVenta(db, actor.localId, id);
  if (venta.estado === 'pagada') await authorizeVoid(db, asAuthority(actor), await getVenue(db, actor.localId), venta, motivo, earlier, cash);
  const at = new Date().toISOString();
  if (!(await repo.markVoided(db, actor.localId, id, { motivo, usuarioId: actor.userId, at }))) throw conflict('VENTA_YA_ANULADA');

  // The register first, as a sale locks it before the stock: the same order everywhere means no
  // deadlock between a void, a sale and a close on PostgreSQL.
  const open = cash.length > 0 ? await requireOpenArqueo(db, actor.localId, 'SIN_CAJA_PARA_DEVOLVER', actor.userId) : null;
  const arqueoId = open?.id ?? null;
  // The reports' summaries, after the register and before the stock, as a charge does.
  await resumen.anularVenta(db, actor.localId, id, arqueoId);

  const movimientos: StockMovimiento[] = [];
  for (const taken of await repo.stockTakenByVenta(db, actor.localId, id)) {
    const stockResultante = await returnStock(db, actor.localId, taken.productoId, taken.cantidad);
    movimientos.push({ productoId: taken.productoId, tipo: 'anulacion', cantidad: taken.cantidad, stockResultante, ventaId: id, usuarioId: actor.userId, motivo });
  }
  await insertStockMovimientos(db, actor.localId, movimientos);
  await returnInsumosOf(db, actor, id, motivo);

  if (open) await refundCash(db, actor.localId, { arqueoId: open.id, ventaId: id, earlier, at, cash });
  for (const account of await netCuentaOfVenta(db, actor.localId, id)) {
    await insertCuentaMovimiento(db, actor.localId, {
      clienteId: account.clienteId,
      tipo: 'anulacion',
      monto: -account.monto,
      ventaId: id,
      medioPagoId: null,
      moneda: null,
      montoMoneda: null,
      arqueoId,
      nota: motivo,
      usuarioId: actor.userId,
      at,
    });
  }
  return { venta: await getVenta(db, actor.localId, id), arqueoId };
}

export async function getVenta(db: Db, localId: number, id: number): Promise<Venta> {
  const row = await repo.findVenta(db, localId, id);
  if (!row) throw notFound('VENTA_NO_EXISTE');
  const venue = await getVenue(db, localId);
  return toVenta(venue, row, await repo.findItems(db, [id]), await findPagos(db, [id]));
}

/** A paid sale, for its documents. */
export async function getPaidVenta(db: Db, localId: number, id: number): Promise<Venta> {
  const venta = await getVenta(db, localId, id);
  if (venta.estado === 'borrador') throw conflict('VENTA_NO_COBRADA');
  if (venta.estado === 'anulada') throw conflict('VENTA_ANULADA');
  return venta;
}
