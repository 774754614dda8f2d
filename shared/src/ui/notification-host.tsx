import { Alert, Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeNotificationHost,
  dismiss,
  getNotificationStore,
  newNotificationHostId,
  registerNotificationHost,
  resolveNotificationText,
  useNotifications,
} from './notification-store';

/** Under the shell's 56 px header, so a notice covers neither the header nor a form's buttons. */
export const NOTIFICATION_TOP = '64px';

/**
 * Renders the notification being shown as a card at the top end of the window, under the header,
 * with a 'Cerrar' button: forms keep their save buttons at the bottom, where a notice would cover
 * them. Mount it once near the root; extra hosts (a remote's own providers) stay silent while the
 * first one lives.
 */
export function NotificationHost() {
  const { t } = useTranslation();
  const { current } = useNotifications();
  const [hostId] = useState(newNotificationHostId);
  const store = getNotificationStore();
  const activeHost = useSyncExternalStore(store.subscribe, activeNotificationHost, activeNotificationHost);

  useEffect(() => registerNotificationHost(hostId).unregister, [hostId]);

  if (!current || activeHost !== hostId) return null;
  const text = (value: Parameters<typeof resolveNotificationText>[0]) => resolveNotificationText(value, t);
  const title = current.title !== undefined ? text(current.title) : t(`notifications.titles.${current.severity}`);
  const urgent = current.severity === 'error' || current.severity === 'warning';

  return (
    <Box
      position="fixed"
      top={NOTIFICATION_TOP}
      insetStart={{ base: 2, sm: 'auto' }}
      insetEnd={{ base: 2, sm: 4 }}
      zIndex="toast"
      display="flex"
      justifyContent="flex-end"
      pointerEvents="none"
      data-testid="notification-host"
      data-placement="top-end"
    >
      <Alert.Root
        key={current.id}
        status={current.severity}
        variant="surface"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        data-testid="notification"
        data-severity={current.severity}
        maxW={{ base: 'full', sm: '24rem' }}
        w="full"
        pointerEvents="auto"
        borderRadius="xl"
        boxShadow="lg"
        px={5}
        py={4}
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="notification-title">{title}</Alert.Title>
          <Alert.Description data-testid="notification-message">{text(current.message)}</Alert.Description>
          {current.actions.length > 0 && (
            <HStack mt={3} gap={2} wrap="wrap">
              {current.actions.map((action, index) => (
                <Button
                  key={index}
                  size="sm"
                  colorPalette="primary"
                  onClick={() => {
                    action.onClick();
                    if (action.closes !== false) dismiss(current.id);
                  }}
                >
                  {text(action.label)}
                </Button>
              ))}
            </HStack>
          )}
        </Alert.Content>
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => dismiss(current.id)}>
          {t('notifications.cerrar')}
        </Button>
      </Alert.Root>
    </Box>
  );
}
