import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { anuladasTrasZ } from './ajustes-z.repository';
import { ajustes, horasResumen, n, negativo, resumen, utcHour, ventas, type Filtro, type VentasQuery } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/* The sales report's queries: paid sales by hour, discounts, voids and payments (the dashboard and the Z close read them too). */

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
  // The sales of the range's days, then the voids of Z-closed days made in it on their void's hour.
  const z = await anuladasTrasZ(db, f);
  const porHora = async (q: VentasQuery, columna: 'v.finalizada_at' | 'v.anulada_at', s: (v: unknown) => number) => {
    const hora = utcHour(db, columna);
    const rows = await q
      .select([
        hora.as('hora'),
        'v.origen',
        'v.usuario_id',
        sql<number>`count(*)`.as('ventas'),
        sql<number>`sum(v.total)`.as('total'),
        sql<number>`sum(v.subtotal)`.as('subtotal'),
        sql<number>`sum(v.descuento_general + v.descuento_cliente + v.descuento_promocion)`.as('descuentos'),
        sql<number>`sum(v.vuelto)`.as('vuelto'),
      ])
      .groupBy([hora, 'v.origen', 'v.usuario_id'])
      .execute();
    return rows.map((r) => ({
      hora: r.hora,
      origen: r.origen,
      usuarioId: r.usuario_id,
      ventas: s(r.ventas),
      total: s(r.total),
      subtotal: s(r.subtotal),
      descuentosVenta: s(r.descuentos),
      vuelto: s(r.vuelto),
    }));
  };
  const adj = ajustes(db, f, z);
  const [propias, negativas] = await Promise.all([porHora(ventas(db, f, 'pagada', z), 'v.finalizada_at', n), adj ? porHora(adj, 'v.anulada_at', negativo) : []]);
  return [...propias, ...negativas];
}

/** The names of users by id. */
export async function nombresUsuarios(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('usuarios')
    .select(['id', 'nombre'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

/** Line discounts of the paid sales. */
export async function descuentosDeLinea(db: Db, f: Filtro): Promise<number> {
  const h = horasResumen(f);
  if (h) {
    const row = await resumen(db, 'resumen_ventas', f, h)
      .select(sql<number>`sum(r.descuento_lineas)`.as('descuento'))
      .executeTakeFirst();
    return n(row?.descuento);
  }
  // Only the lines with a discount (partial index venta_items_con_descuento_idx, migration 0026):
  // the same sum without visiting every line of the range.
  const z = await anuladasTrasZ(db, f);
  const suma = async (q: VentasQuery) =>
    n(
      (
        await q
          .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
          .where('vi.descuento', '<>', 0)
          .select(sql<number>`sum(vi.descuento)`.as('descuento'))
          .executeTakeFirst()
      )?.descuento,
    );
  const adj = ajustes(db, f, z);
  const [propio, ajuste] = await Promise.all([suma(ventas(db, f, 'pagada', z)), adj ? suma(adj) : 0]);
  return propio - ajuste;
}

/** Voided sales of the range that their days lost (a void after the day's Z is an adjustment of the void's day instead). */
export async function anuladas(db: Db, f: Filtro): Promise<{ ventas: number; total: number }> {
  const h = horasResumen(f);
  if (h) {
    const row = await resumen(db, 'resumen_ventas', f, h)
      .select([sql<number>`sum(r.anuladas)`.as('ventas'), sql<number>`sum(r.total_anuladas)`.as('total')])
      .executeTakeFirst();
    return { ventas: n(row?.ventas), total: n(row?.total) };
  }
  const row = await ventas(db, f, 'anulada', await anuladasTrasZ(db, f))
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

/** Payments of the range's days' sales, less those of the voids of Z-closed days made in it. */
async function pagosCrudos(db: Db, f: Filtro) {
  const z = await anuladasTrasZ(db, f);
  const porMedioMoneda = (q: VentasQuery) =>
    q
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
  const adj = ajustes(db, f, z);
  const [propios, negativos] = await Promise.all([porMedioMoneda(ventas(db, f, 'pagada', z)), adj ? porMedioMoneda(adj) : []]);
  const out = new Map(propios.map((r) => [`${r.medio_pago_id}:${r.moneda}`, { ...r, pagos: n(r.pagos), monto: n(r.monto), monto_local: n(r.monto_local) }]));
  for (const r of negativos) {
    const key = `${r.medio_pago_id}:${r.moneda}`;
    const row = out.get(key) ?? { ...r, pagos: 0, monto: 0, monto_local: 0 };
    out.set(key, { ...row, pagos: row.pagos - n(r.pagos), monto: row.monto - n(r.monto), monto_local: row.monto_local - n(r.monto_local) });
  }
  return [...out.values()];
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
