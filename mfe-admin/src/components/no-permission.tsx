import { Alert, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@resto/shared/ui';

/** What someone without the section's permission sees. */
export function NoPermission({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <PageTitle titleKey={titleKey} />
      <Alert.Root status="warning" data-testid="sin-permiso" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('admin.sinPermiso')}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
