import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { audit } from './auditoria.service';

type Db = Kysely<Database>;

/** What the audit log shows instead of a secret's value: that it was set or changed, never the value. */
export const SECRETO_OCULTO = '••••••';

/** Fields whose value is a secret by their name (passwords, tokens, keys, certificates, PINs). */
const SECRET_NAME = /(password|contrasen|secret|token|api_?key|clave_?privada|private|certificad|cert$|^cert|pem$|pin$|^pin|passphrase)/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A settings object as dotted paths (`sounds.venta.volume`), so a change names the one field it touched. */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!isPlainObject(value)) {
    if (prefix) out[prefix] = value;
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner) && Object.keys(inner).length > 0) flatten(inner, path, out);
    else out[path] = inner;
  }
  return out;
}

const isSecret = (path: string, extra: readonly string[]) => extra.includes(path) || path.split('.').some((part) => SECRET_NAME.test(part));
const masked = (value: unknown) => (value === null || value === undefined || value === '' ? null : SECRETO_OCULTO);

/**
 * The fields that differ between two versions of a record (a created one has no `antes`, a
 * removed one no `despues`): `{ campo: antes }` and `{ campo: después }`, with secrets masked.
 * Null when nothing changed.
 */
export function cambiosDe(
  antes: unknown,
  despues: unknown,
  secretos: readonly string[] = [],
): { antes: Record<string, unknown> | null; despues: Record<string, unknown> | null } | null {
  const before = antes === null || antes === undefined ? null : flatten(antes);
  const after = despues === null || despues === undefined ? null : flatten(despues);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const outBefore: Record<string, unknown> = {};
  const outAfter: Record<string, unknown> = {};
  let changed = false;
  for (const key of keys) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (before && after && JSON.stringify(a) === JSON.stringify(b)) continue;
    changed = true;
    const secret = isSecret(key, secretos);
    if (before) outBefore[key] = secret ? masked(a) : a;
    if (after) outAfter[key] = secret ? masked(b) : b;
  }
  if (!changed && before && after) return null;
  return { antes: before ? outBefore : null, despues: after ? outAfter : null };
}

export interface CambioAuditado {
  accion: string;
  entidad: string;
  entidadId?: number | null | undefined;
  antes: unknown;
  despues: unknown;
  /** Field paths that hold secrets besides those named like one. */
  secretos?: readonly string[];
  motivo?: string | null;
}

/**
 * Writes a change of a record (a role, a user, a setting) to the audit log in the caller's
 * transaction: only the fields that changed, old → new, secrets masked. A save that changes
 * nothing leaves no entry.
 */
export async function auditCambio(db: Db, who: { localId: number; userId: number }, input: CambioAuditado): Promise<void> {
  const diff = cambiosDe(input.antes, input.despues, input.secretos);
  if (!diff) return;
  await audit(db, who, {
    accion: input.accion,
    entidad: input.entidad,
    entidadId: input.entidadId ?? null,
    antes: diff.antes,
    despues: diff.despues,
    motivo: input.motivo ?? null,
  });
}

/** A change of one of the venue's settings: action `editar-configuracion`, the section as the entity. */
export async function auditConfiguracion(
  db: Db,
  who: { localId: number; userId: number },
  seccion: string,
  antes: unknown,
  despues: unknown,
  opts: { entidadId?: number | null; secretos?: readonly string[] } = {},
): Promise<void> {
  await auditCambio(db, who, { accion: 'editar-configuracion', entidad: seccion, entidadId: opts.entidadId ?? null, antes, despues, secretos: opts.secretos ?? [] });
}
