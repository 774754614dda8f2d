import { Alert, Box, Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { newClientMutationId } from '@resto/shared/api-client';
import { PEDIDO_CANALES, PEDIDO_TIPOS, type Pedido, type PedidoCanal, type PedidoTipo } from '@resto/shared/contracts';
import { useNow } from '@resto/shared/hooks';
import { queryFailure } from '@resto/shared/query';
import { toMinor } from '@resto/shared/rules';
import { AppDialog, CloseSaleDialog, useMoney } from '@resto/shared/sales-ui';
import { PrintStationBanner } from '@resto/shared/printing';
import { usePermission } from '@resto/shared/session';
import { LoadingOverlay, notify, PageTitle } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { cobrarPedido, pedidosKeys } from '../features/pedidos/api/pedidos-api';
import { KitchenDisplay } from '../features/pedidos/components/kitchen-display';
import { PrintWarnings } from '../features/avisos-impresion/components/print-warnings';
import { PedidoCard } from '../features/pedidos/components/pedido-card';
import { PedidoDirectoForm } from '../features/pedidos/components/pedido-directo-form';
import { useAlertThreshold } from '../features/pedidos/hooks/use-estado';
import { usePedidosLive, type PedidosBus } from '../features/pedidos/hooks/use-pedidos-live';
import { registerPedidosTranslations } from '../features/pedidos/i18n';

registerPedidosTranslations();

const COLUMNAS = ['pendiente', 'preparacion', 'listo'] as const;

export interface PedidosPageProps {
  /** The realtime events to follow. Default: the page's bus. */
  bus?: PedidosBus;
}

/**
 * /pedidos: the orders in progress as columns by status, live from /ws/mesas, and the kitchen
 * display. Counter, takeaway and delivery orders are taken and edited here (while pending) and
 * charged through the shared close-sale dialog, which links the sale to the order.
 */
export default function PedidosPage({ bus }: PedidosPageProps) {
  const { t } = useTranslation();
  // The kitchen mode and the filters live in the address: a kitchen tablet that reloads (or is
  // bookmarked at /pedidos?vista=cocina) comes back to the display as it was.
  const [params, setParams] = useSearchParams();
  const tipoParam = params.get('tipo');
  const canalParam = params.get('canal');
  const tipo: PedidoTipo | '' = (PEDIDO_TIPOS as readonly string[]).includes(tipoParam ?? '') ? (tipoParam as PedidoTipo) : '';
  const canal: PedidoCanal | '' = (PEDIDO_CANALES as readonly string[]).includes(canalParam ?? '') ? (canalParam as PedidoCanal) : '';
  const cocina = params.get('vista') === 'cocina';
  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'vista' },
    );
  const setTipo = (value: PedidoTipo | '') => setParam('tipo', value);
  const setCanal = (value: PedidoCanal | '') => setParam('canal', value);
  const setCocina = (on: boolean) => setParam('vista', on ? 'cocina' : '');
  const filter = { tipo: tipo || undefined, canal: canal || undefined };
  const pedidos = usePedidosLive(filter, { bus });
  const threshold = useAlertThreshold();
  const now = useNow(cocina ? 10_000 : 15_000);
  const { error } = queryFailure(pedidos.error);
  const list = pedidos.data ?? [];
  const client = useQueryClient();
  const puedeCobrar = usePermission('ventas.vender');
  const { currency } = useMoney();
  const [editando, setEditando] = useState<Pedido | 'nuevo' | null>(null);
  const [cobrando, setCobrando] = useState<Pedido | null>(null);
  // One id per charge of one order: a retry after a timeout replays it instead of charging twice.
  const [cobroId, setCobroId] = useState(newClientMutationId);

  return (
    <Box position="relative" data-testid="pedidos-page">
      <PageTitle
        titleKey="routes.pedidos"
        actions={
          <HStack gap={2} wrap="wrap">
            <Button colorPalette="primary" onClick={() => setEditando('nuevo')} data-testid="nuevo-pedido">
              {t('pedidos.directo.nuevo')}
            </Button>
            <Button variant="outline" onClick={() => setCocina(true)} data-testid="modo-cocina">
              {t('pedidos.modoCocina')}
            </Button>
          </HStack>
        }
      />
      <LoadingOverlay active={pedidos.isFetching && !pedidos.data} />
      <Stack gap={4}>
        {/* Tickets that did not print where they should, until acknowledged. */}
        <PrintWarnings bus={bus ?? undefined} />
        {/* This tab prints the kitchen's browser, USB and serial printer jobs. */}
        <PrintStationBanner estacion="cocina" bus={bus ?? undefined} />
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
                  column.map((p) => (
                    <PedidoCard
                      key={p.id}
                      pedido={p}
                      now={now}
                      threshold={threshold}
                      onEditar={setEditando}
                      onCobrar={
                        puedeCobrar
                          ? (pedido) => {
                              setCobroId(newClientMutationId());
                              setCobrando(pedido);
                            }
                          : undefined
                      }
                    />
                  ))
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
      <AppDialog
        open={editando !== null}
        onClose={() => setEditando(null)}
        size="lg"
        testId="pedido-directo"
        title={editando && editando !== 'nuevo' ? t('pedidos.directo.editarTitulo', { numero: editando.numero }) : t('pedidos.directo.nuevo')}
      >
        {editando !== null && <PedidoDirectoForm pedido={editando === 'nuevo' ? null : editando} onSaved={() => setEditando(null)} onCancel={() => setEditando(null)} />}
      </AppDialog>
      {cobrando && (
        <CloseSaleDialog
          open
          // The api's totals are in the currency's units; the dialog counts minor units.
          totalMinor={toMinor(cobrando.total, currency)}
          allowAccount={cobrando.cliente !== null}
          clientMutationId={cobroId}
          onFinalize={(pagos, cmid) => cobrarPedido(cobrando.id, pagos, cmid)}
          onCharged={() => {
            notify({ severity: 'success', message: t('pedidos.directo.cobradoOk', { numero: cobrando.numero }) });
            void client.invalidateQueries({ queryKey: pedidosKeys.all });
          }}
          onClose={() => setCobrando(null)}
        />
      )}
      {cocina && <KitchenDisplay pedidos={list} now={now} threshold={threshold} onExit={() => setCocina(false)} warnings={<PrintWarnings />} />}
    </Box>
  );
}
