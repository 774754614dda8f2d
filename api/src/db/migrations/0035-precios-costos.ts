import type { Kysely } from 'kysely';

/*
 * Frozen once landed: prices and costs.
 * - precio_historial.motivo: the reason given for a change of price or cost (the product form
 *   may send one), kept beside who and when.
 * - productos.costos (costs, profit %, margins) and proveedores.ver (a supplier's CUIT, e-mail and
 *   address) go to every venue's seeded admin and empleado roles, who run products and suppliers.
 * - an index to find a product's changes after a moment: the cost a sale line met is the cost
 *   before the first change after its sale.
 */
const NEW_PERMISSIONS = ['productos.costos', 'proveedores.ver'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('precio_historial').addColumn('motivo', 'text').execute();
  await db.schema.createIndex('precio_historial_producto_fecha').on('precio_historial').columns(['local_id', 'producto_id', 'created_at']).execute();

  const roles = (await db.selectFrom('roles').select(['id']).where('nombre', 'in', ['admin', 'empleado']).execute()) as { id: number }[];
  if (roles.length > 0) {
    await db
      .insertInto('rol_permisos')
      .values(roles.flatMap((r) => NEW_PERMISSIONS.map((permiso) => ({ rol_id: r.id, permiso }))))
      .onConflict((oc) => oc.columns(['rol_id', 'permiso']).doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('rol_permisos').where('permiso', 'in', NEW_PERMISSIONS).execute();
  await db.schema.dropIndex('precio_historial_producto_fecha').execute();
  await db.schema.alterTable('precio_historial').dropColumn('motivo').execute();
}
