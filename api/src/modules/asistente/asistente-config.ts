import { RETENCION_DIAS_DEFAULT, type AsistenteConfig, type AsistenteConfigUpdate } from '@resto/shared/contracts';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { decrypt, encrypt } from '../auth';
import { findAsistenteConfigRow, insertAsistenteConfig, updateAsistenteConfig } from './asistente-config.repository';
import { borrarConversacionesDelLocal, podarConversaciones } from './historial';

/*
 * The venue's assistant provider (settings): no row is the built-in one. The API key is stored
 * AES-256-GCM encrypted with the server's key (the same as the e-invoicing private key,
 * auth/secrets.ts) and only decrypted to call the provider; the screens learn whether one is set.
 */

export interface ProveedorOpenAi {
  baseUrl: string;
  modelo: string;
  apiKey: string;
}

const BUILTIN: AsistenteConfig = {
  proveedor: 'builtin',
  baseUrl: null,
  modelo: null,
  apiKeyConfigurada: false,
  guardarConversaciones: false,
  retencionDias: RETENCION_DIAS_DEFAULT,
};

export async function getAsistenteConfig(db: Db, localId: number): Promise<AsistenteConfig> {
  const r = await findAsistenteConfigRow(db, localId);
  if (!r) return BUILTIN;
  return {
    proveedor: r.proveedor === 'openai' ? 'openai' : 'builtin',
    baseUrl: r.base_url,
    modelo: r.modelo,
    apiKeyConfigurada: r.api_key_cifrada !== null,
    guardarConversaciones: Boolean(r.guardar_conversaciones),
    retencionDias: Number(r.retencion_dias),
  };
}

/**
 * Saves the fields sent (an absent apiKey keeps the stored one, null deletes it). Turning the
 * stored conversations off deletes them all; a shorter retention applies at once.
 */
export async function saveAsistenteConfig(db: Db, localId: number, input: Omit<AsistenteConfigUpdate, 'clientMutationId'>, key: Buffer): Promise<AsistenteConfig> {
  const current = await findAsistenteConfigRow(db, localId);
  const next = {
    proveedor: input.proveedor ?? current?.proveedor ?? 'builtin',
    base_url: input.baseUrl === undefined ? (current?.base_url ?? null) : input.baseUrl ? input.baseUrl.replace(/\/+$/, '') : null,
    modelo: input.modelo === undefined ? (current?.modelo ?? null) : input.modelo,
    api_key_cifrada: input.apiKey === undefined ? (current?.api_key_cifrada ?? null) : input.apiKey ? encrypt(key, input.apiKey) : null,
    guardar_conversaciones: input.guardarConversaciones ?? Boolean(current?.guardar_conversaciones),
    retencion_dias: input.retencionDias ?? (current ? Number(current.retencion_dias) : RETENCION_DIAS_DEFAULT),
  };
  if (next.proveedor === 'openai' && (!next.base_url || !next.modelo || !next.api_key_cifrada)) throw badRequest('ASISTENTE_PROVEEDOR_NO_CONFIGURADO');
  const updated_at = new Date().toISOString();
  if (current) await updateAsistenteConfig(db, current.id, { ...next, updated_at });
  else await insertAsistenteConfig(db, localId, { ...next, updated_at });
  if (!next.guardar_conversaciones) await borrarConversacionesDelLocal(db, localId);
  else await podarConversaciones(db, new Date(), localId);
  return getAsistenteConfig(db, localId);
}

/** The venue's OpenAI-compatible endpoint with its key decrypted, or null when it is not complete. */
export async function proveedorOpenAi(db: Db, localId: number, key: Buffer): Promise<ProveedorOpenAi | null> {
  const r = await findAsistenteConfigRow(db, localId);
  if (!r?.base_url || !r.modelo || !r.api_key_cifrada) return null;
  return { baseUrl: r.base_url, modelo: r.modelo, apiKey: decrypt(key, r.api_key_cifrada) };
}
