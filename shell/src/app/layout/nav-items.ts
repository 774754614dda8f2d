import type { ComponentType, SVGProps } from 'react';
import {
  CalendarIcon,
  CartIcon,
  CashIcon,
  ChartIcon,
  ClipboardIcon,
  HomeIcon,
  PackageIcon,
  SlidersIcon,
  TablesIcon,
  UsersIcon,
} from '@resto/shared/ui';
import type { Permission } from '@resto/shared/rules';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: string | number }>;

/**
 * Who sees a link: the user holds any one of `any`, or every one of `all` (issue 11: the sidebar
 * shows only what the user's permissions allow; the api refuses the rest whatever the screen shows).
 */
export type NavAccess = { any: readonly Permission[] } | { all: readonly Permission[] };

export interface NavLinkItem {
  path: string;
  /** i18n key of the label */
  labelKey: string;
  access: NavAccess;
}

export interface NavEntry {
  key: string;
  labelKey: string;
  icon: Icon;
  /** Where the entry goes when the sidebar is collapsed to icons (its first visible link when it has sub-navigation). */
  path: string;
  /** Who sees a single link; an entry with sub-navigation is shown while one of its links is. */
  access?: NavAccess;
  /** Sub-navigation (SPEC §2); absent for a single link. */
  children?: NavLinkItem[];
  /** Hidden unless GeneralConfig.mostrarItemsRestaurant (SPEC §2: /resto, /reservas, /pedidos). */
  restaurant?: boolean;
}

const REPORTES: NavAccess = { any: ['reportes.ver'] };
// Orders are the kitchen's and the waiters' (they take them at the tables).
const PEDIDOS: NavAccess = { any: ['pedidos.cocina', 'mesas.atender'] };
const PRODUCTOS: NavAccess = { any: ['productos.editar'] };
const USUARIOS: NavAccess = { any: ['usuarios.administrar'] };

/** The sidebar's main items in SPEC §2 order, with their sub-navigation groups. */
export const NAV_ENTRIES: NavEntry[] = [
  { key: 'dashboard', labelKey: 'layout.nav.dashboard', icon: HomeIcon, path: '/dashboard', access: REPORTES },
  {
    key: 'pedidos',
    labelKey: 'layout.nav.pedidos',
    icon: ClipboardIcon,
    path: '/pedidos',
    restaurant: true,
    children: [
      { path: '/pedidos', labelKey: 'routes.pedidos', access: PEDIDOS },
      { path: '/historial-pedidos', labelKey: 'routes.historialPedidos', access: PEDIDOS },
      { path: '/reservas-pedidos', labelKey: 'routes.reservasPedidos', access: PEDIDOS },
    ],
  },
  {
    key: 'caja',
    labelKey: 'layout.nav.caja',
    icon: CashIcon,
    path: '/arqueos',
    children: [
      { path: '/arqueos', labelKey: 'routes.arqueos', access: { any: ['caja.abrir-cerrar'] } },
      { path: '/gastos', labelKey: 'routes.gastos', access: { any: ['gastos.registrar'] } },
    ],
  },
  {
    key: 'ventas',
    labelKey: 'layout.nav.ventas',
    icon: CartIcon,
    path: '/ventas',
    children: [
      { path: '/ventas', labelKey: 'routes.ventas', access: { any: ['ventas.vender'] } },
      { path: '/historial-ventas', labelKey: 'routes.historialVentas', access: { any: ['ventas.vender', 'ventas.anular'] } },
    ],
  },
  {
    key: 'resto',
    labelKey: 'layout.nav.resto',
    icon: TablesIcon,
    path: '/resto',
    restaurant: true,
    children: [
      { path: '/resto', labelKey: 'routes.resto', access: { any: ['mesas.atender'] } },
      { path: '/editar-mesas', labelKey: 'routes.editarMesas', access: { any: ['mesas.editar-plano'] } },
    ],
  },
  {
    key: 'productos',
    labelKey: 'layout.nav.productos',
    icon: PackageIcon,
    path: '/productos',
    children: [
      { path: '/productos', labelKey: 'routes.productos', access: PRODUCTOS },
      { path: '/stock', labelKey: 'routes.stock', access: PRODUCTOS },
      { path: '/proveedores', labelKey: 'routes.proveedores', access: PRODUCTOS },
    ],
  },
  { key: 'clientes', labelKey: 'layout.nav.clientes', icon: UsersIcon, path: '/clientes', access: { any: ['clientes.editar'] } },
  {
    key: 'reservas',
    labelKey: 'layout.nav.reservas',
    icon: CalendarIcon,
    path: '/reservas',
    restaurant: true,
    // A reservation books a table for a customer.
    access: { all: ['mesas.atender', 'clientes.editar'] },
  },
  { key: 'reportes', labelKey: 'layout.nav.reportes', icon: ChartIcon, path: '/reportes', access: REPORTES },
  {
    key: 'administracion',
    labelKey: 'layout.nav.administracion',
    icon: SlidersIcon,
    path: '/config',
    children: [
      { path: '/config', labelKey: 'routes.config', access: { any: ['config.editar'] } },
      { path: '/usuarios', labelKey: 'routes.usuarios', access: USUARIOS },
      { path: '/roles', labelKey: 'routes.roles', access: USUARIOS },
    ],
  },
];

export interface NavFilter {
  showRestaurantItems: boolean;
  /** Whether the signed-in user holds a permission (`useCan()`). */
  can: (permission: Permission) => boolean;
}

export function allows(access: NavAccess, can: (permission: Permission) => boolean): boolean {
  return 'any' in access ? access.any.some(can) : access.all.every(can);
}

/**
 * What this user sees: restaurant entries only with the setting on (SPEC §2), and only the links
 * their permissions allow; a group without a visible link is dropped, and its icon (collapsed
 * sidebar) goes to its first visible link.
 */
export function visibleNavEntries({ showRestaurantItems, can }: NavFilter): NavEntry[] {
  return NAV_ENTRIES.filter((e) => showRestaurantItems || !e.restaurant).flatMap((e) => {
    if (!e.children) return e.access && !allows(e.access, can) ? [] : [e];
    const children = e.children.filter((c) => allows(c.access, can));
    return children.length === 0 ? [] : [{ ...e, path: children[0]!.path, children }];
  });
}

/** `/historial-ventas` -> `nav-historial-ventas` */
export function navTestId(path: string): string {
  return `nav-${path.replace(/^\//, '')}`;
}
