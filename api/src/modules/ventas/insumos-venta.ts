import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insumosTomadosPorVenta, moverInsumos } from '../insumos';
import { checkDisponibles, consumoDeLineas, type LineaConsumo } from '../productos';
import type { ResolvedLine } from './sale-lines';

/*
 * Ingredients follow the sales. A charge takes what its lines' recipes say (options, sub-recipes
 * and a combo's components included) in one movement per ingredient, in the sale's transaction;
 * the stock may go below zero there, since food already served is never refused at the till. A
 * void puts back exactly what its sale took, read from the sale's movements (the recipes may
 * have changed since). What the kitchen made and nobody is charged for is waste ('merma').
 */

type Db = Kysely<Database>;

interface Who {
  localId: number;
  userId: number | null;
}

export function lineasConsumo(lines: readonly ResolvedLine[]): LineaConsumo[] {
  return lines.map((l) => ({
    productoId: l.producto.id,
    quantityMilli: l.quantityMilli,
    opcionIds: (l.modificadores ?? []).map((m) => m.opcionId),
    componentes: l.componentes && l.componentes.length > 0 ? l.componentes.map((c) => ({ productoId: c.productoId })) : null,
  }));
}

function negated(cantidades: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, micro] of cantidades) if (micro !== 0) out.set(id, -micro);
  return out;
}

/**
 * The '86' refusal for lines being taken now (a table's add, a counter charge with its lines, a
 * phone sale, an order): INSUMO_SIN_STOCK naming the ingredient, or PRODUCTO_AGOTADO, for the
 * lines together (three pizzas when the cheese holds two).
 */
export async function checkLineasDisponibles(db: Db, localId: number, lines: readonly LineaConsumo[]): Promise<void> {
  if (lines.length > 0) await checkDisponibles(db, localId, lines);
}

/** A charge: one 'venta' movement per ingredient its lines take, with the sale's id. */
export async function takeInsumosFor(db: Db, who: Who, ventaId: number, lines: readonly ResolvedLine[]): Promise<void> {
  const cambios = negated(await consumoDeLineas(db, who.localId, lineasConsumo(lines)));
  if (cambios.size === 0) return;
  await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'venta', ventaId });
}

/** A void: what the sale took comes back as 'anulacion', with the void's reason. */
export async function returnInsumosOf(db: Db, who: Who, ventaId: number, motivo: string): Promise<void> {
  const cambios = await insumosTomadosPorVenta(db, who.localId, ventaId);
  if (cambios.size === 0) return;
  await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'anulacion', ventaId, motivo });
}

/**
 * Food the kitchen made that nobody is charged for (a line deleted after it was sent): its
 * ingredients leave the stock as 'merma' with the reason; `sign` -1 puts them back (the line restored).
 */
export async function mermaDeLineas(db: Db, who: Who, lines: readonly LineaConsumo[], motivo: string, sign: 1 | -1 = 1): Promise<void> {
  const consumo = await consumoDeLineas(db, who.localId, lines);
  const cambios = sign === 1 ? negated(consumo) : new Map([...consumo].filter(([, micro]) => micro !== 0));
  if (cambios.size === 0) return;
  await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'merma', motivo });
}
