import { Alert, Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { getRealtimeBus } from '@resto/shared/bus';
import { ConnectionErrorScreen, LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DraftPanel } from '../features/drafts/components/draft-panel';
import type { DraftsBus } from '../features/drafts/drafts-store';
import { useDraftsState, useDraftsStore } from '../features/drafts/hooks/use-drafts-store';
import { useMesas } from '../features/tables/api/get-mesas';
import { FloorPlan } from '../features/tables/components/floor-plan';
import { useNow } from '../features/tables/hooks/use-now';

export interface RestoPageProps {
  /** The realtime events to follow. Default: the page's bus. */
  bus?: DraftsBus;
}

/** /resto: the floor plan by zone, kept live by /ws/mesas, and each table's draft panel. */
export default function RestoPage({ bus }: RestoPageProps) {
  const { t } = useTranslation();
  const mesas = useMesas();
  const store = useDraftsStore(bus ? { bus } : undefined);
  const { drafts, error: draftsError, loadFailed } = useDraftsState(store);
  const [selected, setSelected] = useState<number | null>(null);
  const now = useNow();
  const reloadMesas = mesas.reload;

  useEffect(() => {
    // The plan may have been edited while the connection was down.
    const subscription = (bus ?? getRealtimeBus()).reconnected$('mesas').subscribe(() => reloadMesas());
    return () => subscription.unsubscribe();
  }, [bus, reloadMesas]);

  if (mesas.connectionError && !mesas.data) return <ConnectionErrorScreen onRetry={reloadMesas} message={mesas.error ?? undefined} />;

  const list = mesas.data ?? [];
  const selectedMesa = list.find((m) => m.numero === selected) ?? null;

  return (
    <Box position="relative" data-testid="resto-page">
      <PageTitle
        titleKey="routes.resto"
        actions={
          <Button asChild variant="outline">
            <Link to="/editar-mesas">{t('resto.plano.editar')}</Link>
          </Button>
        }
      />
      <LoadingOverlay active={mesas.loading && !mesas.data} />
      <Stack gap={4}>
        {mesas.error !== null && !mesas.data && (
          <Alert.Root status="error" data-testid="mesas-error">
            <Alert.Indicator />
            <Alert.Title>{mesas.error || t('resto.errores.obtenerMesas')}</Alert.Title>
            <Button size="sm" ms="auto" onClick={reloadMesas}>
              {t('common.reintentar')}
            </Button>
          </Alert.Root>
        )}
        {loadFailed && draftsError && (
          <Alert.Root status="warning" data-testid="drafts-error">
            <Alert.Indicator />
            <Alert.Title>{draftsError}</Alert.Title>
            <Button size="sm" ms="auto" onClick={() => void store.load()}>
              {t('common.reintentar')}
            </Button>
          </Alert.Root>
        )}
        {mesas.data && list.length === 0 && (
          <Card.Root variant="subtle" data-testid="sin-mesas">
            <Card.Body gap={3} alignItems="flex-start">
              <Text>{t('resto.plano.sinMesas')}</Text>
              <Button asChild colorPalette="primary">
                <Link to="/editar-mesas">{t('resto.plano.crearPlano')}</Link>
              </Button>
            </Card.Body>
          </Card.Root>
        )}
        {list.length > 0 && <FloorPlan mesas={list} drafts={drafts} now={now} selectedNumero={selected} onSelect={(m) => setSelected(m.numero)} />}
      </Stack>
      <DraftPanel mesa={selectedMesa} draft={selectedMesa ? (drafts.get(selectedMesa.numero) ?? null) : null} store={store} now={now} onClose={() => setSelected(null)} />
    </Box>
  );
}
