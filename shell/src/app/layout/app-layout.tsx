import { Box, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@resto/shared/ui';
import { AppHeader } from './app-header';
import { Sidebar, SidebarNav } from './sidebar';
import { useSidebarOpen } from './use-sidebar-open';
import { brandingKeys, useBranding } from '@resto/shared/session';

/**
 * The desktop frame: header, collapsible sidebar (a drawer on narrow screens) and the page.
 * A page that fails to render shows the error page inside the frame; moving elsewhere clears it.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const brand = brandingKeys(useBranding());
  const location = useLocation();
  const [sidebarOpen, toggleSidebar] = useSidebarOpen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" data-layout="desktop">
      <AppHeader onOpenMenu={() => setDrawerOpen(true)} />
      <Flex flex="1" align="stretch">
        <Sidebar open={sidebarOpen} onToggle={toggleSidebar} />
        <Box as="main" flex="1" minW={0} position="relative" p={{ base: 3, md: 6 }} data-testid="main-content">
          <ErrorBoundary key={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Flex>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="nav-drawer" maxW="280px">
              <Drawer.Header>
                <Drawer.Title>{t(brand.nombre)}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px={2}>
                <SidebarNav onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
