import { Alert, Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { getRealtimeBus } from '@resto/shared/bus';
import { useNow } from '@resto/shared/hooks';
import { queryFailure } from '@resto/shared/query';
import { ConnectionErrorScreen, LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DraftPanel } from '../features/drafts/components/draft-panel';
import type { DraftsBus } from '../features/drafts/state/drafts-types';
import { useDraftsState, useDraftsStore } from '../features/drafts/hooks/use-drafts-store';
import { mesasKeys, useMesas } from '../features/mesas/api/use-mesas';
import { FloorPlan } from '../features/mesas/components/floor-plan';
import { useMesasFollowReservas } from '../features/mesas/api/use-mesas-follow-reservas';
import { PrintWarnings } from '../features/avisos-impresion/components/print-warnings';

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
  const { error: mesasError, connectionError } = queryFailure(mesas.error);
  const client = useQueryClient();
  const reloadMesas = useCallback(() => void client.invalidateQueries({ queryKey: mesasKeys.all }), [client]);
  useMesasFollowReservas(!bus);

  useEffect(() => {
    // The plan may have been edited while the connection was down.
    const subscription = (bus ?? getRealtimeBus()).reconnected$('mesas').subscribe(() => reloadMesas());
    return () => subscription.unsubscribe();
  }, [bus, reloadMesas]);

  if (connectionError && !mesas.data) return <ConnectionErrorScreen onRetry={reloadMesas} message={mesasError ?? undefined} />;

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
      <LoadingOverlay active={mesas.isFetching && !mesas.data} />
      <Stack gap={4}>
        {/* Tickets that did not print where they should, until acknowledged. */}
        <PrintWarnings bus={bus ? null : undefined} />
        {mesasError !== null && !mesas.data && (
          <Alert.Root status="error" data-testid="mesas-error">
            <Alert.Indicator />
            <Alert.Title>{mesasError || t('resto.errores.obtenerMesas')}</Alert.Title>
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
      <DraftPanel
        mesa={selectedMesa}
        draft={selectedMesa ? (drafts.get(selectedMesa.numero) ?? null) : null}
        store={store}
        now={now}
        mesas={list.map((m) => ({ id: m.id, numero: m.numero, ocupada: drafts.has(m.numero) }))}
        onClose={() => setSelected(null)}
      />
    </Box>
  );
}
