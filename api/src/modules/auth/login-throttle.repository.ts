import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Gives every key a counter row (0 attempts) unless it has one. */
export async function ensureLoginIntentos(db: Db, claves: readonly string[]): Promise<void> {
  await db
    .insertInto('login_intentos')
    .values(claves.map((clave) => ({ clave, intentos: 0, ultimo_ms: 0 })))
    .onConflict((oc) => oc.column('clave').doNothing())
    .execute();
}

/** The keys' counters, locked (`FOR UPDATE`) in key order so concurrent attempts never deadlock. */
export async function lockLoginIntentos(trx: Db, claves: readonly string[]): Promise<{ clave: string; intentos: number; ultimo_ms: number }[]> {
  return trx
    .selectFrom('login_intentos')
    .select(['clave', 'intentos', 'ultimo_ms'])
    .where('clave', 'in', [...claves])
    .orderBy('clave')
    .forUpdate()
    .execute();
}

export async function setLoginIntento(db: Db, clave: string, intentos: number, ultimoMs: number): Promise<void> {
  await db.updateTable('login_intentos').set({ intentos, ultimo_ms: ultimoMs }).where('clave', '=', clave).execute();
}

export async function deleteLoginIntentos(db: Db, claves: readonly string[]): Promise<void> {
  await db
    .deleteFrom('login_intentos')
    .where('clave', 'in', [...claves])
    .execute();
}

/** Takes one counted attempt back from each key that has any. */
export async function refundLoginIntentos(db: Db, claves: readonly string[]): Promise<void> {
  await db
    .updateTable('login_intentos')
    .set((eb) => ({ intentos: eb('intentos', '-', 1) }))
    .where('clave', 'in', [...claves])
    .where('intentos', '>', 0)
    .execute();
}

/** Drops the counters whose last attempt was before `ms`. */
export async function deleteLoginIntentosBefore(db: Db, ms: number): Promise<void> {
  await db.deleteFrom('login_intentos').where('ultimo_ms', '<', ms).execute();
}
