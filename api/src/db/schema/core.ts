/** The venue, people, sessions, settings, approvals, audit, backups, the hub outbox and the assistant. */
import type { Generated } from 'kysely';

/**
 * Row types of the tables as the repositories see them. Both dialects return the same shapes:
 * timestamps as ISO-8601 strings, JSON columns as text, booleans as 0/1 or true/false
 * (read them with `Boolean()`), bigint counts as numbers (see database.ts).
 */
export type DbBool = number | boolean;

export interface LocalesTable {
  id: Generated<number>;
  nombre: string;
  pais: string;
  locale: string;
  currency_code: string;
  timezone: string;
  modulo_restaurant: DbBool;
  modulo_pos_flow: DbBool;
  created_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  /** The venue the role belongs to (name unique within it). */
  local_id: number;
  nombre: string;
  descripcion: string | null;
  /** Discount limit in percent; null: the seeded default (SEEDED_ROLE_DISCOUNT_LIMIT). */
  descuento_maximo: number | null;
}

export interface UsuariosTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  email: string;
  password_hash: string;
  activo: DbBool;
  ultimo_acceso: string | null;
  created_at: string;
  /** Must choose their own password before anything else (seeded first admin, reset). */
  debe_cambiar_password: Generated<DbBool>;
  /** A manager's approval PIN, hashed like passwords; guesses counted. */
  pin_hash: Generated<string | null>;
  pin_fallos: Generated<number>;
  pin_bloqueado_hasta: Generated<string | null>;
}

export interface UsuarioRolesTable {
  usuario_id: number;
  rol_id: number;
}

export interface SesionesTable {
  id: string;
  usuario_id: number;
  local_id: number;
  device: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_refresh_at: string | null;
  /** Why it was revoked: logout, password, reset, deactivated. */
  reason: string | null;
}

export interface ClientMutationsTable {
  id: Generated<number>;
  local_id: number;
  client_mutation_id: string;
  operation: string;
  status_code: number;
  response: string | null;
  created_at: string;
  /** SHA-256 of the canonical request body; null on older rows. */
  request_hash: Generated<string | null>;
  /** A comanda add's replay reference (JSON: the draft row after the add, its last item id, the message); `response` is null then. */
  replay: Generated<string | null>;
}

export interface ConfigGeneralTable {
  local_id: number;
  config: string;
  updated_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface RolPermisosTable {
  rol_id: number;
  /** A name of PERMISSIONS (shared/rules/permissions). */
  permiso: string;
}

export interface ConfigSonidoTable {
  local_id: number;
  config: string;
  updated_at: string;
}

export interface ContadoresTable {
  local_id: number;
  clave: string;
  valor: number;
}

/** /ws/mesas events too big for a PostgreSQL NOTIFY, read by the other instances by id. */
export interface HubOutboxTable {
  id: Generated<number>;
  payload: string;
  created_at: Generated<string>;
}

export interface BackupsTable {
  id: Generated<number>;
  /** 'nocturna' | 'cierre' | 'manual' */
  motivo: string;
  archivo: string | null;
  bytes: number | null;
  ok: DbBool;
  error: string | null;
  created_at: Generated<string>;
}

export interface ConfigBackupsTable {
  id: number;
  hora: number;
  conservar: number;
  updated_at: Generated<string>;
}

export interface AprobacionesTable {
  id: Generated<number>;
  local_id: number;
  /** SHA-256 (hex) of the single-use token handed to the requester. */
  token_hash: string;
  accion: string;
  entidad_id: number | null;
  motivo: string;
  aprobado_por: number;
  solicitado_por: number;
  /** The approved figure (a discount's amount, minor units), or null. */
  valor: number | null;
  created_at: Generated<string>;
  expires_at: string;
  usado_at: string | null;
}

export interface AuditoriaTable {
  id: Generated<number>;
  local_id: number;
  usuario_id: number;
  aprobado_por: number | null;
  accion: string;
  entidad: string;
  entidad_id: number | null;
  /** JSON text. */
  antes: string | null;
  despues: string | null;
  motivo: string | null;
  created_at: Generated<string>;
}

export interface AsistenteConfigTable {
  id: Generated<number>;
  local_id: number;
  /** 'builtin' | 'openai'. */
  proveedor: string;
  base_url: string | null;
  modelo: string | null;
  /** AES-256-GCM with the server's key (auth/secrets.ts); never returned. */
  api_key_cifrada: string | null;
  updated_at: Generated<string>;
  /** Whether conversations are stored (off: nothing is). */
  guardar_conversaciones: Generated<DbBool>;
  /** Days a stored conversation is kept after its last message. */
  retencion_dias: Generated<number>;
}

export interface AsistenteConversacionesTable {
  /** The UUID the browser named it with. */
  id: string;
  local_id: number;
  usuario_id: number;
  titulo: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AsistenteMensajesTable {
  id: Generated<number>;
  conversacion_id: string;
  /** 'user' | 'assistant'. */
  role: string;
  texto: string;
  created_at: Generated<string>;
}

export interface LoginIntentosTable {
  /** 'email:<address>' or 'ip:<address>'. */
  clave: string;
  /** Attempts counted and not yet forgiven. */
  intentos: number;
  /** When the last counted attempt was let through (epoch milliseconds). */
  ultimo_ms: number;
}

export interface AprobacionPinIntentosTable {
  id: Generated<number>;
  aprobador_id: number;
  solicitante_id: number;
  fallos: Generated<number>;
  bloqueado_hasta: string | null;
}
