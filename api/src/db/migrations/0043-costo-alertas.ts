import type { Kysely } from 'kysely';
import { moneyType, timestampType, withId } from './helpers';

/*
 * Frozen once landed: the cost alerts of purchases. A reception that raises an ingredient's
 * average cost past the venue's threshold keeps one row per dish it pushed above the venue's
 * food-cost target (per modifier option when the ingredient is in one), until an admin marks it
 * seen. Costs and prices in minor units; food cost and target in basis points; `insumos` a JSON
 * list of the ingredients that rose ({ insumoId, nombre, costoAnterior, costoNuevo }).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const money = moneyType(db);
  await withId(db, db.schema.createTable('costo_alertas'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('compra_id', 'integer', (c) => c.notNull().references('compras.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('opcion_id', 'integer', (c) => c.references('producto_modificador_opciones.id').onDelete('cascade'))
    .addColumn('costo_anterior', money, (c) => c.notNull())
    .addColumn('costo_nuevo', money, (c) => c.notNull())
    .addColumn('precio', money, (c) => c.notNull())
    .addColumn('food_cost', 'integer', (c) => c.notNull())
    .addColumn('objetivo', 'integer', (c) => c.notNull())
    .addColumn('insumos', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('vista_at', ts)
    .addColumn('vista_por', 'integer')
    .execute();
  await db.schema.createIndex('costo_alertas_local_idx').on('costo_alertas').columns(['local_id', 'vista_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('costo_alertas').execute();
}
