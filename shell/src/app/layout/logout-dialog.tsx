import { Box, Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@resto/shared/session';

/** Asks before signing out (User menu); every layout's way out goes through it. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('layout.userMenu.confirmarTitulo')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box>{t('layout.userMenu.confirmarMensaje')}</Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancelar')}
              </Button>
              <Button
                colorPalette="red"
                loading={leaving}
                data-testid="logout-confirm"
                onClick={() => {
                  setLeaving(true);
                  // The router's auth guard sends the now-anonymous user to /login.
                  void logout('user');
                }}
              >
                {t('layout.userMenu.confirmar')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
