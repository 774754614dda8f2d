import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A sale as stored (minor units; percents * 100), with the names it shows. */
export interface VentaRow {
  id: number;
  numero: number | null;
  estado: 'pagada' | 'anulada' | 'borrador';
  origen: 'mostrador' | 'movil' | 'mesa';
  clienteId: number | null;
  clienteNombre: string | null;
  /** Whether the customer can take a sale on account now (null without a customer). */
  clienteCuentaCorriente: boolean | null;
  usuarioId: number;
  usuarioNombre: string;
  cajeroId: number | null;
  cajeroNombre: string | null;
  arqueoId: number | null;
  subtotal: number;
  descuentoTipo: 'porcentaje' | 'monto' | null;
  descuentoValor: number | null;
  descuentoGeneral: number;
  descuentoClientePct: number;
  descuentoCliente: number;
  /** The promotions' discount, off the subtotal before the sale's. */
  descuentoPromocion: number;
  total: number;
  pagado: number;
  vuelto: number;
  observaciones: string | null;
  motivoAnulacion: string | null;
  anuladaAt: string | null;
  finalizadaAt: string | null;
  createdAt: string;
}

/** The columns a sale's computation sets. */
export interface VentaValues {
  numero: number | null;
  estado: VentaRow['estado'];
  origen: VentaRow['origen'];
  clienteId: number | null;
  usuarioId: number;
  cajeroId: number | null;
  arqueoId: number | null;
  subtotal: number;
  descuentoTipo: VentaRow['descuentoTipo'];
  descuentoValor: number | null;
  descuentoGeneral: number;
  descuentoClientePct: number;
  descuentoCliente: number;
  descuentoPromocion?: number | undefined;
  total: number;
  pagado: number;
  vuelto: number;
  observaciones: string | null;
  finalizadaAt: string | null;
}

export interface VentaItemValues {
  productoId: number;
  productoNombre: string;
  categoriaNombre: string | null;
  unidadMedida: string;
  cantidadMilli: number;
  precioUnitario: number;
  /** The promotion the line was added under (JSON text of its id, name and rule), and its share of the promotion's discount. */
  promocion?: string | null | undefined;
  descuentoPromocion?: number | undefined;
  bruto: number;
  tipoDescuento: 'porcentaje' | 'monto' | null;
  valorDescuento: number | null;
  descuento: number;
  subtotal: number;
  notas: string | null;
  /** The options the line was taken with (JSON text), or null. */
  modificadores?: string | null | undefined;
  /** A combo's components as the line kept them (JSON text), or null. */
  componentes?: string | null | undefined;
  /** The price list the line was priced by, or null. */
  listaPrecio?: string | null | undefined;
}

export interface VentaItemRow extends VentaItemValues {
  id: number;
  ventaId: number;
}

/** The columns a charge (re)computes; author and origin are set once, when the sale is created. */
type ChargeValues = Omit<VentaValues, 'usuarioId' | 'origen'>;

function chargeColumns(v: ChargeValues) {
  return {
    numero: v.numero,
    estado: v.estado,
    cliente_id: v.clienteId,
    cajero_id: v.cajeroId,
    arqueo_id: v.arqueoId,
    subtotal: v.subtotal,
    descuento_tipo: v.descuentoTipo,
    descuento_valor: v.descuentoValor,
    descuento_general: v.descuentoGeneral,
    descuento_cliente_pct: v.descuentoClientePct,
    descuento_cliente: v.descuentoCliente,
    descuento_promocion: v.descuentoPromocion ?? 0,
    total: v.total,
    pagado: v.pagado,
    vuelto: v.vuelto,
    observaciones: v.observaciones,
    finalizada_at: v.finalizadaAt,
  };
}

export async function insertVenta(db: Db, localId: number, v: VentaValues, createdAt?: string): Promise<number> {
  const at = createdAt ?? new Date().toISOString();
  const row = await db
    .insertInto('ventas')
    .values({ local_id: localId, ...chargeColumns(v), usuario_id: v.usuarioId, origen: v.origen, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Overwrites a sale's computed columns (a draft being charged keeps its author and date). */
export async function updateVenta(db: Db, localId: number, id: number, v: ChargeValues): Promise<void> {
  await db
    .updateTable('ventas')
    .set({ ...chargeColumns(v), updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a draft for charging: only one caller can move it out of 'borrador'. On PostgreSQL a
 * concurrent caller waits for the first one's commit and then finds nothing to take.
 */
export async function claimDraft(db: Db, localId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('ventas')
    .set({ estado: 'pagada', updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('estado', '=', 'borrador')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markVoided(db: Db, localId: number, id: number, v: { motivo: string; usuarioId: number; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('ventas')
    .set({ estado: 'anulada', motivo_anulacion: v.motivo, anulada_por: v.usuarioId, anulada_at: v.at, updated_at: v.at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('estado', '=', 'pagada')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDraft(db: Db, localId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ventas').where('local_id', '=', localId).where('id', '=', id).where('estado', '=', 'borrador').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceItems(db: Db, ventaId: number, items: readonly VentaItemValues[]): Promise<void> {
  await db.deleteFrom('venta_items').where('venta_id', '=', ventaId).execute();
  await insertItems(
    db,
    items.map((item) => ({ ...item, ventaId })),
  );
}

export async function insertItems(db: Db, items: readonly (VentaItemValues & { ventaId: number })[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('venta_items')
    .values(
      items.map((i, orden) => ({
        venta_id: i.ventaId,
        producto_id: i.productoId,
        producto_nombre: i.productoNombre,
        categoria_nombre: i.categoriaNombre,
        unidad_medida: i.unidadMedida,
        cantidad_milli: i.cantidadMilli,
        precio_unitario: i.precioUnitario,
        promocion: i.promocion ?? null,
        descuento_promocion: i.descuentoPromocion ?? 0,
        bruto: i.bruto,
        tipo_descuento: i.tipoDescuento,
        valor_descuento: i.valorDescuento,
        descuento: i.descuento,
        subtotal: i.subtotal,
        notas: i.notas,
        modificadores: i.modificadores ?? null,
        componentes: i.componentes ?? null,
        lista_precio: i.listaPrecio ?? null,
        orden,
      })),
    )
    .execute();
}

export function ventasQuery(db: Db, localId: number) {
  return db
    .selectFrom('ventas as v')
    .innerJoin('usuarios as u', 'u.id', 'v.usuario_id')
    .leftJoin('usuarios as cj', 'cj.id', 'v.cajero_id')
    .leftJoin('clientes as c', 'c.id', 'v.cliente_id')
    .select([
      'v.id',
      'v.numero',
      'v.estado',
      'v.origen',
      'v.cliente_id',
      'c.nombre as cliente_nombre',
      'c.cuenta_corriente as cliente_cuenta_corriente',
      'v.usuario_id',
      'u.nombre as usuario_nombre',
      'v.cajero_id',
      'cj.nombre as cajero_nombre',
      'v.arqueo_id',
      'v.subtotal',
      'v.descuento_tipo',
      'v.descuento_valor',
      'v.descuento_general',
      'v.descuento_cliente_pct',
      'v.descuento_cliente',
      'v.descuento_promocion',
      'v.total',
      'v.pagado',
      'v.vuelto',
      'v.observaciones',
      'v.motivo_anulacion',
      'v.anulada_at',
      'v.finalizada_at',
      'v.created_at',
    ])
    .where('v.local_id', '=', localId);
}

type RawVenta = Awaited<ReturnType<ReturnType<typeof ventasQuery>['execute']>>[number];

export function toVentaRow(r: RawVenta): VentaRow {
  return {
    id: r.id,
    numero: r.numero,
    estado: r.estado as VentaRow['estado'],
    origen: r.origen as VentaRow['origen'],
    clienteId: r.cliente_id,
    clienteNombre: r.cliente_nombre,
    // SQLite gives 0/1, PostgreSQL a boolean.
    clienteCuentaCorriente: r.cliente_cuenta_corriente === null ? null : Boolean(r.cliente_cuenta_corriente),
    usuarioId: r.usuario_id,
    usuarioNombre: r.usuario_nombre,
    cajeroId: r.cajero_id,
    cajeroNombre: r.cajero_nombre,
    arqueoId: r.arqueo_id,
    subtotal: Number(r.subtotal),
    descuentoTipo: r.descuento_tipo as VentaRow['descuentoTipo'],
    descuentoValor: r.descuento_valor === null ? null : Number(r.descuento_valor),
    descuentoGeneral: Number(r.descuento_general),
    descuentoClientePct: r.descuento_cliente_pct,
    descuentoCliente: Number(r.descuento_cliente),
    descuentoPromocion: Number(r.descuento_promocion ?? 0),
    total: Number(r.total),
    pagado: Number(r.pagado),
    vuelto: Number(r.vuelto),
    observaciones: r.observaciones,
    motivoAnulacion: r.motivo_anulacion,
    anuladaAt: r.anulada_at,
    finalizadaAt: r.finalizada_at,
    createdAt: r.created_at,
  };
}

export async function findVenta(db: Db, localId: number, id: number): Promise<VentaRow | null> {
  const row = await ventasQuery(db, localId).where('v.id', '=', id).executeTakeFirst();
  return row ? toVentaRow(row) : null;
}

export async function findItems(db: Db, ventaIds: readonly number[]): Promise<VentaItemRow[]> {
  if (ventaIds.length === 0) return [];
  const rows = await db
    .selectFrom('venta_items')
    .selectAll()
    .where('venta_id', 'in', [...ventaIds])
    .orderBy('venta_id')
    .orderBy('orden')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ventaId: r.venta_id,
    productoId: r.producto_id,
    productoNombre: r.producto_nombre,
    categoriaNombre: r.categoria_nombre,
    unidadMedida: r.unidad_medida,
    cantidadMilli: Number(r.cantidad_milli),
    precioUnitario: Number(r.precio_unitario),
    promocion: r.promocion ?? null,
    descuentoPromocion: Number(r.descuento_promocion ?? 0),
    bruto: Number(r.bruto),
    tipoDescuento: r.tipo_descuento as VentaItemRow['tipoDescuento'],
    valorDescuento: r.valor_descuento === null ? null : Number(r.valor_descuento),
    descuento: Number(r.descuento),
    subtotal: Number(r.subtotal),
    notas: r.notas,
    modificadores: r.modificadores,
    componentes: r.componentes ?? null,
    listaPrecio: r.lista_precio ?? null,
  }));
}

/** Stock a sale took, per product (scaled by 1000), net of any return. */
export async function stockTakenByVenta(db: Db, localId: number, ventaId: number): Promise<{ productoId: number; cantidad: number }[]> {
  const rows = await db
    .selectFrom('stock_movimientos')
    .select((eb) => ['producto_id', eb.fn.sum<number>('cantidad').as('cantidad')])
    .where('local_id', '=', localId)
    .where('venta_id', '=', ventaId)
    .groupBy('producto_id')
    .orderBy('producto_id')
    .execute();
  return rows.map((r) => ({ productoId: r.producto_id, cantidad: -Number(r.cantidad) })).filter((r) => r.cantidad > 0);
}
