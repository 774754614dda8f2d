import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, CartIcon, CashIcon, ChartIcon, ClipboardIcon, HomeIcon, PackageIcon, SlidersIcon, TablesIcon, UsersIcon } from '@resto/shared/ui';
import type { Permission } from '@resto/shared/rules';
import type { NavAccess, NavIcon, RemoteManifest } from '@resto/shared/contracts/remotes';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: string | number }>;

export type { NavAccess };

/** The icons a remote's manifest may name. */
const ICONS: Record<NavIcon, Icon> = {
  home: HomeIcon,
  clipboard: ClipboardIcon,
  cash: CashIcon,
  cart: CartIcon,
  tables: TablesIcon,
  package: PackageIcon,
  users: UsersIcon,
  calendar: CalendarIcon,
  chart: ChartIcon,
  sliders: SlidersIcon,
};

export interface NavLinkItem {
  path: string;
  /** i18n key of the label */
  labelKey: string;
  access: NavAccess;
  /** Hidden unless GeneralConfig.mostrarItemsRestaurant (/resto, /reservas, /pedidos). */
  restaurant?: boolean;
}

export interface NavEntry {
  key: string;
  labelKey: string;
  icon: Icon;
  /** Where the entry goes when the sidebar is collapsed to icons (its first visible link when it has sub-navigation). */
  path: string;
  /** Who sees a single link; an entry with sub-navigation is shown while one of its links is. */
  access?: NavAccess;
  /** Sub-navigation; absent for a single link. */
  children?: NavLinkItem[];
  /** Hidden unless GeneralConfig.mostrarItemsRestaurant (/resto, /reservas, /pedidos). */
  restaurant?: boolean;
}

const EVERYONE: NavAccess = { any: [] };

/**
 * The sidebar from the remotes' manifests: every link sorted by its `order`, links of one `group`
 * under one heading placed where the group's first link is (Order and groups).
 */
export function navEntriesFromManifests(manifests: readonly RemoteManifest[]): NavEntry[] {
  const links = manifests.flatMap((m) => m.nav).sort((a, b) => a.order - b.order);
  const entries: NavEntry[] = [];
  const groups = new Map<string, NavEntry>();
  for (const link of links) {
    if (!link.group) {
      entries.push({
        key: link.path.replace(/^\//, ''),
        labelKey: link.labelKey,
        icon: ICONS[link.icon],
        path: link.path,
        ...(link.access ? { access: link.access } : {}),
        ...(link.restaurant ? { restaurant: true } : {}),
      });
      continue;
    }
    let group = groups.get(link.group.key);
    if (!group) {
      group = { key: link.group.key, labelKey: link.group.labelKey, icon: ICONS[link.group.icon], path: link.path, children: [] };
      groups.set(link.group.key, group);
      entries.push(group);
    }
    group.children!.push({
      path: link.path,
      labelKey: link.labelKey,
      access: link.access ?? EVERYONE,
      ...(link.restaurant ? { restaurant: true } : {}),
    });
  }
  return entries;
}

let navEntries: NavEntry[] = [];

/** Sets the sidebar's entries from the manifests read at start (bootstrap, and tests). */
export function setNavManifests(manifests: readonly RemoteManifest[]): void {
  navEntries = navEntriesFromManifests(manifests);
}

export interface NavFilter {
  showRestaurantItems: boolean;
  /** Whether the signed-in user holds a permission (`useCan()`). */
  can: (permission: Permission) => boolean;
}

export function allows(access: NavAccess, can: (permission: Permission) => boolean): boolean {
  // A link without permissions (an empty `any`) is everyone's.
  return 'any' in access ? access.any.length === 0 || access.any.some(can) : access.all.every(can);
}

/**
 * What this user sees: restaurant entries only with the setting on, and only the links
 * their permissions allow; a group without a visible link is dropped, and its icon (collapsed
 * sidebar) goes to its first visible link.
 */
export function visibleNavEntries({ showRestaurantItems, can }: NavFilter): NavEntry[] {
  return navEntries
    .filter((e) => showRestaurantItems || !e.restaurant)
    .flatMap((e) => {
      if (!e.children) return e.access && !allows(e.access, can) ? [] : [e];
      const children = e.children.filter((c) => (showRestaurantItems || !c.restaurant) && allows(c.access, can));
      return children.length === 0 ? [] : [{ ...e, path: children[0]!.path, children }];
    });
}

/** `/historial-ventas` -> `nav-historial-ventas` */
export function navTestId(path: string): string {
  return `nav-${path.replace(/^\//, '')}`;
}
