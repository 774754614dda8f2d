import type { Role } from '../contracts/auth';

/*
 * What a role may do, named by capability. Roles are data: a role holds a set of these
 * names, and the api checks one of them on every route (its table lives beside the auth module).
 * Reads that every signed-in user needs (the menu, the floor plan, the settings the screens apply)
 * need no permission; each permission below guards writes or a sensitive read.
 */

/** The permissions grouped by area, in the order the role editor shows them. */
export const PERMISSION_AREAS = {
  ventas: ['ventas.tomar', 'ventas.vender', 'ventas.anular', 'ventas.precio-libre', 'ventas.descuento-libre'],
  caja: ['caja.abrir-cerrar', 'caja.cobrar-cuenta', 'gastos.registrar', 'impresion.reimprimir', 'caja.supervisar'],
  clientes: ['clientes.editar', 'clientes.descuento', 'clientes.cuenta-corriente'],
  mesas: ['mesas.atender', 'mesas.editar-plano', 'mesas.cancelar'],
  pedidos: ['pedidos.cocina'],
  productos: ['productos.editar', 'precios.ajustar', 'productos.costos', 'proveedores.ver'],
  reportes: ['reportes.ver'],
  administracion: ['config.editar', 'usuarios.administrar', 'auditoria.ver'],
} as const;

export type PermissionArea = keyof typeof PERMISSION_AREAS;
export type Permission = (typeof PERMISSION_AREAS)[PermissionArea][number];

export const PERMISSION_AREA_NAMES = Object.keys(PERMISSION_AREAS) as PermissionArea[];

/** Every permission, area by area. */
export const PERMISSIONS: readonly Permission[] = PERMISSION_AREA_NAMES.flatMap((area) => PERMISSION_AREAS[area]);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The area a permission belongs to ('ventas.anular' -> 'ventas'). */
export function permissionArea(permission: Permission): PermissionArea {
  return PERMISSION_AREA_NAMES.find((area) => (PERMISSION_AREAS[area] as readonly string[]).includes(permission))!;
}

/**
 * The seeded roles' permissions (a fresh install and migration 0007 give them these; an admin may
 * change them later, except that admin always keeps usuarios.administrar):
 * - admin: everything;
 * - cajero: sells, voids with a reason, runs the register and its expenses, payments on account,
 *   customers, takes phone sales, reprints tickets (impresion.reimprimir, Audited);
 * - mozo: attends tables and takes orders, also phone sales sent to the register (ventas.tomar;
 *   the menu and the plan are reads anyone signed in has), moves kitchen orders along (served);
 * - empleado: day-to-day back office: products and stock, customers, orders and tables, expenses,
 *   and selling at the counter (not users, roles, settings, voids or the
 *   register).
 */
export const SEEDED_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  cajero: ['ventas.tomar', 'ventas.vender', 'ventas.anular', 'caja.abrir-cerrar', 'caja.cobrar-cuenta', 'gastos.registrar', 'clientes.editar', 'impresion.reimprimir'],
  mozo: ['ventas.tomar', 'mesas.atender', 'pedidos.cocina'],
  empleado: [
    'ventas.tomar',
    'ventas.vender',
    'gastos.registrar',
    'clientes.editar',
    'mesas.atender',
    'mesas.editar-plano',
    'pedidos.cocina',
    'productos.editar',
    'productos.costos',
    'proveedores.ver',
  ],
};

/*
 * Fraud from the floor: ventas.precio-libre (a line at a price other than the
 * product's, with a reason), ventas.descuento-libre (discounts above the role's limit, with a
 * reason), mesas.cancelar (cancel a table with lines sent to the kitchen), clientes.descuento (a
 * customer's discount above the role's limit), auditoria.ver (the audit log): the admin's by
 * default. Without them, a manager's PIN approves the action on the spot.
 *
 * clientes.cuenta-corriente (opening a customer's current account, changing its credit limit):
 * the admin's by default.
 *
 * productos.costos (a product's cost and profit %, the cost columns of the export, margins) and
 * proveedores.ver (a supplier's CUIT, e-mail and address): the admin's and the empleado's, who run
 * products, stock and suppliers in the back office; the floor (mozo, cajero) sells
 * without them.
 *
 * caja.supervisar (the admin's by default) is the drawer's manager: voiding a sale of an earlier
 * register, an expense from the drawer above the venue's limit, closing a register someone else
 * opened, reopening the day's register, a tip above the venue's limit.
 */

/** A role's discount limit in percent when the role stores none (admin: 100). */
export const SEEDED_ROLE_DISCOUNT_LIMIT: Record<Role, number> = { admin: 100, cajero: 20, mozo: 10, empleado: 10 };
/** The discount limit of a role created later that stores none. */
export const DEFAULT_DISCOUNT_LIMIT = 10;

/** The permission the admin role can never lose, so someone can always manage users and roles. */
export const ADMIN_REQUIRED_PERMISSION: Permission = 'usuarios.administrar';

/** True when `permisos` (a session's list) includes `permission`. */
export function hasPermission(permisos: readonly string[] | null | undefined, permission: Permission): boolean {
  return !!permisos && permisos.includes(permission);
}
