import { useCallback } from 'react';
import { staffRole, type Permission, type ViewKind } from '@resto/shared/rules';
import { decodeJwt, homeFor, useCan, useGeneralConfig, useSession, VIEW_HOME } from '@resto/shared/session';
import { visibleNavEntries } from './layout/nav-items';

/**
 * What the home of a compact view needs: the tablet's home is the reports summary, the phone's
 * takes a sale for the register. Someone without it goes to a desktop page they may open instead.
 */
const VIEW_HOME_PERMISSION: Partial<Record<ViewKind, Permission>> = { tablet: 'reportes.ver', mobile: 'ventas.tomar' };

/** The desktop pages tried first, in this order, before the rest of the sidebar's. */
const DESKTOP_PREFERENCE = [VIEW_HOME.desktop, '/ventas', '/resto'];

/**
 * The desktop page a user lands on: /dashboard when they may see it, else the sale screen, the
 * tables, or the first sidebar page their permissions open (never a page they may not).
 */
export function desktopHome(can: (permission: Permission) => boolean, showRestaurantItems: boolean): string {
  const paths = visibleNavEntries({ showRestaurantItems, can }).flatMap((e) => (e.children ? e.children.map((c) => c.path) : [e.path]));
  return DESKTOP_PREFERENCE.find((p) => paths.includes(p)) ?? paths[0] ?? VIEW_HOME.desktop;
}

/**
 * The home of a view among the routes the user may open: a mozo always the waiter app;
 * the tablet or phone home when the user holds what it needs, else a desktop page they may open.
 */
export function homeAmongAllowed(view: ViewKind, role: Parameters<typeof homeFor>[1], can: (permission: Permission) => boolean, showRestaurantItems: boolean): string {
  const home = homeFor(view, role);
  if (home !== VIEW_HOME[view]) return home;
  const needed = VIEW_HOME_PERMISSION[view];
  if (view !== 'desktop' && (!needed || can(needed))) return home;
  return desktopHome(can, showRestaurantItems);
}

/** `home(view)`: where the signed-in user goes for a view. */
export function useHome(): (view: ViewKind) => string {
  const { token, user } = useSession();
  const can = useCan();
  const { mostrarItemsRestaurant } = useGeneralConfig();
  return useCallback(
    (view: ViewKind) => homeAmongAllowed(view, staffRole(decodeJwt(token), user?.rol), can, mostrarItemsRestaurant),
    [token, user?.rol, can, mostrarItemsRestaurant],
  );
}

/** The desktop page the user may open (the compact layouts' 'Vista completa' link). */
export function useDesktopHome(): string {
  const can = useCan();
  const { mostrarItemsRestaurant } = useGeneralConfig();
  return desktopHome(can, mostrarItemsRestaurant);
}
