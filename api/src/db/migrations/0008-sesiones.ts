import type { Kysely } from 'kysely';
import { boolDefault, boolType } from './helpers';

/*
 * Frozen once landed: sessions with server-side expiry and revocation, sign-in limiter state (sign-in and sessions).
 *
 * `sesiones` (0001) already has id, usuario_id, created_at, expires_at and revoked_at; it gains
 * why it ended (logout, password change, reset, deactivation). Users gain the flag that forces
 * them to choose their own password on the next sign-in (seeded first admin, reset by an admin).
 * The limiter keeps its counters in memory (one process); the signing secrets live encrypted in
 * app_settings (0001).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sesiones').addColumn('reason', 'text').execute();
  await db.schema
    .alterTable('usuarios')
    .addColumn('debe_cambiar_password', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .execute();
}
