import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { groupScope } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { insumosTomadosPorVenta, moverInsumos } from '../insumos';
import { checkDisponibles, consumoDeLineas, productosAfectados, sendDisponibilidad, type LineaConsumo } from '../productos';
import type { ResolvedLine } from './sale-lines';

/*
 * Ingredients follow the sales. A charge takes what its lines' recipes say (options, sub-recipes
 * and a combo's components included) in one movement per ingredient, in the sale's transaction;
 * the stock may go below zero there, since food already served is never refused at the till. A
 * void puts back exactly what its sale took, read from the sale's movements (the recipes may
 * have changed since). What the kitchen made and nobody is charged for is waste ('merma').
 * Once the transaction is committed, the screens hear which products' availability changed.
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
  const moved = await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'venta', ventaId });
  stageDisponibilidad(db, who.localId, moved);
}

/** A void: what the sale took comes back as 'anulacion', with the void's reason. */
export async function returnInsumosOf(db: Db, who: Who, ventaId: number, motivo: string): Promise<void> {
  const cambios = await insumosTomadosPorVenta(db, who.localId, ventaId);
  if (cambios.size === 0) return;
  const moved = await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'anulacion', ventaId, motivo });
  stageDisponibilidad(db, who.localId, moved);
}

/**
 * Food the kitchen made that nobody is charged for (a line deleted after it was sent): its
 * ingredients leave the stock as 'merma' with the reason; `sign` -1 puts them back (the line restored).
 */
export async function mermaDeLineas(db: Db, who: Who, lines: readonly LineaConsumo[], motivo: string, sign: 1 | -1 = 1): Promise<void> {
  const consumo = await consumoDeLineas(db, who.localId, lines);
  const cambios = sign === 1 ? negated(consumo) : new Map([...consumo].filter(([, micro]) => micro !== 0));
  if (cambios.size === 0) return;
  const moved = await moverInsumos(db, who.localId, who.userId, cambios, { tipo: 'merma', motivo });
  stageDisponibilidad(db, who.localId, moved);
}

/* The availability event after the commit. */

/** How long moved ingredients wait to be told together: a busy register reads the products' availability a few times a second, not at every charge. */
const AVISO_MS = 150;

interface Avisos {
  app: FastifyInstance;
  /** Ingredients moved by committed work since the last reading, by venue. */
  pending: Map<number, Set<number>>;
  timer: NodeJS.Timeout | null;
}

/** Each app by its database's adapter, which its transactions share (`getExecutor().adapter`). */
const avisosDe = new WeakMap<object, Avisos>();

async function notify(app: FastifyInstance, localId: number, insumoIds: readonly number[]): Promise<void> {
  const productoIds = await productosAfectados(app.db, localId, insumoIds);
  if (productoIds.length > 0) sendDisponibilidad(app, localId, productoIds);
}

function flush(avisos: Avisos): void {
  avisos.timer = null;
  const pending = [...avisos.pending];
  avisos.pending.clear();
  for (const [localId, ids] of pending) {
    notify(avisos.app, localId, [...ids]).catch((error: unknown) => avisos.app.log.warn({ err: error, localId }, 'no se pudo avisar la disponibilidad de los productos'));
  }
}

function schedule(avisos: Avisos, localId: number, ids: readonly number[]): void {
  const set = avisos.pending.get(localId) ?? new Set<number>();
  for (const id of ids) set.add(id);
  avisos.pending.set(localId, set);
  avisos.timer ??= setTimeout(() => flush(avisos), AVISO_MS).unref();
}

/**
 * Tells the screens, once this mutation is committed, which products the moved ingredients made
 * available or not. With SQLite's group commit it is queued when the mutation's own part of the
 * group is on disk; on PostgreSQL (a transaction per request, which commits as the request
 * answers) it is read a moment later from what is committed: productosAfectados compares with the
 * ingredients' recent movements, so a rolled-back sale changes nothing it reads.
 */
function stageDisponibilidad(db: Db, localId: number, moved: readonly { insumoId: number; controlaStock: boolean }[]): void {
  // An ingredient whose stock is not controlled never makes a dish unavailable.
  const ids = [...new Set(moved.filter((m) => m.controlaStock).map((m) => m.insumoId))];
  if (ids.length === 0) return;
  const avisos = avisosDe.get(db.getExecutor().adapter);
  if (!avisos) return;
  const scope = groupScope(db);
  if (scope) scope.afterCommit(() => schedule(avisos, localId, ids));
  else schedule(avisos, localId, ids);
}

/** Lets the sales' stock movements reach this app's hubs (and stops the pending reading when it closes). */
export const insumosVentaPlugin = fp(
  async (app: FastifyInstance) => {
    const avisos: Avisos = { app, pending: new Map(), timer: null };
    avisosDe.set(app.db.getExecutor().adapter, avisos);
    app.addHook('onClose', (_instance, done) => {
      if (avisos.timer) clearTimeout(avisos.timer);
      avisos.pending.clear();
      done();
    });
  },
  { name: 'insumos-venta' },
);
