import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
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
 * For speed, the sums by UTC hour that a sale's transaction keeps (resumen.repository.ts,
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

/** Whether the queries read the summaries where they serve (usarResumen sets it). */
export function usaResumen(): boolean {
  return leerResumen;
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
export const utcHour = (db: Db, column: string): RawBuilder<string> => horaUtc(db, column);

export type VentasQuery = SelectQueryBuilder<Database & { v: Database['ventas'] }, 'v', object>;

/**
 * The voids of Z-closed days a range touches (ajustes-z.repository reads them): `suDia`, sales
 * finished in the range and voided after their day's Z, which their day still counts as paid (as
 * its Z printed them); `ajustes`, such voids made within the range (and, with a register filter,
 * handed back by that register), which count there as negative sales on the void's hour.
 */
export interface TrasZ {
  suDia: number[];
  ajustes: number[];
}

/** The report's filters on what a sale is and holds (seller, customer, order type, method, product, category). */
function dimensiones(q: VentasQuery, f: Filtro): VentasQuery {
  if (f.usuarioId !== undefined) q = q.where('v.usuario_id', '=', f.usuarioId);
  if (f.clienteId !== undefined) q = q.where('v.cliente_id', '=', f.clienteId);
  if (f.origen !== undefined) q = q.where('v.origen', '=', f.origen);
  if (f.medioPagoId !== undefined) {
    const medio = f.medioPagoId;
    q = q.where(({ exists, selectFrom }) => exists(selectFrom('venta_pagos as fp').select('fp.id').whereRef('fp.venta_id', '=', 'v.id').where('fp.medio_pago_id', '=', medio)));
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

/**
 * Sales of a state whose finish time is in the range, with the report's filters. Paid: as the
 * days' Z closes counted them (a sale voided after its day's Z is still a sale of that day);
 * voided: the sales their days lost (not those).
 */
export function ventas(db: Db, f: Filtro, estado: 'pagada' | 'anulada', z: TrasZ): VentasQuery {
  let q = db.selectFrom('ventas as v').where('v.local_id', '=', f.localId).where('v.finalizada_at', '>=', f.from).where('v.finalizada_at', '<', f.to) as unknown as VentasQuery;
  const suDia = z.suDia;
  if (suDia.length === 0) q = q.where('v.estado', '=', estado);
  else if (estado === 'pagada') q = q.where((eb) => eb.or([eb('v.estado', '=', 'pagada'), eb('v.id', 'in', suDia)]));
  else q = q.where('v.estado', '=', 'anulada').where('v.id', 'not in', suDia);
  if (f.arqueoId !== undefined) q = q.where('v.arqueo_id', '=', f.arqueoId);
  return dimensiones(q, f);
}

/**
 * The voids of Z-closed days made within the range, with the report's filters on the sale (the
 * register is the one that handed the cash back, already chosen in `z`): each counts as a
 * negative sale on its void's hour. Null when there is none.
 */
export function ajustes(db: Db, f: Filtro, z: TrasZ): VentasQuery | null {
  if (z.ajustes.length === 0) return null;
  const q = db.selectFrom('ventas as v').where('v.local_id', '=', f.localId).where('v.id', 'in', z.ajustes) as unknown as VentasQuery;
  return dimensiones(q, f);
}

/** A count or amount of an adjustment, negative (never -0, which tests and JSON tell apart). */
export const negativo = (v: unknown): number => (n(v) === 0 ? 0 : -n(v));
