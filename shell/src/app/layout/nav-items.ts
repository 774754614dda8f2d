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

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: string | number }>;

export interface NavLinkItem {
  path: string;
  /** i18n key of the label */
  labelKey: string;
  adminOnly?: boolean;
}

export interface NavEntry {
  key: string;
  labelKey: string;
  icon: Icon;
  /** Where the entry goes when the sidebar is collapsed to icons. */
  path: string;
  /** Sub-navigation (SPEC §2); absent for a single link. */
  children?: NavLinkItem[];
  /** Hidden unless GeneralConfig.mostrarItemsRestaurant (SPEC §2: /resto, /reservas, /pedidos). */
  restaurant?: boolean;
}

/** The sidebar's main items in SPEC §2 order, with their sub-navigation groups. */
export const NAV_ENTRIES: NavEntry[] = [
  { key: 'dashboard', labelKey: 'layout.nav.dashboard', icon: HomeIcon, path: '/dashboard' },
  {
    key: 'pedidos',
    labelKey: 'layout.nav.pedidos',
    icon: ClipboardIcon,
    path: '/pedidos',
    restaurant: true,
    children: [
      { path: '/pedidos', labelKey: 'routes.pedidos' },
      { path: '/historial-pedidos', labelKey: 'routes.historialPedidos' },
      { path: '/reservas-pedidos', labelKey: 'routes.reservasPedidos' },
    ],
  },
  {
    key: 'caja',
    labelKey: 'layout.nav.caja',
    icon: CashIcon,
    path: '/arqueos',
    children: [
      { path: '/arqueos', labelKey: 'routes.arqueos' },
      { path: '/gastos', labelKey: 'routes.gastos' },
    ],
  },
  {
    key: 'ventas',
    labelKey: 'layout.nav.ventas',
    icon: CartIcon,
    path: '/ventas',
    children: [
      { path: '/ventas', labelKey: 'routes.ventas' },
      { path: '/historial-ventas', labelKey: 'routes.historialVentas' },
    ],
  },
  {
    key: 'resto',
    labelKey: 'layout.nav.resto',
    icon: TablesIcon,
    path: '/resto',
    restaurant: true,
    children: [
      { path: '/resto', labelKey: 'routes.resto' },
      { path: '/editar-mesas', labelKey: 'routes.editarMesas' },
    ],
  },
  {
    key: 'productos',
    labelKey: 'layout.nav.productos',
    icon: PackageIcon,
    path: '/productos',
    children: [
      { path: '/productos', labelKey: 'routes.productos' },
      { path: '/stock', labelKey: 'routes.stock' },
      { path: '/proveedores', labelKey: 'routes.proveedores' },
    ],
  },
  { key: 'clientes', labelKey: 'layout.nav.clientes', icon: UsersIcon, path: '/clientes' },
  { key: 'reservas', labelKey: 'layout.nav.reservas', icon: CalendarIcon, path: '/reservas', restaurant: true },
  { key: 'reportes', labelKey: 'layout.nav.reportes', icon: ChartIcon, path: '/reportes' },
  {
    key: 'administracion',
    labelKey: 'layout.nav.administracion',
    icon: SlidersIcon,
    path: '/config',
    children: [
      { path: '/config', labelKey: 'routes.config' },
      { path: '/usuarios', labelKey: 'routes.usuarios', adminOnly: true },
      { path: '/roles', labelKey: 'routes.roles', adminOnly: true },
    ],
  },
];

export interface NavFilter {
  showRestaurantItems: boolean;
  isAdmin: boolean;
}

/** What this user sees: restaurant entries only with the setting on, admin links only for admins. */
export function visibleNavEntries({ showRestaurantItems, isAdmin }: NavFilter): NavEntry[] {
  return NAV_ENTRIES.filter((e) => showRestaurantItems || !e.restaurant).map((e) =>
    e.children ? { ...e, children: e.children.filter((c) => isAdmin || !c.adminOnly) } : e,
  );
}

/** `/historial-ventas` -> `nav-historial-ventas` */
export function navTestId(path: string): string {
  return `nav-${path.replace(/^\//, '')}`;
}
