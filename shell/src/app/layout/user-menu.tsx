import { Button, Dialog, Menu, Portal, Stack, Text, DataList } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@resto/shared/session';
import { ChevronDownIcon, UserIcon } from '@resto/shared/ui';
import { LogoutDialog } from './logout-dialog';

/** The signed-in user's name and role, with settings, profile and logout (confirmed). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [profileOpen, setProfileOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  if (!user) return null;
  const roleLabel = t(`layout.roles.${user.rol}`);

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'config') void navigate('/config');
          else if (value === 'profile') setProfileOpen(true);
          else if (value === 'logout') setConfirmOpen(true);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="ghost" color="inherit" size="sm" aria-label={t('layout.userMenu.abrirDe', { nombre: user.nombre, rol: roleLabel })} data-testid="user-menu">
            <UserIcon />
            <Stack gap={0} align="flex-start" display={{ base: 'none', md: 'flex' }} lineHeight="short">
              <Text fontSize="sm" fontWeight="semibold" data-testid="user-name">
                {user.nombre}
              </Text>
              {/* A real space: the name the button gets from its label must contain "name role" as read on screen. */}{' '}
              <Text fontSize="xs" opacity={0.85} data-testid="user-role">
                {roleLabel}
              </Text>
            </Stack>
            <ChevronDownIcon size="1em" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="config" data-testid="user-menu-config">
                {t('layout.userMenu.configuracion')}
              </Menu.Item>
              <Menu.Item value="profile" data-testid="user-menu-profile">
                {t('layout.userMenu.perfil')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" data-testid="user-menu-logout">
                {t('layout.userMenu.cerrarSesion')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <Dialog.Root open={profileOpen} onOpenChange={(e) => setProfileOpen(e.open)} lazyMount unmountOnExit placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="profile-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('layout.perfil.titulo')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <DataList.Root orientation="horizontal">
                  {[
                    ['nombre', user.nombre],
                    ['email', user.email],
                    ['rol', roleLabel],
                    ['local', user.local.nombre],
                  ].map(([key, value]) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel>{t(`layout.perfil.${key}`)}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button onClick={() => setProfileOpen(false)}>{t('common.cerrar')}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <LogoutDialog open={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </>
  );
}
