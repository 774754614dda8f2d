import { MEDIOS_DECLARABLES } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** One denomination of a stored count: `valor` in minor units of `moneda`. */
export interface ConteoRow {
  arqueoId: number;
  moneda: string;
  valor: number;
  cantidad: number;
}

/** A non-cash method of a closed session, amounts in minor units of the venue's currency. */
export interface MedioRow {
  arqueoId: number;
  medioPagoId: number;
  nombre: string;
  tipo: string;
  esperado: number;
  declarado: number | null;
}

export async function insertConteos(db: Db, rows: readonly ConteoRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('arqueo_conteos')
    .values(rows.map((r) => ({ arqueo_id: r.arqueoId, moneda: r.moneda, valor: r.valor, cantidad: r.cantidad })))
    .execute();
}

export async function listConteos(db: Db, arqueoIds: readonly number[]): Promise<ConteoRow[]> {
  if (arqueoIds.length === 0) return [];
  const rows = await db
    .selectFrom('arqueo_conteos')
    .select(['arqueo_id', 'moneda', 'valor', 'cantidad'])
    .where('arqueo_id', 'in', [...arqueoIds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ arqueoId: r.arqueo_id, moneda: r.moneda, valor: Number(r.valor), cantidad: Number(r.cantidad) }));
}

export async function insertMedios(db: Db, rows: readonly MedioRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('arqueo_medios')
    .values(
      rows.map((r) => ({
        arqueo_id: r.arqueoId,
        medio_pago_id: r.medioPagoId,
        medio_nombre: r.nombre,
        medio_tipo: r.tipo,
        esperado: r.esperado,
        declarado: r.declarado,
      })),
    )
    .execute();
}

export async function listMedios(db: Db, arqueoIds: readonly number[]): Promise<MedioRow[]> {
  if (arqueoIds.length === 0) return [];
  const rows = await db
    .selectFrom('arqueo_medios')
    .select(['arqueo_id', 'medio_pago_id', 'medio_nombre', 'medio_tipo', 'esperado', 'declarado'])
    .where('arqueo_id', 'in', [...arqueoIds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    arqueoId: r.arqueo_id,
    medioPagoId: r.medio_pago_id,
    nombre: r.medio_nombre,
    tipo: r.medio_tipo,
    esperado: Number(r.esperado),
    declarado: r.declarado === null ? null : Number(r.declarado),
  }));
}

/** The venue's payment methods whose totals are declared at the close (active or not: an old one may still have charges). */
export async function listDeclarableMedios(db: Db, localId: number): Promise<{ id: number; nombre: string; tipo: string; activo: boolean; orden: number }[]> {
  const rows = await db
    .selectFrom('medios_pago')
    .select(['id', 'nombre', 'tipo', 'activo', 'orden'])
    .where('local_id', '=', localId)
    .where('tipo', 'in', [...MEDIOS_DECLARABLES])
    .orderBy('orden')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, tipo: r.tipo, activo: Boolean(r.activo), orden: Number(r.orden) }));
}

/** A payment method of the venue, any kind. */
export async function findMedio(db: Db, localId: number, id: number): Promise<{ id: number; nombre: string; tipo: string } | null> {
  const row = await db.selectFrom('medios_pago').select(['id', 'nombre', 'tipo']).where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/**
 * What each non-cash method charged in these sessions, in minor units of the venue's currency:
 * the payments of their paid sales, the tips charged with them (a terminal's total includes the
 * tip) and the payments on account taken in them. Voided sales are out: their charge was reversed
 * at the terminal.
 */
export async function expectedByMedio(db: Db, localId: number, arqueoIds: readonly number[]): Promise<{ arqueoId: number; medioPagoId: number; monto: number }[]> {
  if (arqueoIds.length === 0) return [];
  const tipos = [...MEDIOS_DECLARABLES];
  const pagos = await db
    .selectFrom('venta_pagos as p')
    .innerJoin('ventas as v', 'v.id', 'p.venta_id')
    .select((eb) => ['v.arqueo_id', 'p.medio_pago_id', eb.fn.sum<number>('p.monto_local').as('monto')])
    .where('v.local_id', '=', localId)
    .where('v.arqueo_id', 'in', [...arqueoIds])
    .where('v.estado', '=', 'pagada')
    .where('p.medio_tipo', 'in', tipos)
    .groupBy(['v.arqueo_id', 'p.medio_pago_id'])
    .execute();
  const propinas = await db
    .selectFrom('propinas as t')
    .innerJoin('ventas as v', 'v.id', 't.venta_id')
    .select((eb) => ['t.arqueo_id', 't.medio_pago_id', eb.fn.sum<number>('t.monto_local').as('monto')])
    .where('t.local_id', '=', localId)
    .where('t.arqueo_id', 'in', [...arqueoIds])
    .where('v.estado', '=', 'pagada')
    .where('t.medio_tipo', 'in', tipos)
    .groupBy(['t.arqueo_id', 't.medio_pago_id'])
    .execute();
  // A payment on account lowers the debt: its movement is negative, the charge is its opposite.
  const cobros = await db
    .selectFrom('cuenta_movimientos as c')
    .innerJoin('medios_pago as mp', 'mp.id', 'c.medio_pago_id')
    .select((eb) => ['c.arqueo_id', 'c.medio_pago_id', eb.fn.sum<number>(eb.neg(eb.ref('c.monto'))).as('monto')])
    .where('c.local_id', '=', localId)
    .where('c.arqueo_id', 'in', [...arqueoIds])
    .where('c.tipo', '=', 'pago')
    .where('mp.tipo', 'in', tipos)
    .groupBy(['c.arqueo_id', 'c.medio_pago_id'])
    .execute();
  const out = new Map<string, { arqueoId: number; medioPagoId: number; monto: number }>();
  for (const r of [...pagos, ...propinas, ...cobros]) {
    if (r.medio_pago_id === null) continue;
    if (r.arqueo_id === null) continue;
    const key = `${r.arqueo_id}:${r.medio_pago_id}`;
    const row = out.get(key) ?? { arqueoId: Number(r.arqueo_id), medioPagoId: Number(r.medio_pago_id), monto: 0 };
    row.monto += Number(r.monto);
    out.set(key, row);
  }
  return [...out.values()];
}
