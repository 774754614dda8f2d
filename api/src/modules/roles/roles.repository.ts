import { ROLES, type Role } from '@resto/shared/contracts';
import { spanishText } from '@resto/shared/i18n/resources';
import { DEFAULT_DISCOUNT_LIMIT, SEEDED_ROLE_DISCOUNT_LIMIT, SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface RoleRow {
  id: number;
  nombre: string;
  descripcion: string | null;
  permisos: string[];
  usuarios: number;
  sistema: boolean;
  /** The stored limit, or the seeded default for the role's name. */
  descuentoMaximo: number;
}

const SEEDED = new Set<string>(ROLES);

/*
 * Roles belong to a venue (0018-roles-por-local): every query here is scoped by the caller's
 * venue, so an admin of one venue never reads or changes another's roles; each venue has its own
 * copy of the four seeded ones.
 */

export async function listRoles(db: Db, localId: number, onlyId?: number): Promise<RoleRow[]> {
  let query = db.selectFrom('roles').select(['id', 'nombre', 'descripcion', 'descuento_maximo']).where('local_id', '=', localId).orderBy('id');
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const roles = await query.execute();
  if (roles.length === 0) return [];
  const ids = roles.map((r) => r.id);
  const permisos = await db.selectFrom('rol_permisos').select(['rol_id', 'permiso']).where('rol_id', 'in', ids).orderBy('permiso').execute();
  const counts = await db
    .selectFrom('usuario_roles')
    .select(['rol_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('rol_id', 'in', ids)
    .groupBy('rol_id')
    .execute();
  return roles.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    permisos: permisos.filter((p) => p.rol_id === r.id).map((p) => p.permiso),
    usuarios: Number(counts.find((c) => c.rol_id === r.id)?.n ?? 0),
    sistema: SEEDED.has(r.nombre),
    descuentoMaximo: r.descuento_maximo ?? (SEEDED.has(r.nombre) ? SEEDED_ROLE_DISCOUNT_LIMIT[r.nombre as Role] : DEFAULT_DISCOUNT_LIMIT),
  }));
}

export async function findRole(db: Db, localId: number, id: number): Promise<RoleRow | null> {
  return (await listRoles(db, localId, id))[0] ?? null;
}

/** The ids among `ids` that are roles of the venue. */
export async function existingRoleIds(db: Db, localId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .selectFrom('roles')
      .select('id')
      .where('local_id', '=', localId)
      .where('id', 'in', [...ids])
      .execute()
  ).map((r) => r.id);
}

export async function roleNames(db: Db, localId: number): Promise<{ id: number; nombre: string }[]> {
  return db.selectFrom('roles').select(['id', 'nombre']).where('local_id', '=', localId).execute();
}

export async function insertRole(db: Db, role: { local_id: number; nombre: string; descripcion: string | null; descuento_maximo?: number | null }): Promise<number> {
  const row = await db.insertInto('roles').values(role).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(db: Db, id: number, changes: { nombre?: string; descripcion?: string | null; descuento_maximo?: number | null }): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('roles').set(changes).where('id', '=', id).execute();
}

export async function setPermisos(db: Db, rolId: number, permisos: readonly string[]): Promise<void> {
  await db.deleteFrom('rol_permisos').where('rol_id', '=', rolId).execute();
  if (permisos.length > 0)
    await db
      .insertInto('rol_permisos')
      .values(permisos.map((permiso) => ({ rol_id: rolId, permiso })))
      .execute();
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rol_permisos').where('rol_id', '=', id).execute();
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

/**
 * Creates the venue's seeded roles that do not exist yet, each with its permission set; a role
 * that already exists keeps the permissions its venue gave it. Concurrent starts agree: only the
 * start whose insert created the role writes its permissions.
 */
export async function ensureSeededRoles(db: Db, localId: number, roles: readonly { nombre: string; descripcion: string; permisos: readonly string[] }[]): Promise<void> {
  for (const role of roles) {
    const created = await db
      .insertInto('roles')
      .values({ local_id: localId, nombre: role.nombre, descripcion: role.descripcion })
      .onConflict((oc) => oc.columns(['local_id', 'nombre']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created) await setPermisos(db, created.id, role.permisos);
  }
}

/**
 * The built-in roles' descriptions, stored in Spanish: the es texts of `layout.rolesDescripcion`,
 * so the client recognises a description nobody changed and shows it in the user's language.
 */
export const ROLE_DESCRIPTIONS = Object.fromEntries(
  ROLES.map((nombre) => {
    const text = spanishText(`layout.rolesDescripcion.${nombre}`);
    if (text === undefined) throw new Error(`Falta la descripción del rol ${nombre} (layout.rolesDescripcion)`);
    return [nombre, text];
  }),
) as Record<Role, string>;

/** The four seeded roles of a venue, with their permission sets. */
export async function ensureVenueRoles(db: Db, localId: number): Promise<void> {
  await ensureSeededRoles(
    db,
    localId,
    ROLES.map((nombre) => ({ nombre, descripcion: ROLE_DESCRIPTIONS[nombre], permisos: SEEDED_ROLE_PERMISSIONS[nombre] })),
  );
}
