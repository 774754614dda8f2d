import type { Kysely } from 'kysely';
import { nextCounter, setCounter } from '../../db/counters.repository';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The venue's next sale number. The row lock of the upsert keeps concurrent sales apart. */
export function nextNumero(db: Db, localId: number): Promise<number> {
  return nextCounter(db, localId, 'venta');
}

export function setNumero(db: Db, localId: number, valor: number): Promise<void> {
  return setCounter(db, localId, 'venta', valor);
}
