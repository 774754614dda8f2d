import { Alert, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../rules/permissions';
import { usePermission } from '../session/permissions';
import { PageTitle } from '../ui/page-title';

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
  const { t } = useTranslation();
  if (usePermission(permission)) return <>{children}</>;
  return (
    <Box data-testid="page-sin-permiso">
      <PageTitle titleKey={titleKey} />
      <Alert.Root status="warning" role="alert" data-testid="sin-permiso">
        <Alert.Indicator />
        <Alert.Title>{t('errors.sinPermisos')}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
