import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { NavLink, Outlet, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@resto/shared/session';
import type { Permission } from '@resto/shared/rules';
import { HomeIcon, RealtimeStatus } from '@resto/shared/ui';
import { UserMenu } from './layout/user-menu';
import { brandingKeys, useBranding } from '@resto/shared/session';
import { useDesktopHome } from './home';

const MOBILE_NAV: { to: string; key: string; permission?: Permission; external?: boolean }[] = [
  { to: '/m/venta', key: 'routes.mVenta' },
  { to: '/m/precio', key: 'routes.mPrecio' },
  { to: '/m/stock', key: 'routes.mStock' },
  { to: '/m/reportes', key: 'routes.mReportes', permission: 'reportes.ver' },
  { to: '/m/mesas', key: 'routes.mMesas', permission: 'mesas.atender', external: true },
];

/**
 * Header of the phone and tablet layouts: the brand, a way back to the full app (the desktop home the user may open) and
 * the user menu, whose logout asks first like the desktop's (no dead ends).
 */
function CompactHeader() {
  const { t } = useTranslation();
  const brand = brandingKeys(useBranding());
  const desktopHome = useDesktopHome();
  return (
    <HStack as="header" justify="space-between" gap={2} px={3} py={1} minH="48px" bg="primary.solid" color="primary.contrast">
      <Text fontWeight="bold" truncate minW={0}>
        {t(brand.nombre)}
      </Text>
      <HStack gap={1} flexShrink={0}>
        <RealtimeStatus />
        <Button asChild variant="ghost" color="inherit" size="sm" _hover={{ bg: 'primary.700' }}>
          <RouterLink to={desktopHome} data-testid="full-view-link">
            <HomeIcon />
            {t('layout.device.vistaCompleta')}
          </RouterLink>
        </Button>
        <UserMenu />
      </HStack>
    </HStack>
  );
}

/** Phone layout under /m: at most 480 px wide, with a bottom bar of the phone sections. */
export function MobileLayout() {
  const { t } = useTranslation();
  const can = useCan();
  const items = MOBILE_NAV.filter((i) => !i.permission || can(i.permission));
  return (
    <Flex direction="column" minH="100dvh" maxW="480px" mx="auto" data-layout="mobile" bg="bg">
      <CompactHeader />
      <Box as="main" flex="1" overflowY="auto">
        <Outlet />
      </Box>
      <HStack as="nav" justify="space-around" borderTopWidth="1px" py={2} position="sticky" bottom={0} bg="bg">
        {items.map((item) =>
          item.external ? (
            <a key={item.to} href={item.to} data-testid={`mnav-${item.to.slice(3)}`}>
              <Text fontSize="sm">{t(item.key)}</Text>
            </a>
          ) : (
            <NavLink key={item.to} to={item.to} data-testid={`mnav-${item.to.slice(3)}`}>
              {({ isActive }) => (
                <Text fontSize="sm" fontWeight={isActive ? 'bold' : 'normal'} color={isActive ? 'primary.fg' : undefined}>
                  {t(item.key)}
                </Text>
              )}
            </NavLink>
          ),
        )}
      </HStack>
    </Flex>
  );
}

/** Tablet layout under /t. */
export function TabletLayout() {
  return (
    <Flex direction="column" minH="100dvh" data-layout="tablet">
      <CompactHeader />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
