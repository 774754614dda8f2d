import { sql } from 'kysely';
import type { Db } from './database';
import { hotQuery } from './hot-query';

/** Per-venue number sequences (sale numbers, kitchen order numbers, purchase orders) kept in `contadores`. */
export type CounterKey = 'venta' | 'pedido' | 'compra';

/** The venue's next number for `clave`. The upsert's row lock keeps concurrent callers apart. */
export async function nextCounter(db: Db, localId: number, clave: CounterKey): Promise<number> {
  const [row] = await nextValue(db, localId, clave);
  return Number(row!.valor);
}

// Every comanda add numbers its round: compiled once (see hotQuery).
const nextValue = hotQuery<{ valor: number | string }, [number, CounterKey]>((db, p) =>
  db
    .insertInto('contadores')
    .values({ local_id: p(0), clave: p(1), valor: 1 })
    .onConflict((oc) => oc.columns(['local_id', 'clave']).doUpdateSet({ valor: sql`contadores.valor + 1` }))
    .returning('valor'),
);

/** Moves a sequence to `valor` (the demo seed numbers its past sales). */
export async function setCounter(db: Db, localId: number, clave: CounterKey, valor: number): Promise<void> {
  await db
    .insertInto('contadores')
    .values({ local_id: localId, clave, valor })
    .onConflict((oc) => oc.columns(['local_id', 'clave']).doUpdateSet({ valor }))
    .execute();
}
