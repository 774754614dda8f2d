import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The venue's open register session, if one is open (undefined: the register is closed). */
export async function arqueoAbierto(db: Db, localId: number): Promise<{ id: number; fecha: string } | undefined> {
  return db.selectFrom('arqueos').select(['id', 'fecha']).where('local_id', '=', localId).where('estado', '=', 'abierto').executeTakeFirst();
}
