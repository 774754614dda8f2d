import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { horaUtc } from '../ventas';

type Db = Kysely<Database>;

/*
 * The reports' SQL. Every amount is summed by the database in integer minor units (grouped by
 * what the report shows); Node only receives the groups. Days and hours are the venue's: the
 * database groups by the UTC hour (at most 24 rows a day) and the service folds those hours into
 * the venue's local days and hours with its time zone (DST included), which SQLite cannot do.
 */

/** The filters as the repository applies them (instants are ISO strings, half-open). */
export interface Filtro {
  localId: number;
  from: string;
  to: string;
  arqueoId?: number | undefined;
  usuarioId?: number | undefined;
  medioPagoId?: number | undefined;
  categoriaId?: number | undefined;
  productoId?: number | undefined;
  clienteId?: number | undefined;
  origen?: string | undefined;
}

export const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/*
 * Issue 12's speed: the sums by UTC hour that a sale's transaction keeps (resumen.repository.ts,
 * migration 0028). A query reads them when its range is a run of whole UTC hours (every venue day
 * of a whole-hour time zone) and its filters are dimensions they carry (register, seller, order
 * type; products also product and category); any other query reads the sale rows, with the same
 * answer to the cent (test/reportes-resumen.test.ts compares both).
 */
let leerResumen = true;

/** Tests: read the sale rows (false) or the summaries where they serve (true, the default). */
export function usarResumen(on: boolean): void {
  leerResumen = on;
}

const WHOLE_HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/;

/** The summaries' hour range of a query, or null when they cannot answer it. */
export function horasResumen(f: Filtro, opts: { producto?: boolean } = {}): { desde: string; hasta: string } | null {
  if (!leerResumen || !WHOLE_HOUR.test(f.from) || !WHOLE_HOUR.test(f.to)) return null;
  if (f.clienteId !== undefined || f.medioPagoId !== undefined) return null;
  if (!opts.producto && (f.productoId !== undefined || f.categoriaId !== undefined)) return null;
  return { desde: f.from.slice(0, 13), hasta: f.to.slice(0, 13) };
}

type ResumenTabla = 'resumen_ventas' | 'resumen_pagos' | 'resumen_productos' | 'resumen_clientes';

/** A summary table's rows of the venue, hours and dimension filters (alias r). */
export function resumen<T extends ResumenTabla>(db: Db, tabla: T, f: Filtro, h: { desde: string; hasta: string }) {
  let q = db
    .selectFrom(`${tabla} as r` as `resumen_ventas as r`)
    .where('r.local_id', '=', f.localId)
    .where('r.hora', '>=', h.desde)
    .where('r.hora', '<', h.hasta);
  if (f.arqueoId !== undefined) q = q.where('r.arqueo_id', '=', f.arqueoId);
  if (f.usuarioId !== undefined) q = q.where('r.usuario_id', '=', f.usuarioId);
  if (f.origen !== undefined) q = q.where('r.origen', '=', f.origen);
  return q as unknown as SelectQueryBuilder<Database & { r: Database[T] }, 'r', object>;
}

/** 'YYYY-MM-DDTHH' of an instant column, in UTC. */
const utcHour = (db: Db, column: string): RawBuilder<string> => horaUtc(db, column);

type VentasQuery = SelectQueryBuilder<Database & { v: Database['ventas'] }, 'v', object>;

/** Sales of a state whose finish time is in the range, with the report's filters. */
export function ventas(db: Db, f: Filtro, estado: 'pagada' | 'anulada'): VentasQuery {
  let q = db
    .selectFrom('ventas as v')
    .where('v.local_id', '=', f.localId)
    .where('v.estado', '=', estado)
    .where('v.finalizada_at', '>=', f.from)
    .where('v.finalizada_at', '<', f.to) as unknown as VentasQuery;
  if (f.arqueoId !== undefined) q = q.where('v.arqueo_id', '=', f.arqueoId);
  if (f.usuarioId !== undefined) q = q.where('v.usuario_id', '=', f.usuarioId);
  if (f.clienteId !== undefined) q = q.where('v.cliente_id', '=', f.clienteId);
  if (f.origen !== undefined) q = q.where('v.origen', '=', f.origen);
  if (f.medioPagoId !== undefined) {
    const medio = f.medioPagoId;
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('venta_pagos as fp').select('fp.id').whereRef('fp.venta_id', '=', 'v.id').where('fp.medio_pago_id', '=', medio)),
    );
  }
  if (f.productoId !== undefined || f.categoriaId !== undefined) {
    q = q.where(({ exists, selectFrom }) => {
      let items = selectFrom('venta_items as fi').select('fi.id').whereRef('fi.venta_id', '=', 'v.id');
      if (f.productoId !== undefined) items = items.where('fi.producto_id', '=', f.productoId);
      if (f.categoriaId !== undefined) {
        const categoria = f.categoriaId;
        items = items.where(({ exists: ex, selectFrom: sf }) =>
          ex(sf('productos as fprod').select('fprod.id').whereRef('fprod.id', '=', 'fi.producto_id').where('fprod.categoria_id', '=', categoria)),
        );
      }
      return exists(items);
    });
  }
  return q;
}

export interface HoraVentas {
  /** 'YYYY-MM-DDTHH' in UTC. */
  hora: string;
  origen: string;
  usuarioId: number;
  ventas: number;
  total: number;
  subtotal: number;
  descuentosVenta: number;
  vuelto: number;
}

/**
 * Paid sales by UTC hour, order type and seller: count, totals, sale-level discounts, change.
 * One scan gives the report's totals, days, hours, types and users (a few groups an hour).
 */
export async function ventasPorHoraUtc(db: Db, f: Filtro): Promise<HoraVentas[]> {
  const h = horasResumen(f);
  if (h) {
    const rows = await resumen(db, 'resumen_ventas', f, h)
      .where('r.ventas', '<>', 0)
      .select([
        'r.hora',
        'r.origen',
        'r.usuario_id',
        sql<number>`sum(r.ventas)`.as('ventas'),
        sql<number>`sum(r.total)`.as('total'),
        sql<number>`sum(r.subtotal)`.as('subtotal'),
        sql<number>`sum(r.descuentos)`.as('descuentos'),
        sql<number>`sum(r.vuelto)`.as('vuelto'),
      ])
      .groupBy(['r.hora', 'r.origen', 'r.usuario_id'])
      .execute();
    return rows.map((r) => ({
      hora: r.hora,
      origen: r.origen,
      usuarioId: r.usuario_id,
      ventas: n(r.ventas),
      total: n(r.total),
      subtotal: n(r.subtotal),
      descuentosVenta: n(r.descuentos),
      vuelto: n(r.vuelto),
    }));
  }
  const hora = utcHour(db, 'v.finalizada_at');
  const rows = await ventas(db, f, 'pagada')
    .select([
      hora.as('hora'),
      'v.origen',
      'v.usuario_id',
      sql<number>`count(*)`.as('ventas'),
      sql<number>`sum(v.total)`.as('total'),
      sql<number>`sum(v.subtotal)`.as('subtotal'),
      sql<number>`sum(v.descuento_general + v.descuento_cliente)`.as('descuentos'),
      sql<number>`sum(v.vuelto)`.as('vuelto'),
    ])
    .groupBy([hora, 'v.origen', 'v.usuario_id'])
    .execute();
  return rows.map((r) => ({
    hora: r.hora,
    origen: r.origen,
    usuarioId: r.usuario_id,
    ventas: n(r.ventas),
    total: n(r.total),
    subtotal: n(r.subtotal),
    descuentosVenta: n(r.descuentos),
    vuelto: n(r.vuelto),
  }));
}

/** The names of users by id. */
export async function nombresUsuarios(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('usuarios').select(['id', 'nombre']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

/** Line discounts of the paid sales. */
export async function descuentosDeLinea(db: Db, f: Filtro): Promise<number> {
  const h = horasResumen(f);
  if (h) {
    const row = await resumen(db, 'resumen_ventas', f, h).select(sql<number>`sum(r.descuento_lineas)`.as('descuento')).executeTakeFirst();
    return n(row?.descuento);
  }
  // Only the lines with a discount (partial index venta_items_con_descuento_idx, migration 0026):
  // the same sum without visiting every line of the range.
  const row = await ventas(db, f, 'pagada')
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .where('vi.descuento', '<>', 0)
    .select(sql<number>`sum(vi.descuento)`.as('descuento'))
    .executeTakeFirst();
  return n(row?.descuento);
}

export async function anuladas(db: Db, f: Filtro): Promise<{ ventas: number; total: number }> {
  const h = horasResumen(f);
  if (h) {
    const row = await resumen(db, 'resumen_ventas', f, h)
      .select([sql<number>`sum(r.anuladas)`.as('ventas'), sql<number>`sum(r.total_anuladas)`.as('total')])
      .executeTakeFirst();
    return { ventas: n(row?.ventas), total: n(row?.total) };
  }
  const row = await ventas(db, f, 'anulada')
    .select([sql<number>`count(*)`.as('ventas'), sql<number>`sum(v.total)`.as('total')])
    .executeTakeFirst();
  return { ventas: n(row?.ventas), total: n(row?.total) };
}

export interface MedioRow {
  medioPagoId: number;
  medio: string;
  tipo: string;
  pagos: number;
  montoLocal: number;
}

export interface MonedaRow {
  moneda: string;
  monto: number;
  montoLocal: number;
}

export interface PagoRow extends MedioRow {
  moneda: string;
  monto: number;
}

/** Payments of the paid sales by method and currency (one scan gives both views). */
export async function pagos(db: Db, f: Filtro): Promise<PagoRow[]> {
  const h = horasResumen(f);
  const rows = h
    ? await resumen(db, 'resumen_pagos', f, h)
        .where('r.pagos', '<>', 0)
        .select([
          'r.medio_pago_id',
          'r.moneda',
          sql<string>`max(r.medio_nombre)`.as('medio'),
          sql<string>`max(r.medio_tipo)`.as('tipo'),
          sql<number>`sum(r.pagos)`.as('pagos'),
          sql<number>`sum(r.monto)`.as('monto'),
          sql<number>`sum(r.monto_local)`.as('monto_local'),
        ])
        .groupBy(['r.medio_pago_id', 'r.moneda'])
        .execute()
    : await pagosCrudos(db, f);
  return rows.map((r) => ({
    medioPagoId: r.medio_pago_id,
    medio: r.medio,
    tipo: r.tipo,
    moneda: r.moneda,
    pagos: n(r.pagos),
    monto: n(r.monto),
    montoLocal: n(r.monto_local),
  }));
}

function pagosCrudos(db: Db, f: Filtro) {
  return ventas(db, f, 'pagada')
    .innerJoin('venta_pagos as vp', 'vp.venta_id', 'v.id')
    .select([
      'vp.medio_pago_id',
      'vp.moneda',
      sql<string>`max(vp.medio_nombre)`.as('medio'),
      sql<string>`max(vp.medio_tipo)`.as('tipo'),
      sql<number>`count(*)`.as('pagos'),
      sql<number>`sum(vp.monto)`.as('monto'),
      sql<number>`sum(vp.monto_local)`.as('monto_local'),
    ])
    .groupBy(['vp.medio_pago_id', 'vp.moneda'])
    .execute();
}

/** By method, the biggest first. */
export function porMedio(rows: readonly PagoRow[]): MedioRow[] {
  const out = new Map<number, MedioRow>();
  for (const r of rows) {
    const m = out.get(r.medioPagoId) ?? { medioPagoId: r.medioPagoId, medio: r.medio, tipo: r.tipo, pagos: 0, montoLocal: 0 };
    m.pagos += r.pagos;
    m.montoLocal += r.montoLocal;
    out.set(r.medioPagoId, m);
  }
  return [...out.values()].sort((a, b) => b.montoLocal - a.montoLocal || a.medioPagoId - b.medioPagoId);
}

/** By currency; `sinCuentaCorriente` leaves out sales on account (no money came in). */
export function porMoneda(rows: readonly PagoRow[], sinCuentaCorriente = false): MonedaRow[] {
  const out = new Map<string, MonedaRow>();
  for (const r of rows) {
    if (sinCuentaCorriente && r.tipo === 'cuenta_corriente') continue;
    const m = out.get(r.moneda) ?? { moneda: r.moneda, monto: 0, montoLocal: 0 };
    m.monto += r.monto;
    m.montoLocal += r.montoLocal;
    out.set(r.moneda, m);
  }
  return [...out.values()].sort((a, b) => a.moneda.localeCompare(b.moneda));
}

export interface ProductoRow {
  productoId: number;
  producto: string;
  categoria: string | null;
  cantidadMilli: number;
  ingresos: number;
  /** Sum of quantity (thousandths) times the current cost (minor units): divide by 1000. */
  costoMilli: number;
  lineasSinCosto: number;
}

/** Lines of the paid sales by product (line revenue after line discounts). */
export async function porProducto(db: Db, f: Filtro, limit?: number): Promise<ProductoRow[]> {
  const h = horasResumen(f, { producto: true });
  if (h) {
    // Summed by product first, then joined to its product once: the cost is today's, as on the
    // rows (units times cost; 'no cost' counts the lines).
    let porId = resumen(db, 'resumen_productos', f, h)
      .where('r.lineas', '<>', 0)
      .select([
        'r.producto_id',
        sql<string>`max(r.producto_nombre)`.as('producto'),
        sql<string>`max(r.categoria_nombre)`.as('categoria'),
        sql<number>`sum(r.cantidad_milli)`.as('cantidad'),
        sql<number>`sum(r.subtotal)`.as('ingresos'),
        sql<number>`sum(r.lineas)`.as('lineas'),
      ])
      .groupBy('r.producto_id');
    if (f.productoId !== undefined) porId = porId.where('r.producto_id', '=', f.productoId);
    let q = db
      .selectFrom(porId.as('s'))
      .leftJoin('productos as p', 'p.id', 's.producto_id')
      .select([
        's.producto_id',
        's.producto',
        sql<string | null>`nullif(s.categoria, '')`.as('categoria'),
        's.cantidad',
        's.ingresos',
        sql<number>`s.cantidad * coalesce(p.costo, 0)`.as('costo'),
        sql<number>`case when p.costo is null then s.lineas else 0 end`.as('sin_costo'),
      ])
      .orderBy('s.ingresos', 'desc')
      .orderBy('s.producto_id');
    if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
    if (limit !== undefined) q = q.limit(limit);
    const rows = await q.execute();
    return rows.map((r) => ({
      productoId: r.producto_id,
      producto: r.producto,
      categoria: r.categoria,
      cantidadMilli: n(r.cantidad),
      ingresos: n(r.ingresos),
      costoMilli: n(r.costo),
      lineasSinCosto: n(r.sin_costo),
    }));
  }
  let q = ventas(db, f, 'pagada')
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .leftJoin('productos as p', 'p.id', 'vi.producto_id')
    .select([
      'vi.producto_id',
      sql<string>`max(vi.producto_nombre)`.as('producto'),
      sql<string | null>`max(vi.categoria_nombre)`.as('categoria'),
      sql<number>`sum(vi.cantidad_milli)`.as('cantidad'),
      sql<number>`sum(vi.subtotal)`.as('ingresos'),
      sql<number>`sum(vi.cantidad_milli * coalesce(p.costo, 0))`.as('costo'),
      sql<number>`sum(case when p.costo is null then 1 else 0 end)`.as('sin_costo'),
    ])
    .groupBy('vi.producto_id')
    .orderBy(sql`sum(vi.subtotal)`, 'desc')
    .orderBy('vi.producto_id');
  if (f.productoId !== undefined) q = q.where('vi.producto_id', '=', f.productoId);
  if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
  if (limit !== undefined) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    productoId: r.producto_id,
    producto: r.producto,
    categoria: r.categoria,
    cantidadMilli: n(r.cantidad),
    ingresos: n(r.ingresos),
    costoMilli: n(r.costo),
    lineasSinCosto: n(r.sin_costo),
  }));
}

/**
 * The cost of goods of the paid lines at today's costs (thousandths: divide by 1000), the sum of
 * porProducto's costoMilli in one row: the financial report needs no product list.
 */
export async function costoMilli(db: Db, f: Filtro): Promise<number> {
  const h = horasResumen(f, { producto: true });
  if (!h) return (await porProducto(db, f)).reduce((s, r) => s + r.costoMilli, 0);
  let porId = resumen(db, 'resumen_productos', f, h).select(['r.producto_id', sql<number>`sum(r.cantidad_milli)`.as('cantidad')]).groupBy('r.producto_id');
  if (f.productoId !== undefined) porId = porId.where('r.producto_id', '=', f.productoId);
  let q = db
    .selectFrom(porId.as('s'))
    .leftJoin('productos as p', 'p.id', 's.producto_id')
    .select(sql<number>`sum(s.cantidad * coalesce(p.costo, 0))`.as('costo'));
  if (f.categoriaId !== undefined) q = q.where('p.categoria_id', '=', f.categoriaId);
  return n((await q.executeTakeFirst())?.costo);
}

/** Issue 16: the paid lines taken with options in the range (options as JSON text). */
export async function lineasConModificadores(db: Db, f: Filtro): Promise<{ productoId: number; producto: string; cantidadMilli: number; modificadores: string }[]> {
  // Only the sales that have a line with options (partial index, migration 0028), not the year's.
  let q = ventas(db, f, 'pagada')
    .where('v.id', 'in', db.selectFrom('venta_items as mi').select('mi.venta_id').where('mi.modificadores', 'is not', null))
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .select(['vi.producto_id', 'vi.producto_nombre', 'vi.cantidad_milli', 'vi.modificadores'])
    .where('vi.modificadores', 'is not', null);
  if (f.productoId !== undefined) q = q.where('vi.producto_id', '=', f.productoId);
  const rows = await q.execute();
  return rows.map((r) => ({ productoId: r.producto_id, producto: r.producto_nombre, cantidadMilli: n(r.cantidad_milli), modificadores: r.modificadores ?? '[]' }));
}

/** Active products that control stock and are at or under their minimum. */
export async function stockBajo(db: Db, localId: number, limit: number): Promise<{ productoId: number; producto: string; stockActual: number; stockMinimo: number }[]> {
  const rows = await stockBajoQuery(db, localId)
    .select(['p.id', 'p.nombre', 'p.stock_actual', 'p.stock_minimo'])
    .orderBy(sql`p.stock_actual - p.stock_minimo`)
    .orderBy('p.nombre')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ productoId: r.id, producto: r.nombre, stockActual: n(r.stock_actual), stockMinimo: n(r.stock_minimo) }));
}

export async function contarStockBajo(db: Db, localId: number): Promise<number> {
  const row = await stockBajoQuery(db, localId).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return n(row?.n);
}

function stockBajoQuery(db: Db, localId: number) {
  return db
    .selectFrom('productos as p')
    .where('p.local_id', '=', localId)
    .where('p.activo', '=', true)
    .where('p.controla_stock', '=', true)
    .whereRef('p.stock_actual', '<=', 'p.stock_minimo');
}

export interface ClienteRow {
  clienteId: number;
  cliente: string;
  ventas: number;
  total: number;
  primera: string;
  ultima: string;
}

/** Paid sales by customer, the biggest first. */
export async function porCliente(db: Db, f: Filtro, limit: number): Promise<ClienteRow[]> {
  const h = horasResumen(f);
  if (h) {
    const top = await resumen(db, 'resumen_clientes', f, h)
      .innerJoin('clientes as c', 'c.id', 'r.cliente_id')
      .where('r.ventas', '<>', 0)
      .select(['r.cliente_id', sql<string>`max(c.nombre)`.as('cliente'), sql<number>`sum(r.ventas)`.as('ventas'), sql<number>`sum(r.total)`.as('total')])
      .groupBy('r.cliente_id')
      .orderBy(sql`sum(r.total)`, 'desc')
      .orderBy('r.cliente_id')
      .limit(limit)
      .execute();
    if (top.length === 0) return [];
    // First and last purchase of those customers only (index by venue, customer and time).
    const fechas = await ventas(db, f, 'pagada')
      .where(
        'v.cliente_id',
        'in',
        top.map((t) => t.cliente_id),
      )
      .select(['v.cliente_id', sql<string>`min(v.finalizada_at)`.as('primera'), sql<string>`max(v.finalizada_at)`.as('ultima')])
      .groupBy('v.cliente_id')
      .execute();
    const porId = new Map(fechas.map((r) => [r.cliente_id, r]));
    return top.map((r) => {
      const d = porId.get(r.cliente_id);
      return {
        clienteId: r.cliente_id,
        cliente: r.cliente,
        ventas: n(r.ventas),
        total: n(r.total),
        primera: new Date(d?.primera ?? 0).toISOString(),
        ultima: new Date(d?.ultima ?? 0).toISOString(),
      };
    });
  }
  const rows = await ventas(db, f, 'pagada')
    .innerJoin('clientes as c', 'c.id', 'v.cliente_id')
    .select([
      'v.cliente_id',
      sql<string>`max(c.nombre)`.as('cliente'),
      sql<number>`count(*)`.as('ventas'),
      sql<number>`sum(v.total)`.as('total'),
      sql<string>`min(v.finalizada_at)`.as('primera'),
      sql<string>`max(v.finalizada_at)`.as('ultima'),
    ])
    .groupBy('v.cliente_id')
    .orderBy(sql`sum(v.total)`, 'desc')
    .orderBy('v.cliente_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    clienteId: r.cliente_id!,
    cliente: r.cliente,
    ventas: n(r.ventas),
    total: n(r.total),
    primera: new Date(r.primera).toISOString(),
    ultima: new Date(r.ultima).toISOString(),
  }));
}

/** Paid sales with and without a customer, and how many customers bought. */
export async function conteoClientes(db: Db, f: Filtro): Promise<{ clientes: number; ventas: number; total: number; sinCliente: number }> {
  const h = horasResumen(f);
  if (h) {
    const [con, todas] = await Promise.all([
      resumen(db, 'resumen_clientes', f, h)
        .where('r.ventas', '>', 0)
        .select([sql<number>`count(distinct r.cliente_id)`.as('clientes'), sql<number>`sum(r.ventas)`.as('ventas'), sql<number>`sum(r.total)`.as('total')])
        .executeTakeFirst(),
      resumen(db, 'resumen_ventas', f, h).select(sql<number>`sum(r.ventas)`.as('ventas')).executeTakeFirst(),
    ]);
    return { clientes: n(con?.clientes), ventas: n(con?.ventas), total: n(con?.total), sinCliente: n(todas?.ventas) - n(con?.ventas) };
  }
  const row = await ventas(db, f, 'pagada')
    .select([
      sql<number>`count(distinct v.cliente_id)`.as('clientes'),
      sql<number>`sum(case when v.cliente_id is null then 0 else 1 end)`.as('ventas'),
      sql<number>`sum(case when v.cliente_id is null then 0 else v.total end)`.as('total'),
      sql<number>`sum(case when v.cliente_id is null then 1 else 0 end)`.as('sin_cliente'),
    ])
    .executeTakeFirst();
  return { clientes: n(row?.clientes), ventas: n(row?.ventas), total: n(row?.total), sinCliente: n(row?.sin_cliente) };
}

/** Current-account balances other than zero, today (a balance is not bounded by a range). */
export async function saldosCuentas(db: Db, localId: number, clienteId?: number): Promise<{ clienteId: number; cliente: string; saldo: number; ultimo: string }[]> {
  let q = db
    .selectFrom('cuenta_movimientos as m')
    .innerJoin('clientes as c', 'c.id', 'm.cliente_id')
    .select(['m.cliente_id', sql<string>`max(c.nombre)`.as('cliente'), sql<number>`sum(m.monto)`.as('saldo'), sql<string>`max(m.created_at)`.as('ultimo')])
    .where('m.local_id', '=', localId)
    .groupBy('m.cliente_id')
    .having(sql`sum(m.monto)`, '<>', 0)
    .orderBy(sql`sum(m.monto)`, 'desc')
    .orderBy('m.cliente_id');
  if (clienteId !== undefined) q = q.where('m.cliente_id', '=', clienteId);
  const rows = await q.execute();
  return rows.map((r) => ({ clienteId: r.cliente_id, cliente: r.cliente, saldo: n(r.saldo), ultimo: new Date(r.ultimo).toISOString() }));
}

/** Payments received on current accounts in the range, by currency (monto is negative: it lowers the balance). */
export async function cobrosCuenta(db: Db, f: Filtro): Promise<MonedaRow[]> {
  let q = db
    .selectFrom('cuenta_movimientos as m')
    .where('m.local_id', '=', f.localId)
    .where('m.tipo', '=', 'pago')
    .where('m.created_at', '>=', f.from)
    .where('m.created_at', '<', f.to);
  if (f.clienteId !== undefined) q = q.where('m.cliente_id', '=', f.clienteId);
  if (f.arqueoId !== undefined) q = q.where('m.arqueo_id', '=', f.arqueoId);
  if (f.medioPagoId !== undefined) q = q.where('m.medio_pago_id', '=', f.medioPagoId);
  const rows = await q
    .select([
      sql<string | null>`m.moneda`.as('moneda'),
      sql<number>`sum(coalesce(m.monto_moneda, -m.monto))`.as('monto'),
      sql<number>`sum(-m.monto)`.as('monto_local'),
    ])
    .groupBy('m.moneda')
    .execute();
  return rows.map((r) => ({ moneda: r.moneda ?? '', monto: n(r.monto), montoLocal: n(r.monto_local) }));
}

export interface GastoRow {
  categoria: string;
  gastos: number;
  pesos: number;
  reales: number;
  dolares: number;
}

/** Expenses dated in the range by category (each currency apart). */
export async function gastosPorCategoria(db: Db, f: Filtro): Promise<GastoRow[]> {
  let q = db.selectFrom('gastos as g').where('g.local_id', '=', f.localId).where('g.fecha', '>=', f.from).where('g.fecha', '<', f.to);
  if (f.arqueoId !== undefined) q = q.where('g.arqueo_id', '=', f.arqueoId);
  if (f.usuarioId !== undefined) q = q.where('g.usuario_id', '=', f.usuarioId);
  const rows = await q
    .select([
      'g.categoria',
      sql<number>`count(*)`.as('gastos'),
      sql<number>`sum(g.monto_pesos)`.as('pesos'),
      sql<number>`sum(g.monto_reales)`.as('reales'),
      sql<number>`sum(g.monto_dolares)`.as('dolares'),
    ])
    .groupBy('g.categoria')
    .orderBy('g.categoria')
    .execute();
  return rows.map((r) => ({ categoria: r.categoria, gastos: n(r.gastos), pesos: n(r.pesos), reales: n(r.reales), dolares: n(r.dolares) }));
}

/** Expenses by UTC hour (to fold into the venue's days). */
export async function gastosPorHoraUtc(db: Db, f: Filtro): Promise<{ hora: string; pesos: number; reales: number; dolares: number }[]> {
  const hora = utcHour(db, 'g.fecha');
  let q = db.selectFrom('gastos as g').where('g.local_id', '=', f.localId).where('g.fecha', '>=', f.from).where('g.fecha', '<', f.to);
  if (f.arqueoId !== undefined) q = q.where('g.arqueo_id', '=', f.arqueoId);
  if (f.usuarioId !== undefined) q = q.where('g.usuario_id', '=', f.usuarioId);
  const rows = await q
    .select([hora.as('hora'), sql<number>`sum(g.monto_pesos)`.as('pesos'), sql<number>`sum(g.monto_reales)`.as('reales'), sql<number>`sum(g.monto_dolares)`.as('dolares')])
    .groupBy(hora)
    .execute();
  return rows.map((r) => ({ hora: r.hora, pesos: n(r.pesos), reales: n(r.reales), dolares: n(r.dolares) }));
}

/** The venue's current rates (micro units) by currency. */
export async function tasas(db: Db, localId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('tipos_cambio').select(['moneda', 'valor_micro']).where('local_id', '=', localId).execute();
  return new Map(rows.map((r) => [r.moneda, n(r.valor_micro)]));
}

export interface ArqueoReporteRow {
  id: number;
  fecha: string;
  estado: string;
  montoInicial: number;
  esperado: number | null;
  contado: number | null;
  diferencia: number | null;
  usuarioApertura: string;
  usuarioCierre: string | null;
  /** The till's name. */
  caja: string | null;
  ventas: number;
  totalVentas: number;
}

/** The registers of the venue's dates `desde`..`hasta`, with their paid sales. */
export async function arqueosEntre(db: Db, localId: number, desde: string, hasta: string, arqueoId?: number): Promise<ArqueoReporteRow[]> {
  // The registers' paid sales: from the summaries (every paid sale is in them), else the rows.
  const delRango = db.selectFrom('arqueos as ra').select('ra.id').where('ra.local_id', '=', localId).where('ra.fecha', '>=', desde).where('ra.fecha', '<=', hasta);
  const porArqueo = leerResumen
    ? db
        .selectFrom('resumen_ventas as r')
        .select([sql<number | null>`r.arqueo_id`.as('arqueo_id'), sql<number>`sum(r.ventas)`.as('ventas'), sql<number>`sum(r.total)`.as('total')])
        .where('r.local_id', '=', localId)
        .where('r.arqueo_id', 'in', delRango)
        .groupBy('r.arqueo_id')
    : db
        .selectFrom('ventas as v')
        .select([sql<number | null>`v.arqueo_id`.as('arqueo_id'), sql<number>`count(*)`.as('ventas'), sql<number>`sum(v.total)`.as('total')])
        .where('v.local_id', '=', localId)
        .where('v.estado', '=', 'pagada')
        .groupBy('v.arqueo_id');
  let q = db
    .selectFrom('arqueos as a')
    .innerJoin('usuarios as ua', 'ua.id', 'a.usuario_apertura_id')
    .leftJoin('usuarios as uc', 'uc.id', 'a.usuario_cierre_id')
    .leftJoin('cajas as cj', 'cj.id', 'a.caja_id')
    .leftJoin(porArqueo.as('s'), 's.arqueo_id', 'a.id')
    .select([
      'a.id',
      'a.fecha',
      'a.estado',
      'a.monto_inicial',
      'a.total_esperado',
      'a.total_real',
      'a.diferencia',
      'ua.nombre as apertura',
      'uc.nombre as cierre',
      'cj.nombre as caja',
      sql<number>`coalesce(s.ventas, 0)`.as('ventas'),
      sql<number>`coalesce(s.total, 0)`.as('total'),
    ])
    .where('a.local_id', '=', localId)
    .where('a.fecha', '>=', desde)
    .where('a.fecha', '<=', hasta)
    .orderBy('a.fecha', 'desc');
  if (arqueoId !== undefined) q = q.where('a.id', '=', arqueoId);
  const rows = await q.execute();
  const maybe = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    id: r.id,
    fecha: r.fecha,
    estado: r.estado,
    montoInicial: n(r.monto_inicial),
    esperado: maybe(r.total_esperado),
    contado: maybe(r.total_real),
    diferencia: maybe(r.diferencia),
    usuarioApertura: r.apertura,
    usuarioCierre: r.cierre,
    caja: r.caja ?? null,
    ventas: n(r.ventas),
    totalVentas: n(r.total),
  }));
}

/** Tables with an open draft, and all tables. */
export async function mesasOcupadas(db: Db, localId: number): Promise<{ ocupadas: number; total: number }> {
  const total = await db.selectFrom('mesas').select(sql<number>`count(*)`.as('n')).where('local_id', '=', localId).executeTakeFirst();
  const ocupadas = await db
    .selectFrom('mesa_drafts')
    .select(sql<number>`count(distinct mesa_id)`.as('n'))
    .where('local_id', '=', localId)
    .where('estado', '=', 'activo')
    .where('mesa_id', 'is not', null)
    .executeTakeFirst();
  return { ocupadas: n(ocupadas?.n), total: n(total?.n) };
}

/** Kitchen orders in progress (released, not delivered or cancelled), and those older than `lateBefore`. */
export async function pedidosEnCurso(db: Db, localId: number, lateBefore: string): Promise<{ enCurso: number; atrasados: number }> {
  const row = await db
    .selectFrom('pedidos')
    .select([
      sql<number>`count(*)`.as('en_curso'),
      sql<number>`sum(case when estado in ('pendiente', 'preparacion') and fecha_creacion < ${lateBefore} then 1 else 0 end)`.as('atrasados'),
    ])
    .where('local_id', '=', localId)
    .where('estado', 'in', ['pendiente', 'preparacion', 'listo'])
    .where('retenido', '=', 0)
    .executeTakeFirst();
  return { enCurso: n(row?.en_curso), atrasados: n(row?.atrasados) };
}

/* Z close */

export interface CierreZRow {
  id: number;
  numero: number;
  fecha: string;
  total: number;
  ventas: number;
  datos: string;
  usuarioId: number;
  usuarioNombre: string;
  createdAt: string;
}

function cierresQuery(db: Db, localId: number) {
  return db
    .selectFrom('cierres_z as z')
    .innerJoin('usuarios as u', 'u.id', 'z.usuario_id')
    .select(['z.id', 'z.numero', 'z.fecha', 'z.total', 'z.ventas', 'z.datos', 'z.usuario_id', 'u.nombre', 'z.created_at'])
    .where('z.local_id', '=', localId);
}

function toCierre(r: { id: number; numero: number; fecha: string; total: number; ventas: number; datos: string; usuario_id: number; nombre: string; created_at: string }): CierreZRow {
  return {
    id: r.id,
    numero: n(r.numero),
    fecha: r.fecha,
    total: n(r.total),
    ventas: n(r.ventas),
    datos: r.datos,
    usuarioId: r.usuario_id,
    usuarioNombre: r.nombre,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function findCierreZ(db: Db, localId: number, id: number): Promise<CierreZRow | null> {
  const row = await cierresQuery(db, localId).where('z.id', '=', id).executeTakeFirst();
  return row ? toCierre(row) : null;
}

export async function findCierreZPorFecha(db: Db, localId: number, fecha: string): Promise<CierreZRow | null> {
  const row = await cierresQuery(db, localId).where('z.fecha', '=', fecha).executeTakeFirst();
  return row ? toCierre(row) : null;
}

export async function listCierresZ(db: Db, localId: number, limit: number): Promise<CierreZRow[]> {
  const rows = await cierresQuery(db, localId).orderBy('z.numero', 'desc').limit(limit).execute();
  return rows.map(toCierre);
}

/**
 * Issues the day's Z close with the next number. The unique (venue, date) and (venue, number)
 * constraints keep a second one out even when two cashiers press at once: returns null then.
 */
export async function insertCierreZ(
  db: Db,
  localId: number,
  z: { fecha: string; total: number; ventas: number; datos: string; usuarioId: number; at: string },
): Promise<number | null> {
  const last = await db.selectFrom('cierres_z').select(sql<number>`max(numero)`.as('n')).where('local_id', '=', localId).executeTakeFirst();
  const numero = n(last?.n) + 1;
  const row = await db
    .insertInto('cierres_z')
    .values({ local_id: localId, numero, fecha: z.fecha, total: z.total, ventas: z.ventas, datos: z.datos, usuario_id: z.usuarioId, created_at: z.at })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}
