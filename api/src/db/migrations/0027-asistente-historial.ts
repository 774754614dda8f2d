import type { Kysely } from 'kysely';
import { boolDefault, boolType, nowDefault, timestampType, uuidType, withId } from './helpers';

/*
 * Frozen: the assistant's stored conversations, only when the venue turns it on
 * (asistente_config.guardar_conversaciones, off by default), kept retencion_dias (30) after their
 * last message. Each belongs to one person of one venue: nobody else reads it. The id is the UUID
 * the browser named the conversation with. Deleting a venue or a user deletes theirs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .alterTable('asistente_config')
    .addColumn('guardar_conversaciones', boolType(db), (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  await db.schema
    .alterTable('asistente_config')
    .addColumn('retencion_dias', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();

  await db.schema
    .createTable('asistente_conversaciones')
    .addColumn('id', uuidType(db), (c) => c.primaryKey())
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  // A person's list, newest first; and the pruning by age.
  await db.schema.createIndex('asistente_conversaciones_usuario_idx').on('asistente_conversaciones').columns(['local_id', 'usuario_id', 'updated_at']).execute();

  // One row per question or answer, in order of id.
  await withId(db, db.schema.createTable('asistente_mensajes'))
    .addColumn('conversacion_id', uuidType(db), (c) => c.notNull().references('asistente_conversaciones.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('asistente_mensajes_conversacion_idx').on('asistente_mensajes').columns(['conversacion_id', 'id']).execute();
}
