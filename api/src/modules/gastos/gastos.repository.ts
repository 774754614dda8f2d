import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An expense as stored: amounts in minor units. */
export interface GastoRow {
  id: number;
  arqueoId: number | null;
  categoria: string;
  descripcion: string;
  notas: string | null;
  pagadoPor: string;
  montoPesos: number;
  montoReales: number;
  montoDolares: number;
  desdeCaja: boolean;
  usuarioId: number;
  fecha: string;
  createdAt: string;
}

export type GastoValues = Omit<GastoRow, 'id' | 'createdAt'>;

const COLUMNS = [
  'id',
  'arqueo_id',
  'categoria',
  'descripcion',
  'notas',
  'pagado_por',
  'monto_pesos',
  'monto_reales',
  'monto_dolares',
  'desde_caja',
  'usuario_id',
  'fecha',
  'created_at',
] as const;

function toRow(r: {
  id: number;
  arqueo_id: number | null;
  categoria: string;
  descripcion: string;
  notas: string | null;
  pagado_por: string;
  monto_pesos: number;
  monto_reales: number;
  monto_dolares: number;
  desde_caja: number | boolean;
  usuario_id: number;
  fecha: string;
  created_at: string;
}): GastoRow {
  return {
    id: r.id,
    arqueoId: r.arqueo_id,
    categoria: r.categoria,
    descripcion: r.descripcion,
    notas: r.notas,
    pagadoPor: r.pagado_por,
    montoPesos: Number(r.monto_pesos),
    montoReales: Number(r.monto_reales),
    montoDolares: Number(r.monto_dolares),
    desdeCaja: Boolean(r.desde_caja),
    usuarioId: r.usuario_id,
    fecha: r.fecha,
    createdAt: r.created_at,
  };
}

type EditableValues = Omit<GastoValues, 'fecha' | 'usuarioId'>;

function editableColumns(g: EditableValues) {
  return {
    arqueo_id: g.arqueoId,
    categoria: g.categoria,
    descripcion: g.descripcion,
    notas: g.notas,
    pagado_por: g.pagadoPor,
    monto_pesos: g.montoPesos,
    monto_reales: g.montoReales,
    monto_dolares: g.montoDolares,
    desde_caja: g.desdeCaja,
  };
}

function toColumns(g: GastoValues) {
  return { ...editableColumns(g), usuario_id: g.usuarioId, fecha: g.fecha };
}

export async function insertGasto(db: Db, localId: number, gasto: GastoValues): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('gastos')
    .values({ local_id: localId, ...toColumns(gasto), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The author and the date stay those of the first record. */
export async function updateGasto(db: Db, localId: number, id: number, gasto: EditableValues): Promise<void> {
  await db
    .updateTable('gastos')
    .set({ ...editableColumns(gasto), updated_at: new Date().toISOString() })
    .where('local_id', '=', localId)
    .where('id', '=', id)
    .execute();
}

export async function deleteGasto(db: Db, localId: number, id: number): Promise<void> {
  await db.deleteFrom('gastos').where('local_id', '=', localId).where('id', '=', id).execute();
}

export async function findGasto(db: Db, localId: number, id: number): Promise<GastoRow | null> {
  const row = await db.selectFrom('gastos').select(COLUMNS).where('local_id', '=', localId).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Expenses of the venue in [from, to) or of one audit, newest first. */
export async function listGastos(db: Db, localId: number, filter: { from: string; to: string } | { arqueoId: number }): Promise<GastoRow[]> {
  let query = db.selectFrom('gastos').select(COLUMNS).where('local_id', '=', localId);
  query = 'arqueoId' in filter ? query.where('arqueo_id', '=', filter.arqueoId) : query.where('fecha', '>=', filter.from).where('fecha', '<', filter.to);
  const rows = await query.orderBy('fecha', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toRow);
}

export async function insertGastos(db: Db, localId: number, gastos: readonly GastoValues[]): Promise<number[]> {
  if (gastos.length === 0) return [];
  const rows = await db
    .insertInto('gastos')
    .values(gastos.map((g) => ({ local_id: localId, ...toColumns(g), created_at: g.fecha, updated_at: g.fecha })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
