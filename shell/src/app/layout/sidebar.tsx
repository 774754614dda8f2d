import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan, useGeneralConfig } from '@resto/shared/session';
import { ChevronLeftIcon, ChevronRightIcon } from '@resto/shared/ui';
import { navTestId, visibleNavEntries, type NavEntry } from './nav-items';
import { useSettingsSync } from './use-settings-sync';

interface SidebarNavProps {
  /** Icons only. */
  collapsed?: boolean;
  /** Called after a link is followed (the drawer closes itself with it). */
  onNavigate?: () => void;
}

function NavItemLink({
  path,
  label,
  icon: Icon,
  collapsed,
  nested,
  onNavigate,
}: {
  path: string;
  label: string;
  icon?: NavEntry['icon'];
  collapsed?: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <RouterNavLink to={path} data-testid={navTestId(path)} onClick={onNavigate} title={collapsed ? label : undefined} aria-label={collapsed ? label : undefined}>
      {({ isActive }) => (
        <Flex
          align="center"
          gap={3}
          px={collapsed ? 0 : 3}
          ps={nested && !collapsed ? 10 : undefined}
          py={2}
          justify={collapsed ? 'center' : 'flex-start'}
          borderRadius="md"
          fontSize="sm"
          fontWeight={isActive ? 'semibold' : 'medium'}
          bg={isActive ? 'primary.subtle' : undefined}
          color={isActive ? 'primary.fg' : 'fg'}
          borderStartWidth="3px"
          borderStartColor={isActive ? 'primary.solid' : 'transparent'}
          data-active={isActive ? '' : undefined}
          _hover={{ bg: isActive ? 'primary.subtle' : 'bg.muted' }}
        >
          {Icon && <Icon />}
          {!collapsed && <Text as="span">{label}</Text>}
        </Flex>
      )}
    </RouterNavLink>
  );
}

/** The navigation links, shared by the sidebar and the narrow-screen drawer. */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const config = useGeneralConfig();
  const can = useCan();
  const entries = visibleNavEntries({ showRestaurantItems: config.mostrarItemsRestaurant, can });

  return (
    <Stack as="nav" aria-label={t('layout.sidebar.navegacion')} gap={1} data-testid="sidebar-nav">
      {entries.map((entry) => {
        if (!entry.children || collapsed) {
          return <NavItemLink key={entry.key} path={entry.path} label={t(entry.labelKey)} icon={entry.icon} collapsed={collapsed} onNavigate={onNavigate} />;
        }
        const Icon = entry.icon;
        return (
          <Box key={entry.key} role="group" aria-labelledby={`nav-group-${entry.key}`} data-testid={`nav-group-${entry.key}`}>
            <Flex
              id={`nav-group-${entry.key}`}
              align="center"
              gap={3}
              px={3}
              pt={3}
              pb={1}
              color="fg.muted"
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              <Icon />
              <Text as="span">{t(entry.labelKey)}</Text>
            </Flex>
            {entry.children.map((child) => (
              <NavItemLink key={child.path} path={child.path} label={t(child.labelKey)} nested onNavigate={onNavigate} />
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The desktop sidebar with its collapse toggle. */
export function Sidebar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  // Mounted once per desktop layout, so the settings it shows (and the rest) stay current.
  useSettingsSync();
  return (
    <Box
      as="aside"
      data-testid="sidebar"
      data-state={open ? 'open' : 'collapsed'}
      display={{ base: 'none', lg: 'flex' }}
      flexDirection="column"
      w={open ? '248px' : '64px'}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.panel"
      transition="width 0.2s"
      position="sticky"
      top="56px"
      h="calc(100dvh - 56px)"
    >
      <Box flex="1" overflowY="auto" px={2} py={3}>
        <SidebarNav collapsed={!open} />
      </Box>
      <Flex justify={open ? 'flex-end' : 'center'} p={2} borderTopWidth="1px">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={open ? t('layout.sidebar.contraer') : t('layout.sidebar.expandir')}
          aria-expanded={open}
          data-testid="sidebar-toggle"
          onClick={onToggle}
        >
          {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Flex>
    </Box>
  );
}
