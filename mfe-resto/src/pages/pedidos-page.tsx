import { Alert, Box, Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PEDIDO_CANALES, PEDIDO_TIPOS, type PedidoCanal, type PedidoTipo } from '@resto/shared/contracts';
import { useNow } from '@resto/shared/hooks';
import { queryFailure } from '@resto/shared/query';
import { LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitchenDisplay } from '../features/pedidos/components/kitchen-display';
import { PedidoCard } from '../features/pedidos/components/pedido-card';
import { useAlertThreshold } from '../features/pedidos/hooks/use-estado';
import { usePedidosLive, type PedidosBus } from '../features/pedidos/hooks/use-pedidos-live';
import { registerPedidosTranslations } from '../features/pedidos/i18n';

registerPedidosTranslations();

const COLUMNAS = ['pendiente', 'preparacion', 'listo'] as const;

export interface PedidosPageProps {
  /** The realtime events to follow. Default: the page's bus. */
  bus?: PedidosBus;
}

/** /pedidos: the orders in progress as columns by status, live from /ws/mesas, and the kitchen display. */
export default function PedidosPage({ bus }: PedidosPageProps) {
  const { t } = useTranslation();
  const [tipo, setTipo] = useState<PedidoTipo | ''>('');
  const [canal, setCanal] = useState<PedidoCanal | ''>('');
  const [cocina, setCocina] = useState(false);
  const filter = { tipo: tipo || undefined, canal: canal || undefined };
  const pedidos = usePedidosLive(filter, { bus });
  const threshold = useAlertThreshold();
  const now = useNow(cocina ? 10_000 : 15_000);
  const { error } = queryFailure(pedidos.error);
  const list = pedidos.data ?? [];

  return (
    <Box position="relative" data-testid="pedidos-page">
      <PageTitle
        titleKey="routes.pedidos"
        actions={
          <Button colorPalette="blue" onClick={() => setCocina(true)} data-testid="modo-cocina">
            {t('pedidos.modoCocina')}
          </Button>
        }
      />
      <LoadingOverlay active={pedidos.isFetching && !pedidos.data} />
      <Stack gap={4}>
        <HStack gap={4} wrap="wrap">
          <Field.Root maxW="14rem">
            <Field.Label>{t('pedidos.filtros.tipo')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={tipo} onChange={(e) => setTipo(e.target.value as PedidoTipo | '')} data-testid="filtro-tipo">
                <option value="">{t('pedidos.filtros.todos')}</option>
                {PEDIDO_TIPOS.map((v) => (
                  <option key={v} value={v}>
                    {t(`pedidos.tipos.${v}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW="14rem">
            <Field.Label>{t('pedidos.filtros.canal')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={canal} onChange={(e) => setCanal(e.target.value as PedidoCanal | '')} data-testid="filtro-canal">
                <option value="">{t('pedidos.filtros.todos')}</option>
                {PEDIDO_CANALES.map((v) => (
                  <option key={v} value={v}>
                    {t(`pedidos.canales.${v}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        {error !== null && !pedidos.data && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error || t('pedidos.errorCargar')}</Alert.Title>
            <Button size="sm" ms="auto" onClick={() => void pedidos.refetch()}>
              {t('pedidos.reintentar')}
            </Button>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          {COLUMNAS.map((estado) => {
            const column = list.filter((p) => p.estado === estado);
            return (
              <Stack key={estado} gap={3} bg="bg.muted" borderRadius="lg" p={3} data-testid={`columna-${estado}`} aria-label={t(`pedidos.estados.${estado}`)} as="section">
                <Heading size="md">
                  {t(`pedidos.estados.${estado}`)} ({column.length})
                </Heading>
                {column.length === 0 ? (
                  <Text color="fg.muted">{t('pedidos.sinPedidos')}</Text>
                ) : (
                  column.map((p) => <PedidoCard key={p.id} pedido={p} now={now} threshold={threshold} />)
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
      {cocina && <KitchenDisplay pedidos={list} now={now} threshold={threshold} onExit={() => setCocina(false)} />}
    </Box>
  );
}
