import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@resto/shared/ui';
import { brandingKeys, useBranding } from '@resto/shared/session';

export const APP_VERSION = '1.0';

/** Opened from the logo: product name, version 1.0 and the internal-use licence. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = brandingKeys(useBranding());
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="about-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('layout.about.titulo')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap={4} align="center">
                <BrandLogo size="3.5em" />
                <Stack gap={1}>
                  <Text fontWeight="bold" fontSize="lg">
                    {t(brand.nombre)}
                  </Text>
                  <Text color="fg.muted">{t(brand.descripcion)}</Text>
                  <Text>{t('layout.about.version', { version: APP_VERSION })}</Text>
                  <Text>{t('layout.about.licencia')}</Text>
                </Stack>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common.cerrar')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
