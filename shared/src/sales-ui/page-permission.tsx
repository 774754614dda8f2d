import type { ReactNode } from 'react';
import type { Permission } from '../rules/permissions';
import { usePermission } from '../session/permissions';
import { NoPermission } from '../ui/no-permission';

export interface RequirePagePermissionProps {
  /** What the page's actions need (the api refuses them without it). */
  permission: Permission;
  /** The page's title, kept so the user knows where they are. */
  titleKey: string;
  children: ReactNode;
}

/**
 * A page for those who hold `permission`: anyone else sees the page's title and a clear
 * 'no permission' notice, never a form the server would then refuse. The sidebar hides the page
 * from them; this covers an address typed or followed from elsewhere.
 */
export function RequirePagePermission({ permission, titleKey, children }: RequirePagePermissionProps) {
  if (usePermission(permission)) return <>{children}</>;
  return <NoPermission titleKey={titleKey} testId="page-sin-permiso" />;
}
