import { z } from 'zod';
import { clientMutationIdSchema } from './fields';

/*
 * Operations: the SQLite backups the server makes (nightly, after each register
 * closing, or asked by an admin) and their settings.
 */

export const BACKUP_MOTIVOS = ['nocturna', 'cierre', 'manual'] as const;
export const backupMotivoSchema = z.enum(BACKUP_MOTIVOS);
export type BackupMotivo = z.infer<typeof backupMotivoSchema>;

/** The header warns an admin when the last good backup is older than this. */
export const BACKUP_ALERTA_HORAS = 48;

/** A backup file name as the server writes it: resto-20261125-031500-nocturna.db */
export const BACKUP_FILE_PATTERN = /^resto-\d{8}-\d{6}(?:-\d+)?-(?:nocturna|cierre|manual)\.db$/;

/** One backup attempt: the file and its size, or why it failed. */
export const backupIntentoSchema = z.object({
  id: z.number().int(),
  motivo: backupMotivoSchema,
  ok: z.boolean(),
  archivo: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  fecha: z.string(),
});
export type BackupIntento = z.infer<typeof backupIntentoSchema>;

/** A backup file kept in DATA_DIR/backups, newest first. */
export const backupArchivoSchema = z.object({
  archivo: z.string(),
  bytes: z.number().int(),
  fecha: z.string(),
});
export type BackupArchivo = z.infer<typeof backupArchivoSchema>;

export const backupConfigSchema = z.object({
  /** Hour of the nightly backup (server local time), 0-23. */
  hora: z.number().int().min(0).max(23),
  /** How many backup files are kept (newest first). */
  conservar: z.number().int().min(1).max(365),
});
export type BackupConfig = z.infer<typeof backupConfigSchema>;

export const backupConfigUpdateSchema = backupConfigSchema.extend({ clientMutationId: clientMutationIdSchema });
export type BackupConfigUpdate = z.infer<typeof backupConfigUpdateSchema>;

/** GET /api/sistema/backups */
export const backupsEstadoSchema = z.object({
  /** False on PostgreSQL: its backups are made with pg_dump (see the README). */
  disponible: z.boolean(),
  config: backupConfigSchema,
  ultima: backupIntentoSchema.nullable(),
  ultimaCorrecta: backupIntentoSchema.nullable(),
  /** The last attempt failed, or the last good backup is older than BACKUP_ALERTA_HORAS. */
  alerta: z.boolean(),
  archivos: z.array(backupArchivoSchema),
});
export type BackupsEstado = z.infer<typeof backupsEstadoSchema>;

export const backupArchivoParamsSchema = z.object({ archivo: z.string().regex(BACKUP_FILE_PATTERN) });
