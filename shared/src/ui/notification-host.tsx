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

/**
 * Renders the notification being shown as a bottom sheet with a 'Cerrar' button. Mount it once
 * near the root; extra hosts (a remote's own providers) stay silent while the first one lives.
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
    <Box position="fixed" insetX={0} bottom={0} zIndex="toast" display="flex" justifyContent="center" px={{ base: 0, sm: 4 }} pointerEvents="none">
      <Alert.Root
        key={current.id}
        status={current.severity}
        variant="surface"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        data-testid="notification"
        data-severity={current.severity}
        maxW="xl"
        w="full"
        pointerEvents="auto"
        borderBottomRadius={0}
        borderTopRadius="xl"
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
