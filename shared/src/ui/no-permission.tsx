import { Alert, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

export interface NoPermissionProps {
  /** The page's title, kept so the user knows where they are. */
  titleKey: string;
  testId?: string;
}

/** What someone without the page's permission sees: its title and a clear 'no permission' notice. */
export function NoPermission({ titleKey, testId }: NoPermissionProps) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId}>
      <PageTitle titleKey={titleKey} />
      <Alert.Root status="warning" data-testid="sin-permiso" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('errors.sinPermisos')}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
