import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page whose content arrives with a later issue: its real title, and a note saying so. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Box as="section" data-testid="remote-page" p={{ base: 4, md: 6 }}>
      <Heading as="h1" size="xl" data-testid="page-title" mb={3}>
        {t(titleKey)}
      </Heading>
      <Text color="fg.muted">{t('common.pageInPreparation')}</Text>
    </Box>
  );
}
