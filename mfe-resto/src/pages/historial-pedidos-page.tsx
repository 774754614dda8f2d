import { Alert, Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { PEDIDO_ESTADOS } from '@resto/shared/contracts';
import { dateInZone, HISTORY_QUICK_FILTERS, isValidRange, quickRange, type DateRange, type HistoryQuickFilter } from '@resto/shared/rules';
import { queryFailure } from '@resto/shared/query';
import { DateField, useMoney } from '@resto/shared/sales-ui';
import { LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePedidosLive, type PedidosBus } from '../features/pedidos/hooks/use-pedidos-live';
import { registerPedidosTranslations } from '../features/pedidos/i18n';

registerPedidosTranslations();

const today = () => dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** /historial-pedidos: every order of a date range (today by default), with quick ranges. */
export default function HistorialPedidosPage({ bus }: { /** The realtime events to follow. Default: the page's bus. */ bus?: PedidosBus } = {}) {
  const { t } = useTranslation();
  const { amount, quantity } = useMoney();
  const [draft, setDraft] = useState<DateRange>(() => quickRange('hoy', today()));
  const [range, setRange] = useState<DateRange>(draft);
  const [quick, setQuick] = useState<HistoryQuickFilter | null>('hoy');
  const valid = isValidRange(draft);
  const pedidos = usePedidosLive({ estado: PEDIDO_ESTADOS, fechaDesde: range.desde, fechaHasta: range.hasta }, { bus });
  const { error } = queryFailure(pedidos.error);
  const list = [...(pedidos.data ?? [])].reverse();

  // Like /historial-ventas: a valid range typed or picked applies at once; an invalid one waits.
  const changeDate = (field: keyof DateRange, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    setQuick(null);
    if (isValidRange(next)) setRange(next);
  };

  const choose = (f: HistoryQuickFilter) => {
    const r = quickRange(f, today());
    setQuick(f);
    setDraft(r);
    setRange(r);
  };

  return (
    <Box position="relative" data-testid="historial-pedidos-page">
      <PageTitle titleKey="routes.historialPedidos" />
      <LoadingOverlay active={pedidos.isFetching && !pedidos.data} />
      <Stack gap={4}>
        <HStack gap={2} wrap="wrap">
          {HISTORY_QUICK_FILTERS.map((f) => (
            <Button key={f} size="sm" variant={quick === f ? 'solid' : 'outline'} onClick={() => choose(f)} aria-pressed={quick === f}>
              {t(`pedidos.historial.rapidos.${f}`)}
            </Button>
          ))}
        </HStack>
        <HStack gap={3} align="end" wrap="wrap">
          <DateField label={t('pedidos.historial.desde')} value={draft.desde} onChange={(v) => changeDate('desde', v)} invalid={!valid} data-testid="fecha-desde" />
          <DateField label={t('pedidos.historial.hasta')} value={draft.hasta} onChange={(v) => changeDate('hasta', v)} invalid={!valid} data-testid="fecha-hasta" />
        </HStack>
        {!valid && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t('pedidos.historial.rangoInvalido')}
          </Text>
        )}
        {error !== null && !pedidos.data && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error || t('pedidos.errorCargar')}</Alert.Title>
          </Alert.Root>
        )}
        {pedidos.data && list.length === 0 ? (
          <Text color="fg.muted">{t('pedidos.sinPedidos')}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="historial-pedidos">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pedidos.historial.fecha')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pedidos.historial.hora')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pedidos.historial.tipo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pedidos.historial.canal')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pedidos.historial.estado')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pedidos.historial.detalle')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('pedidos.total')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>{p.numero}</Table.Cell>
                    <Table.Cell>{p.fecha}</Table.Cell>
                    <Table.Cell>{p.hora}</Table.Cell>
                    <Table.Cell>{p.tipo === 'mesa' && p.mesaNumero !== null ? t('pedidos.mesa', { numero: p.mesaNumero }) : t(`pedidos.tipos.${p.tipo}`)}</Table.Cell>
                    <Table.Cell>{t(`pedidos.canales.${p.canal}`)}</Table.Cell>
                    <Table.Cell>
                      {p.retenido ? (
                        <Badge colorPalette="purple">{t('pedidos.retenido')}</Badge>
                      ) : (
                        <Badge colorPalette={p.estado === 'cancelado' ? 'red' : p.estado === 'entregado' ? 'green' : 'blue'}>{t(`pedidos.estados.${p.estado}`)}</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {p.items
                        .filter((i) => !i.eliminado)
                        .map((i) => `${quantity(i.cantidad)} × ${i.nombre}`)
                        .join(', ')}
                      {p.cancelacion?.motivo ? ` — ${p.cancelacion.motivo}` : ''}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{amount(p.total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
