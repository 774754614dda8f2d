import type { BackupConfig, BackupIntento, BackupMotivo, SecretoPorReingresar } from '@resto/shared/contracts';
import type { Db } from '../../db/database';

type Row = { id: number; motivo: string; ok: number | boolean; archivo: string | null; bytes: number | null; error: string | null; created_at: string };

function toIntento(row: Row): BackupIntento {
  return {
    id: row.id,
    motivo: row.motivo as BackupMotivo,
    ok: !!row.ok,
    archivo: row.archivo,
    bytes: row.bytes === null ? null : Number(row.bytes),
    error: row.error,
    fecha: row.created_at,
  };
}

export async function getBackupConfig(db: Db): Promise<BackupConfig> {
  const row = await db.selectFrom('config_backups').select(['hora', 'conservar']).where('id', '=', 1).executeTakeFirst();
  return row ? { hora: row.hora, conservar: row.conservar } : { hora: 3, conservar: 14 };
}

export async function saveBackupConfig(db: Db, config: BackupConfig): Promise<void> {
  await db.updateTable('config_backups').set({ hora: config.hora, conservar: config.conservar, updated_at: new Date().toISOString() }).where('id', '=', 1).execute();
}

export async function insertBackupIntento(
  db: Db,
  intento: { motivo: BackupMotivo; ok: boolean; archivo: string | null; bytes: number | null; error: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('backups')
    .values({ motivo: intento.motivo, ok: intento.ok, archivo: intento.archivo, bytes: intento.bytes, error: intento.error, created_at: intento.at })
    .execute();
}

export async function lastBackupIntento(db: Db, onlyOk: boolean): Promise<BackupIntento | null> {
  let q = db.selectFrom('backups').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1);
  if (onlyOk) q = q.where('ok', '=', true);
  const row = await q.executeTakeFirst();
  return row ? toIntento(row as Row) : null;
}

/** True when a backup of that reason was attempted at or after `since` (ISO). */
export async function hasBackupSince(db: Db, motivo: BackupMotivo, since: string): Promise<boolean> {
  const row = await db.selectFrom('backups').select('id').where('motivo', '=', motivo).where('created_at', '>=', since).limit(1).executeTakeFirst();
  return !!row;
}

/** Written by `npm run restore -- --secretos-nuevos`: the secrets it cleared (JSON). */
export const SECRETOS_REINGRESAR_SETTING = 'secretos_por_reingresar';

/**
 * Of the secrets a restore with fresh secrets cleared, those not entered again yet (an ARCA
 * private key or an assistant API key still missing for that venue).
 */
export async function secretosPorReingresar(db: Db): Promise<SecretoPorReingresar[]> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', SECRETOS_REINGRESAR_SETTING).executeTakeFirst();
  if (!row) return [];
  let cleared: SecretoPorReingresar[];
  try {
    cleared = (JSON.parse(row.value) as { pendientes?: SecretoPorReingresar[] }).pendientes ?? [];
  } catch {
    return [];
  }
  const pending: SecretoPorReingresar[] = [];
  for (const s of cleared) {
    const still =
      s.tipo === 'arca'
        ? await db.selectFrom('facturacion_config').select('id').where('local_id', '=', s.localId).where('clave_cifrada', 'is', null).executeTakeFirst()
        : await db.selectFrom('asistente_config').select('id').where('local_id', '=', s.localId).where('api_key_cifrada', 'is', null).executeTakeFirst();
    if (still) pending.push(s);
  }
  return pending;
}
