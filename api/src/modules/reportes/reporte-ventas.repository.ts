import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { horasResumen, n, resumen, utcHour, ventas, type Filtro } from './reportes-filtro.repository';

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
