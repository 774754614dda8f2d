import type { ModulosConfig } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';

type Db = Kysely<Database>;

/** The venue's module flags, the same the session user carries. */
export async function getModulos(db: Db, localId: number): Promise<ModulosConfig> {
  const row = await db.selectFrom('locales').select(['modulo_restaurant', 'modulo_pos_flow']).where('id', '=', localId).executeTakeFirst();
  if (!row) throw notFound('LOCAL_NO_EXISTE');
  return { restaurant: Boolean(row.modulo_restaurant), posFlow: Boolean(row.modulo_pos_flow) };
}

export async function saveModulos(db: Db, localId: number, modulos: ModulosConfig): Promise<void> {
  await db.updateTable('locales').set({ modulo_restaurant: modulos.restaurant, modulo_pos_flow: modulos.posFlow }).where('id', '=', localId).execute();
}
