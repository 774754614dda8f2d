import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

interface Pending {
  app: FastifyInstance;
  /** Ingredients moved by this request's committed work, by venue (PostgreSQL: sent on the response). */
  moved: Map<number, Set<number>>;
}

const requestScope = new AsyncLocalStorage<Pending>();
const pendingOf = new WeakMap<FastifyRequest, Pending>();
const APP_MEMO = 'insumos-venta.app';

async function notify(app: FastifyInstance, localId: number, insumoIds: readonly number[]): Promise<void> {
  const productoIds = await productosAfectados(app.db, localId, insumoIds);
  if (productoIds.length > 0) sendDisponibilidad(app, localId, productoIds);
}

function notifyLater(app: FastifyInstance, localId: number, insumoIds: readonly number[]): void {
  notify(app, localId, insumoIds).catch((error: unknown) => app.log.warn({ err: error, localId }, 'no se pudo avisar la disponibilidad de los productos'));
}

/**
 * Keeps the moved ingredients for the event once this mutation is committed: with SQLite's group
 * commit, when its own part of the group is on disk; otherwise (PostgreSQL, one transaction per
 * request) when the request answers with success, which is after its commit.
 */
function stageDisponibilidad(db: Db, localId: number, moved: readonly { insumoId: number }[]): void {
  if (moved.length === 0) return;
  const ids = [...new Set(moved.map((m) => m.insumoId))];
  const pending = requestScope.getStore();
  const scope = groupScope(db);
  if (scope) {
    // The group's work runs in the context of the request that started it: the same app, whoever it was.
    if (pending) scope.memo.set(APP_MEMO, pending.app);
    const app = pending?.app ?? (scope.memo.get(APP_MEMO) as FastifyInstance | undefined);
    if (app) scope.afterCommit(() => notifyLater(app, localId, ids));
    return;
  }
  if (!pending) return;
  const set = pending.moved.get(localId) ?? new Set<number>();
  for (const id of ids) set.add(id);
  pending.moved.set(localId, set);
}

/** Gives every write request the scope its stock movements are kept in until it answers. */
export const insumosVentaPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
        done();
        return;
      }
      const pending: Pending = { app, moved: new Map() };
      pendingOf.set(request, pending);
      requestScope.run(pending, done);
    });
    app.addHook('onResponse', (request, reply, done) => {
      const pending = pendingOf.get(request);
      if (pending && pending.moved.size > 0 && reply.statusCode < 400) {
        for (const [localId, ids] of pending.moved) notifyLater(app, localId, [...ids]);
      }
      done();
    });
  },
  { name: 'insumos-venta' },
);
