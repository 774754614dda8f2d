import type { Kysely } from 'kysely';
import { timestampType, withId } from './helpers';

/*
 * Frozen once landed: a manager's PIN attempts counted per approver and requester, so one
 * user's wrong guesses slow down that user's approvals and not everyone's. `usuarios.pin_fallos`
 * stays as the approver's count over every requester (a wider allowance that slows down guesses
 * spread over several accounts).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('aprobacion_pin_intentos'))
    .addColumn('aprobador_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('solicitante_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('fallos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bloqueado_hasta', timestampType(db))
    .addUniqueConstraint('aprobacion_pin_intentos_uq', ['aprobador_id', 'solicitante_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('aprobacion_pin_intentos').execute();
}
