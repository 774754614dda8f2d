import type { Kysely } from 'kysely';

/*
 * Frozen once landed: printing, second part.
 *
 * - impresion_ajustes: a venue's printing settings. `documento_venta` 'automatico' (a closed
 *   sale's receipt or remito prints at the register station by itself) or 'a_pedido' (only when
 *   someone presses print).
 * - the new permission `impresion.reimprimir` (print a job again, marked 'REIMPRESIÓN', audited)
 *   goes to every venue's seeded admin and cajero roles.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('impresion_ajustes')
    .addColumn('local_id', 'integer', (c) => c.primaryKey().references('locales.id').onDelete('cascade'))
    .addColumn('documento_venta', 'text', (c) => c.notNull().defaultTo('automatico'))
    .execute();

  const roles = (await db.selectFrom('roles').select(['id']).where('nombre', 'in', ['admin', 'cajero']).execute()) as { id: number }[];
  if (roles.length > 0) {
    await db
      .insertInto('rol_permisos')
      .values(roles.map((r) => ({ rol_id: r.id, permiso: 'impresion.reimprimir' })))
      .onConflict((oc) => oc.columns(['rol_id', 'permiso']).doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('rol_permisos').where('permiso', '=', 'impresion.reimprimir').execute();
  await db.schema.dropTable('impresion_ajustes').execute();
}
