import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { groupScope } from '../../db/group-commit';
import type { Database } from '../../db/schema';

/*
 * Whoever sells by the ingredients (the products' availability) hears, once a mutation that
 * moved controlled stock is committed, which ingredients moved: a sale, a void, waste, a count, a
 * stock set by hand or a purchase's arrival alike. The listener lives above this module (it reads
 * recipes and tells the hubs), so it registers here instead of being imported.
 */

type Db = Kysely<Database>;
export type AvisoInsumos = (localId: number, insumoIds: readonly number[]) => Promise<void>;

/** How long moved ingredients wait to be told together: a busy register reads the products' availability a few times a second, not at every charge. */
const AVISO_MS = 150;

interface Avisos {
  app: FastifyInstance;
  aviso: AvisoInsumos;
  /** Ingredients moved by committed work since the last reading, by venue. */
  pending: Map<number, Set<number>>;
  timer: NodeJS.Timeout | null;
}

/** Each app by its database's adapter, which its transactions share (`getExecutor().adapter`). */
const avisosDe = new WeakMap<object, Avisos>();

/** Registers the app's listener of moved ingredients (and stops a pending reading when the app closes). */
export function alMoverseInsumos(app: FastifyInstance, aviso: AvisoInsumos): void {
  const avisos: Avisos = { app, aviso, pending: new Map(), timer: null };
  avisosDe.set(app.db.getExecutor().adapter, avisos);
  app.addHook('onClose', (_instance, done) => {
    if (avisos.timer) clearTimeout(avisos.timer);
    avisos.pending.clear();
    done();
  });
}

function flush(avisos: Avisos): void {
  avisos.timer = null;
  const pending = [...avisos.pending];
  avisos.pending.clear();
  for (const [localId, ids] of pending) {
    avisos.aviso(localId, [...ids]).catch((error: unknown) => avisos.app.log.warn({ err: error, localId }, 'no se pudo avisar la disponibilidad de los productos'));
  }
}

function schedule(avisos: Avisos, localId: number, ids: readonly number[]): void {
  const set = avisos.pending.get(localId) ?? new Set<number>();
  for (const id of ids) set.add(id);
  avisos.pending.set(localId, set);
  avisos.timer ??= setTimeout(() => flush(avisos), AVISO_MS).unref();
}

/**
 * Queues the moved ingredients for the listener once this mutation is committed. With SQLite's
 * group commit it is queued when the mutation's own part of the group is on disk; on PostgreSQL
 * (a transaction per request, which commits as the request answers) it is read a moment later
 * from what is committed, so a rolled-back change tells nothing new.
 */
export function avisarMovidos(db: Db, localId: number, moved: readonly { insumoId: number; controlaStock: boolean }[]): void {
  // An ingredient whose stock is not controlled never makes a dish unavailable.
  const ids = [...new Set(moved.filter((m) => m.controlaStock).map((m) => m.insumoId))];
  if (ids.length === 0) return;
  const avisos = avisosDe.get(db.getExecutor().adapter);
  if (!avisos) return;
  const scope = groupScope(db);
  if (scope) scope.afterCommit(() => schedule(avisos, localId, ids));
  else schedule(avisos, localId, ids);
}
