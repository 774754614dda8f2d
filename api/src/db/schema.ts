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
  nombre: string;
  descripcion: string | null;
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
}

export interface ClientMutationsTable {
  id: Generated<number>;
  local_id: number;
  client_mutation_id: string;
  operation: string;
  status_code: number;
  response: string | null;
  created_at: string;
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

/** Later modules add their tables here, next to their own migration file. */
export interface Database {
  locales: LocalesTable;
  roles: RolesTable;
  usuarios: UsuariosTable;
  usuario_roles: UsuarioRolesTable;
  sesiones: SesionesTable;
  client_mutations: ClientMutationsTable;
  config_general: ConfigGeneralTable;
  app_settings: AppSettingsTable;
}
