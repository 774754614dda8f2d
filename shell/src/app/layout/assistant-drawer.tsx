import { Button, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AssistantChat } from '../../features/asistente/assistant-chat';

/** The header's voice and text assistant: a chat in a side panel. */
export function AssistantDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="md" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="assistant-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('layout.header.asistenteTitulo')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <AssistantChat />
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cerrar')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
