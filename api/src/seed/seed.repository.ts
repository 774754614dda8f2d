import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import { ensureVenueRoles } from '../modules/roles';

type Db = Kysely<Database>;

/** Serialises seeding between api instances that start together on one PostgreSQL. */
export async function lockSeeding(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(728201)`.execute(db);
}

export async function anyVenueExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('locales').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertVenue(
  db: Db,
  venue: { nombre: string; pais: string; locale: string; currencyCode: string; timezone: string; moduloRestaurant: boolean; moduloPosFlow: boolean },
): Promise<number> {
  const row = await db
    .insertInto('locales')
    .values({
      nombre: venue.nombre,
      pais: venue.pais,
      locale: venue.locale,
      currency_code: venue.currencyCode,
      timezone: venue.timezone,
      modulo_restaurant: venue.moduloRestaurant,
      modulo_pos_flow: venue.moduloPosFlow,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Roles are per venue (0018): a new venue starts with its own four seeded roles.
  await ensureVenueRoles(db, row.id);
  return row.id;
}

export async function insertUser(
  db: Db,
  user: { localId: number; nombre: string; email: string; passwordHash: string; roles: string[]; debeCambiarPassword?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('usuarios')
    .values({
      local_id: user.localId,
      nombre: user.nombre,
      email: user.email,
      password_hash: user.passwordHash,
      activo: true,
      debe_cambiar_password: user.debeCambiarPassword ?? false,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleRows = await db.selectFrom('roles').select('id').where('local_id', '=', user.localId).where('nombre', 'in', user.roles).execute();
  if (roleRows.length > 0) {
    await db
      .insertInto('usuario_roles')
      .values(roleRows.map((r) => ({ usuario_id: row.id, rol_id: r.id })))
      .execute();
  }
  return row.id;
}
