import type { Db } from '../../db/database';

/** The venue's assistant settings as stored, the API key still encrypted (undefined: the built-in assistant). */
export async function findAsistenteConfigRow(db: Db, localId: number) {
  return db.selectFrom('asistente_config').selectAll().where('local_id', '=', localId).executeTakeFirst();
}

export interface AsistenteConfigValues {
  proveedor: string;
  base_url: string | null;
  modelo: string | null;
  api_key_cifrada: string | null;
  guardar_conversaciones: boolean;
  retencion_dias: number;
  updated_at: string;
}

export async function updateAsistenteConfig(db: Db, id: number, values: AsistenteConfigValues): Promise<void> {
  await db.updateTable('asistente_config').set(values).where('id', '=', id).execute();
}

export async function insertAsistenteConfig(db: Db, localId: number, values: AsistenteConfigValues): Promise<void> {
  await db
    .insertInto('asistente_config')
    .values({ local_id: localId, ...values })
    .execute();
}
