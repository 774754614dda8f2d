import type { CajaMovimientoTipo } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An audit as stored: amounts in minor units of the venue's currency. */
export interface ArqueoRow {
  id: number;
  fecha: string;
  estado: 'abierto' | 'cerrado';
  montoInicial: number;
  totalEsperado: number | null;
  totalReal: number | null;
  diferencia: number | null;
  observacionesApertura: string | null;
  observaciones: string | null;
  usuarioAperturaId: number;
  usuarioCierreId: number | null;
  abiertoAt: string;
  cerradoAt: string | null;
  /** The till of the session. */
  cajaId: number;
}

const COLUMNS = [
  'id',
  'fecha',
  'estado',
  'monto_inicial',
  'total_esperado',
  'total_real',
  'diferencia',
  'observaciones_apertura',
  'observaciones',
  'usuario_apertura_id',
  'usuario_cierre_id',
  'abierto_at',
  'cerrado_at',
  'caja_id',
] as const;

const num = (v: number | null) => (v === null ? null : Number(v));

function toRow(r: {
  id: number;
  fecha: string;
  estado: string;
  monto_inicial: number;
  total_esperado: number | null;
  total_real: number | null;
  diferencia: number | null;
  observaciones_apertura: string | null;
  observaciones: string | null;
  usuario_apertura_id: number;
  usuario_cierre_id: number | null;
  abierto_at: string;
  cerrado_at: string | null;
  caja_id: number;
}): ArqueoRow {
  return {
    id: r.id,
    fecha: r.fecha,
    estado: r.estado === 'abierto' ? 'abierto' : 'cerrado',
    montoInicial: Number(r.monto_inicial),
    totalEsperado: num(r.total_esperado),
    totalReal: num(r.total_real),
    diferencia: num(r.diferencia),
    observacionesApertura: r.observaciones_apertura,
    observaciones: r.observaciones,
    usuarioAperturaId: r.usuario_apertura_id,
    usuarioCierreId: r.usuario_cierre_id,
    abiertoAt: r.abierto_at,
    cerradoAt: r.cerrado_at,
    cajaId: Number(r.caja_id),
  };
}

/**
 * The open audit. With `lock`, PostgreSQL holds a share lock on it until the transaction ends, so
 * a concurrent close waits for this cash movement to commit (and a movement that comes after
 * the close finds no open audit). SQLite runs one transaction at a time and needs no lock.
 */
export async function findOpenArqueo(db: Db, localId: number, lock = false): Promise<ArqueoRow | null> {
  let query = db.selectFrom('arqueos').select(COLUMNS).where('local_id', '=', localId).where('estado', '=', 'abierto');
  if (lock && dialectOf(db) === 'postgres') query = query.forShare();
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Every open session of the venue (one per till at most), the oldest first; `lock` as above. */
export async function findOpenArqueos(db: Db, localId: number, lock = false): Promise<ArqueoRow[]> {
  let query = db.selectFrom('arqueos').select(COLUMNS).where('local_id', '=', localId).where('estado', '=', 'abierto').orderBy('abierto_at').orderBy('id');
  if (lock && dialectOf(db) === 'postgres') query = query.forShare();
  return (await query.execute()).map(toRow);
}

/** The sessions of a venue date, every till, the oldest first. */
export async function listArqueosDeFecha(db: Db, localId: number, fecha: string): Promise<ArqueoRow[]> {
  const rows = await db.selectFrom('arqueos').select(COLUMNS).where('local_id', '=', localId).where('fecha', '=', fecha).orderBy('abierto_at').orderBy('id').execute();
  return rows.map(toRow);
}

/** An audit by id; `lock` as in {@link findOpenArqueo}. */
export async function findArqueo(db: Db, localId: number, id: number, lock = false): Promise<ArqueoRow | null> {
  let query = db.selectFrom('arqueos').select(COLUMNS).where('local_id', '=', localId).where('id', '=', id);
  if (lock && dialectOf(db) === 'postgres') query = query.forShare();
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The id of the venue's closed audit of that date, if there is one. */
export async function findClosedArqueoIdForDate(db: Db, localId: number, fecha: string): Promise<number | null> {
  const row = await db.selectFrom('arqueos').select('id').where('local_id', '=', localId).where('fecha', '=', fecha).where('estado', '=', 'cerrado').executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Whether the venue (or, given `cajaId`, that till) has a session of that date. */
export async function arqueoExistsForDate(db: Db, localId: number, fecha: string, cajaId?: number): Promise<boolean> {
  let query = db.selectFrom('arqueos').select('id').where('local_id', '=', localId).where('fecha', '=', fecha);
  if (cajaId !== undefined) query = query.where('caja_id', '=', cajaId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertArqueo(
  db: Db,
  localId: number,
  a: { fecha: string; montoInicial: number; observaciones: string | null; usuarioId: number; at: string; cajaId: number },
): Promise<number> {
  const row = await db
    .insertInto('arqueos')
    .values({
      local_id: localId,
      fecha: a.fecha,
      estado: 'abierto',
      monto_inicial: a.montoInicial,
      observaciones_apertura: a.observaciones,
      usuario_apertura_id: a.usuarioId,
      abierto_at: a.at,
      caja_id: a.cajaId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks the audit closed if it is still open; false when someone closed it first. On PostgreSQL
 * the update waits for the transactions holding a share lock on it (cash movements in flight).
 */
export async function markArqueoClosed(db: Db, localId: number, id: number, c: { observaciones: string; usuarioId: number; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('arqueos')
    .set({ estado: 'cerrado', observaciones: c.observaciones, usuario_cierre_id: c.usuarioId, cerrado_at: c.at })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('estado', '=', 'abierto')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Freezes a closed audit's totals (minor units of the venue's currency). */
export async function setArqueoTotals(db: Db, localId: number, id: number, t: { totalEsperado: number; totalReal: number; diferencia: number }): Promise<void> {
  await db
    .updateTable('arqueos')
    .set({ total_esperado: t.totalEsperado, total_real: t.totalReal, diferencia: t.diferencia })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function listClosedArqueos(db: Db, localId: number, limit: number): Promise<ArqueoRow[]> {
  const rows = await db
    .selectFrom('arqueos')
    .select(COLUMNS)
    .where('local_id', '=', localId)
    .where('estado', '=', 'cerrado')
    .orderBy('cerrado_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export interface CajaMovimiento {
  arqueoId: number;
  tipo: CajaMovimientoTipo;
  moneda: string;
  /** Signed minor units of `moneda`: money out of the drawer is negative. */
  monto: number;
  ventaId?: number | null;
  gastoId?: number | null;
  cuentaMovimientoId?: number | null;
  at?: string;
}

export async function insertCajaMovimientos(db: Db, localId: number, movimientos: readonly CajaMovimiento[]): Promise<void> {
  const rows = movimientos.filter((m) => m.monto !== 0);
  if (rows.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('caja_movimientos')
    .values(
      rows.map((m) => ({
        local_id: localId,
        arqueo_id: m.arqueoId,
        tipo: m.tipo,
        moneda: m.moneda,
        monto: m.monto,
        venta_id: m.ventaId ?? null,
        gasto_id: m.gastoId ?? null,
        cuenta_movimiento_id: m.cuentaMovimientoId ?? null,
        created_at: m.at ?? now,
      })),
    )
    .execute();
}

/** Sums of the audits' movements by kind and currency. */
export async function sumCajaMovimientos(
  db: Db,
  localId: number,
  arqueoIds: readonly number[],
): Promise<{ arqueoId: number; tipo: CajaMovimientoTipo; moneda: string; monto: number }[]> {
  if (arqueoIds.length === 0) return [];
  const rows = await db
    .selectFrom('caja_movimientos')
    .select((eb) => ['arqueo_id', 'tipo', 'moneda', eb.fn.sum<number>('monto').as('monto')])
    .where('local_id', '=', localId)
    .where('arqueo_id', 'in', [...arqueoIds])
    .groupBy(['arqueo_id', 'tipo', 'moneda'])
    .orderBy('arqueo_id')
    .orderBy('moneda')
    .orderBy('tipo')
    .execute();
  return rows.map((r) => ({ arqueoId: r.arqueo_id, tipo: r.tipo as CajaMovimientoTipo, moneda: r.moneda, monto: Number(r.monto) }));
}

/** The cash a sale left in the drawers, by currency (its sale, change and any earlier reversal). */
export async function netCashOfVenta(db: Db, localId: number, ventaId: number): Promise<{ moneda: string; monto: number }[]> {
  const rows = await db
    .selectFrom('caja_movimientos')
    .select((eb) => ['moneda', eb.fn.sum<number>('monto').as('monto')])
    .where('local_id', '=', localId)
    .where('venta_id', '=', ventaId)
    .groupBy('moneda')
    .orderBy('moneda')
    .execute();
  return rows.map((r) => ({ moneda: r.moneda, monto: Number(r.monto) })).filter((r) => r.monto !== 0);
}

export async function deleteMovimientosDeGasto(db: Db, localId: number, gastoId: number): Promise<void> {
  await db.deleteFrom('caja_movimientos').where('local_id', '=', localId).where('gasto_id', '=', gastoId).execute();
}

export interface ArqueoMonedaRow {
  arqueoId: number;
  moneda: string;
  esperado: number;
  contado: number;
  diferencia: number;
  descripcion: string | null;
}

export async function insertArqueoMonedas(db: Db, rows: readonly ArqueoMonedaRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('arqueo_monedas')
    .values(
      rows.map((r) => ({
        arqueo_id: r.arqueoId,
        moneda: r.moneda,
        esperado: r.esperado,
        contado: r.contado,
        diferencia: r.diferencia,
        descripcion: r.descripcion,
      })),
    )
    .execute();
}

export async function listArqueoMonedas(db: Db, arqueoIds: readonly number[]): Promise<ArqueoMonedaRow[]> {
  if (arqueoIds.length === 0) return [];
  const rows = await db
    .selectFrom('arqueo_monedas')
    .select(['arqueo_id', 'moneda', 'esperado', 'contado', 'diferencia', 'descripcion'])
    .where('arqueo_id', 'in', [...arqueoIds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    arqueoId: r.arqueo_id,
    moneda: r.moneda,
    esperado: Number(r.esperado),
    contado: Number(r.contado),
    diferencia: Number(r.diferencia),
    descripcion: r.descripcion,
  }));
}

/**
 * Reopens a closed audit: open again, its count and closing cleared (the caller keeps them in
 * the audit log); false when it was not closed. Its foreign counts, count by denomination and
 * declared non-cash totals go with the count.
 */
export async function markArqueoReopened(db: Db, localId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('arqueos')
    .set({ estado: 'abierto', total_esperado: null, total_real: null, diferencia: null, observaciones: null, usuario_cierre_id: null, cerrado_at: null })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .where('estado', '=', 'cerrado')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('arqueo_monedas').where('arqueo_id', '=', id).execute();
  await db.deleteFrom('arqueo_conteos').where('arqueo_id', '=', id).execute();
  await db.deleteFrom('arqueo_medios').where('arqueo_id', '=', id).execute();
  return true;
}

/** Whether the venue day already has its Z close: a closed day's registers and movements stay as they are. */
export async function cierreZEmitido(db: Db, localId: number, fecha: string): Promise<boolean> {
  const row = await db.selectFrom('cierres_z').select('id').where('local_id', '=', localId).where('fecha', '=', fecha).executeTakeFirst();
  return row !== undefined;
}
