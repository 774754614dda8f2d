import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ultimoMovimientoHasta } from './reporte-costos.repository';

type Db = Kysely<Database>;

/* The use report's reads: the ingredients, their movements of a range summed by type, and their stock at each bound. */

export interface InsumoFila {
  id: number;
  nombre: string;
  unidad: string;
  activo: boolean;
  /** Minor units per unit, today. */
  costoUnitario: number;
}

export async function insumosDelLocal(db: Db, localId: number): Promise<InsumoFila[]> {
  const rows = await db.selectFrom('insumos').select(['id', 'nombre', 'unidad', 'activo', 'costo_unitario']).where('local_id', '=', localId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, unidad: r.unidad, activo: Boolean(r.activo), costoUnitario: Number(r.costo_unitario) }));
}

export interface SumaMovimientos {
  insumoId: number;
  tipo: string;
  /** Signed millionths. */
  cantidad: number;
  /** Sum of quantity (millionths) times the cost then (minor units): divide by 10^6. */
  valor: bigint;
}

/** The movements of [from, to) by ingredient and type. */
export async function sumasPorTipo(db: Db, localId: number, from: string, to: string): Promise<SumaMovimientos[]> {
  const rows = await db
    .selectFrom('insumo_movimientos')
    .select([
      'insumo_id',
      'tipo',
      sql<string | number>`sum(cantidad)`.as('cantidad'),
      // As text: a year's quantity times cost may pass a double's exact integers.
      sql<string | number>`cast(sum(cantidad * costo_unitario) as text)`.as('valor'),
    ])
    .where('local_id', '=', localId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(['insumo_id', 'tipo'])
    .execute();
  return rows.map((r) => ({ insumoId: r.insumo_id, tipo: r.tipo, cantidad: Number(r.cantidad), valor: BigInt(String(r.valor ?? '0').replace(/\..*$/, '')) }));
}

/** Stock (millionths) and cost of each ingredient after its last movement before an instant; absent when it had not moved. */
export async function stockAntesDe(db: Db, localId: number, instante: string): Promise<Map<number, { stock: number; costo: number }>> {
  const hasta = await ultimoMovimientoHasta(db, localId, instante, false);
  if (hasta === 0) return new Map();
  const rows = await db
    .selectFrom('insumos as i')
    .select((eb) => [
      'i.id',
      eb
        .selectFrom('insumo_movimientos as m')
        .select('m.stock_resultante')
        .whereRef('m.insumo_id', '=', 'i.id')
        .where('m.local_id', '=', localId)
        .where('m.id', '<=', hasta)
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('stock'),
      eb
        .selectFrom('insumo_movimientos as m')
        .select('m.costo_unitario')
        .whereRef('m.insumo_id', '=', 'i.id')
        .where('m.local_id', '=', localId)
        .where('m.id', '<=', hasta)
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('costo'),
    ])
    .where('i.local_id', '=', localId)
    .execute();
  const out = new Map<number, { stock: number; costo: number }>();
  for (const r of rows) if (r.stock !== null && r.stock !== undefined) out.set(r.id, { stock: Number(r.stock), costo: Number(r.costo ?? 0) });
  return out;
}
