import type { InsumoMovimientoTipo } from '@resto/shared/contracts';
import { costoPromedio } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './insumos.repository';
import { insertMovimientos, sumarStocks } from './stock.repository';
import { avisarMovidos } from './avisos';

type Db = Kysely<Database>;

/*
 * Every change of an ingredient's stock goes through here: its row updated (rows locked in id
 * order, so two transactions never wait on each other crosswise) and one movement with the stock
 * before and after and the cost right after it, so the cost at any past date is the last
 * movement's at or before it.
 */

export interface InsumoMovido {
  insumoId: number;
  nombre: string;
  antes: number;
  despues: number;
  controlaStock: boolean;
  stockMinimo: number;
}

export interface MovimientoRef {
  tipo: InsumoMovimientoTipo;
  ventaId?: number | null;
  compraId?: number | null;
  inventarioId?: number | null;
  motivo?: string | null;
}

/**
 * Signed changes (insumoId -> millionths) to the stock in the caller's transaction: the rows updated
 * in one statement, then one movement each with stock before/after and the cost then, in one
 * statement too (a charge of six ingredients is two statements). Stock may go below zero
 * (a served dish is never refused at the till). Ingredients the venue does not have and zero
 * changes are left out.
 */
export async function moverInsumos(db: Db, localId: number, usuarioId: number | null, cambios: ReadonlyMap<number, number>, ref: MovimientoRef): Promise<InsumoMovido[]> {
  const at = new Date().toISOString();
  const deltas = new Map([...cambios].filter(([, delta]) => delta !== 0));
  const movidos: InsumoMovido[] = [];
  const movimientos: repo.MovimientoValues[] = [];
  for (const row of await sumarStocks(db, localId, [...deltas], at)) {
    const delta = deltas.get(row.id)!;
    const antes = row.stockActual - delta;
    movidos.push({ insumoId: row.id, nombre: row.nombre, antes, despues: row.stockActual, controlaStock: row.controlaStock, stockMinimo: row.stockMinimo });
    movimientos.push({
      insumoId: row.id,
      tipo: ref.tipo,
      cantidad: delta,
      stockAnterior: antes,
      stockResultante: row.stockActual,
      costoUnitario: row.costoUnitario,
      ventaId: ref.ventaId ?? null,
      compraId: ref.compraId ?? null,
      inventarioId: ref.inventarioId ?? null,
      usuarioId,
      motivo: ref.motivo ?? null,
    });
  }
  await insertMovimientos(db, localId, movimientos, at);
  avisarMovidos(db, localId, movidos);
  return movidos;
}

/**
 * A purchase's arrival: stock up, costo_unitario to the weighted average (costoPromedio), costo_ultimo
 * to the line's cost, a 'compra' movement with compra_id. Returns each line's ingredient cost before
 * and after (a second line of the same ingredient starts from the first's result); lines of
 * nothing, and ingredients the venue does not have, are left out.
 */
export async function recibirInsumos(
  db: Db,
  localId: number,
  usuarioId: number | null,
  compraId: number,
  lineas: readonly { insumoId: number; cantidadMicro: number; costoMinor: number }[],
): Promise<{ insumoId: number; costoAnterior: number; costoNuevo: number }[]> {
  const at = new Date().toISOString();
  const order = lineas.map((l, i) => ({ l, i })).sort((a, b) => a.l.insumoId - b.l.insumoId || a.i - b.i);
  const result: { insumoId: number; costoAnterior: number; costoNuevo: number }[] = new Array(lineas.length);
  const movimientos: repo.MovimientoValues[] = [];
  const recibidos: { insumoId: number; controlaStock: boolean }[] = [];
  for (const { l, i } of order) {
    if (l.cantidadMicro === 0) continue;
    // The stock first: its row is then locked until the transaction ends, so the average reads a stock no one else moves.
    const row = await repo.sumarStock(db, localId, l.insumoId, l.cantidadMicro, at);
    if (!row) continue;
    recibidos.push({ insumoId: l.insumoId, controlaStock: row.controlaStock });
    const antes = row.stockActual - l.cantidadMicro;
    const costoNuevo = costoPromedio(antes, row.costoUnitario, l.cantidadMicro, l.costoMinor);
    await repo.setCostos(db, localId, l.insumoId, costoNuevo, l.costoMinor);
    result[i] = { insumoId: l.insumoId, costoAnterior: row.costoUnitario, costoNuevo };
    movimientos.push({
      insumoId: l.insumoId,
      tipo: 'compra',
      cantidad: l.cantidadMicro,
      stockAnterior: antes,
      stockResultante: row.stockActual,
      costoUnitario: costoNuevo,
      ventaId: null,
      compraId,
      inventarioId: null,
      usuarioId,
      motivo: null,
    });
  }
  await insertMovimientos(db, localId, movimientos, at);
  avisarMovidos(db, localId, recibidos);
  return result.filter((r) => r !== undefined);
}

/** Stock of ingredients (all of the venue when ids is absent). */
export async function stockDeInsumos(
  db: Db,
  localId: number,
  ids?: readonly number[],
): Promise<Map<number, { nombre: string; stockActual: number; controlaStock: boolean; activo: boolean }>> {
  const rows = await repo.listInsumos(db, localId, ids ? { ids } : {});
  return new Map(rows.map((r) => [r.id, { nombre: r.nombre, stockActual: r.stockActual, controlaStock: r.controlaStock, activo: r.activo }]));
}

/**
 * What a sale took from each ingredient and has not been given back (insumoId -> millionths,
 * positive), read from its movements: a void puts exactly this back, whatever the recipes say now.
 */
export async function insumosTomadosPorVenta(db: Db, localId: number, ventaId: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const [insumoId, neto] of await repo.netoDeVenta(db, localId, ventaId)) if (neto < 0) out.set(insumoId, -neto);
  return out;
}
