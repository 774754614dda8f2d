import type { Kysely } from 'kysely';
import { jsonType, nowDefault, timestampType } from './helpers';

/*
 * Frozen: roles as data. Each role holds a set of permissions named by capability;
 * the seeded roles that already exist get the sets below (a fresh install gets them when the
 * roles are created at start). Plus the venue's sound config. Users already have `activo` and
 * `ultimo_acceso` (0001).
 */

const ALL = [
  'ventas.tomar',
  'ventas.vender',
  'ventas.anular',
  'caja.abrir-cerrar',
  'caja.cobrar-cuenta',
  'gastos.registrar',
  'clientes.editar',
  'mesas.atender',
  'mesas.editar-plano',
  'pedidos.cocina',
  'productos.editar',
  'precios.ajustar',
  'reportes.ver',
  'config.editar',
  'usuarios.administrar',
];

const SEEDED: Record<string, string[]> = {
  admin: ALL,
  cajero: ['ventas.tomar', 'ventas.vender', 'ventas.anular', 'caja.abrir-cerrar', 'caja.cobrar-cuenta', 'gastos.registrar', 'clientes.editar'],
  mozo: ['ventas.tomar', 'mesas.atender', 'pedidos.cocina'],
  empleado: ['ventas.tomar', 'ventas.vender', 'gastos.registrar', 'clientes.editar', 'mesas.atender', 'mesas.editar-plano', 'pedidos.cocina', 'productos.editar'],
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rol_permisos')
    .addColumn('rol_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permiso', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rol_permisos_pk', ['rol_id', 'permiso'])
    .execute();

  await db.schema
    .createTable('config_sonido')
    .addColumn('local_id', 'integer', (c) => c.primaryKey().references('locales.id').onDelete('cascade'))
    .addColumn('config', jsonType(db), (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  const roles = (await db.selectFrom('roles').select(['id', 'nombre']).execute()) as { id: number; nombre: string }[];
  for (const role of roles) {
    const permisos = SEEDED[role.nombre];
    if (!permisos) continue;
    await db
      .insertInto('rol_permisos')
      .values(permisos.map((permiso) => ({ rol_id: role.id, permiso })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('config_sonido').execute();
  await db.schema.dropTable('rol_permisos').execute();
}
