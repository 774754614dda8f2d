import { Button, Drawer, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The voice and text assistant arrives in a later release; the header button already opens its panel. */
export function AssistantDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="assistant-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('layout.header.asistenteTitulo')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Text>{t('layout.header.asistenteProximamente')}</Text>
            </Drawer.Body>
            <Drawer.Footer>
              <Button onClick={onClose}>{t('common.cerrar')}</Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
