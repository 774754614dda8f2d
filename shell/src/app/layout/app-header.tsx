import { Box, Flex, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralConfig } from '@resto/shared/session';
import { BrandLogo, ChatIcon, LanguageSelect, MenuIcon, RealtimeStatus } from '@resto/shared/ui';
import { AboutDialog } from './about-dialog';
import { AssistantDrawer } from './assistant-drawer';
import { BackupWarning } from './backup-warning';
import { CriticalOrdersIndicator } from './critical-orders-indicator';
import { ExchangeRateBadge } from './exchange-rate-badge';
import { HeaderClock } from './header-clock';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import { brandingKeys, useBranding } from '@resto/shared/session';

export const HEADER_HEIGHT = '56px';

/** Brand, rate, clock, critical orders, assistant, bell, language, realtime state and user menu. */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const brand = brandingKeys(useBranding());
  const config = useGeneralConfig();
  const [aboutOpen, setAboutOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);

  return (
    <Flex
      as="header"
      data-testid="app-header"
      position="sticky"
      top={0}
      zIndex="sticky"
      h={HEADER_HEIGHT}
      align="center"
      justify="space-between"
      gap={2}
      px={{ base: 2, md: 4 }}
      bg="primary.solid"
      color="primary.contrast"
      boxShadow="sm"
    >
      <HStack gap={2} minW={0}>
        <IconButton
          variant="ghost"
          color="inherit"
          display={{ base: 'inline-flex', lg: 'none' }}
          aria-label={t('layout.sidebar.abrirMenu')}
          data-testid="open-nav-drawer"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </IconButton>
        <chakra.button
          type="button"
          display="flex"
          alignItems="center"
          gap={2}
          cursor="pointer"
          // The name starts with the brand shown on screen (WCAG 2.5.3, label in name).
          aria-label={t('layout.about.abrirMarca', { brand: t(brand.nombre) })}
          aria-haspopup="dialog"
          data-testid="brand"
          onClick={() => setAboutOpen(true)}
        >
          <Box bg="white" borderRadius="lg" p="2px" display="flex">
            <BrandLogo size="1.9em" />
          </Box>
          <Text fontWeight="bold" fontSize="lg" display={{ base: 'none', sm: 'block' }} whiteSpace="nowrap">
            {t(brand.nombre)}
          </Text>
        </chakra.button>
        {config.mostrarTipoCambio && (
          <Box display={{ base: 'none', md: 'block' }}>
            <ExchangeRateBadge locale={config.locale} />
          </Box>
        )}
      </HStack>

      <HStack gap={{ base: 0, md: 1 }}>
        {config.mostrarFechaHora && (
          <Box display={{ base: 'none', xl: 'block' }} me={2}>
            <HeaderClock />
          </Box>
        )}
        <BackupWarning />
        {config.mostrarItemsRestaurant && <CriticalOrdersIndicator />}
        {config.mostrarIconoBot && (
          <IconButton variant="ghost" color="inherit" aria-label={t('layout.header.asistente')} data-testid="assistant-button" onClick={() => setAssistantOpen(true)}>
            <ChatIcon />
          </IconButton>
        )}
        <NotificationBell />
        <Box display={{ base: 'none', md: 'block' }} color="fg">
          <LanguageSelect size="xs" variant="subtle" />
        </Box>
        <Box display={{ base: 'none', sm: 'block' }}>
          <RealtimeStatus />
        </Box>
        <UserMenu />
      </HStack>

      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <AssistantDrawer open={assistantOpen} onClose={() => setAssistantOpen(false)} />
    </Flex>
  );
}
