import type { ErrorTemplate } from './template';

/** Refusals of backups, upgrades, metrics; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/operacion.json. */
export const OPERACION_ERRORS = {
  BACKUP_NO_ENCONTRADO: 'Copia de seguridad no encontrada',
  BACKUP_SOLO_SQLITE: 'Las copias automáticas son del archivo SQLite; con PostgreSQL use pg_dump',
  BACKUP_FALLIDO: 'La copia de seguridad falló: {{motivo}}',
  METRICAS_NO_AUTORIZADO: 'Las métricas requieren el token de métricas',
} as const satisfies Record<string, ErrorTemplate>;
