import { Badge, Box, Button, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@resto/shared/format';
import { BellIcon, clearNotificationHistory, lastNotificationSeq, resolveNotificationText, useNotifications } from '@resto/shared/ui';

/**
 * The bell lists the notifications shown recently; the count is what arrived since it was last
 * opened (or mounted), told by the order they were raised in: two in the same millisecond as the
 * mount or the opening are still told apart.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { history } = useNotifications();
  const [seenUpTo, setSeenUpTo] = useState(lastNotificationSeq);
  const unseen = history.filter((n) => n.seq > seenUpTo).length;

  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(e) => {
        if (e.open) setSeenUpTo(lastNotificationSeq());
      }}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          color="inherit"
          // The count it shows is part of its name, so a screen reader hears it too.
          aria-label={unseen > 0 ? t('layout.header.notificacionesNuevas', { count: unseen }) : t('layout.header.notificaciones')}
          data-testid="notification-bell"
          position="relative"
        >
          <BellIcon />
          {unseen > 0 && (
            <Badge position="absolute" top="0" insetEnd="0" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid="notification-bell-count">
              {unseen}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" data-testid="notification-list">
            <Popover.Header fontWeight="semibold">{t('layout.header.notificaciones')}</Popover.Header>
            <Popover.Body maxH="sm" overflowY="auto">
              {history.length === 0 ? (
                <Text color="fg.muted">{t('layout.header.sinNotificaciones')}</Text>
              ) : (
                <Stack gap={3}>
                  {history.map((n) => (
                    <Box
                      key={n.id}
                      borderStartWidth="3px"
                      borderStartColor={`${n.severity === 'error' ? 'red' : n.severity === 'warning' ? 'orange' : n.severity === 'success' ? 'green' : 'blue'}.500`}
                      ps={3}
                    >
                      <Text fontWeight="semibold" fontSize="sm">
                        {n.title !== undefined ? resolveNotificationText(n.title, t) : t(`notifications.titles.${n.severity}`)}
                      </Text>
                      <Text fontSize="sm">{resolveNotificationText(n.message, t)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatTime(n.createdAt, { seconds: false })}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
            {history.length > 0 && (
              <Popover.Footer justifyContent="flex-end">
                <Button size="xs" variant="ghost" onClick={clearNotificationHistory}>
                  {t('layout.header.limpiarNotificaciones')}
                </Button>
              </Popover.Footer>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
