import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ViewKind } from '@resto/shared/rules';
import { useSession, viewChoiceDismissed, viewChoiceOffered, viewPreference } from '@resto/shared/session';
import { useHome } from './home';

const VIEWS: ViewKind[] = ['mobile', 'tablet', 'desktop'];

/**
 * Once per browser session, a notice offers the mobile, tablet and desktop views;
 * choosing one stores the preference and goes there, and once a view has been chosen it is never
 * offered again. It sits in the page's flow above everything else, so it covers no button and no
 * dialog, and stays until answered. Closing it is remembered for this user on this device: it is
 * not offered to them here again. Its texts follow the language on screen.
 */
export function ViewChoiceNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const home = useHome();
  const userId = user?.id ?? null;
  // Decided once per signed-in user while rendering; the offer is marked for the session once shown.
  const [checkedFor, setCheckedFor] = useState<number | null>(null);
  const [openFor, setOpenFor] = useState<number | null>(null);
  const signedIn = status === 'authenticated' && userId !== null;
  if (signedIn && checkedFor !== userId) {
    setCheckedFor(userId);
    setOpenFor(viewPreference.get() === null && !viewChoiceDismissed.get(userId) && !viewChoiceOffered.get() ? userId : null);
  }
  const open = signedIn && openFor === userId;
  useEffect(() => {
    if (open) viewChoiceOffered.mark();
  }, [open]);
  const setOpen = (value: boolean) => setOpenFor(value ? userId : null);

  if (!open || userId === null) return null;
  const choose = (view: ViewKind) => {
    viewPreference.set(view);
    setOpen(false);
    void navigate(home(view));
  };
  const close = () => {
    viewChoiceDismissed.mark(userId);
    setOpen(false);
  };
  return (
    <Alert.Root status="info" variant="subtle" borderRadius={0} px={{ base: 3, md: 5 }} py={2} data-testid="view-choice" role="region" aria-label={t('layout.viewChoice.titulo')}>
      <Alert.Indicator />
      <Alert.Content>
        <HStack gap={3} wrap="wrap" justify="space-between">
          <HStack gap={2} wrap="wrap">
            <Alert.Title>{t('layout.viewChoice.titulo')}</Alert.Title>
            <Alert.Description>{t('layout.viewChoice.mensaje')}</Alert.Description>
          </HStack>
          <HStack gap={2} wrap="wrap">
            {VIEWS.map((view) => (
              <Button key={view} size="xs" colorPalette="primary" variant="outline" onClick={() => choose(view)}>
                {t(`common.views.${view}`)}
              </Button>
            ))}
            <Button size="xs" variant="ghost" onClick={close} data-testid="view-choice-cerrar">
              {t('notifications.cerrar')}
            </Button>
          </HStack>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
