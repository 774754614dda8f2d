import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryFailure } from '@resto/shared/query';
import { HISTORY_QUICK_FILTERS, isValidRange, type HistoryQuickFilter } from '@resto/shared/rules';
import { DateField, ShortcutBar, useDebouncedValue, useHotkeys, useMoney, useVentasEvents } from '@resto/shared/sales-ui';
import { usePermission } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, NoPermission, PageTitle, Pager } from '@resto/shared/ui';
import { HISTORIAL_LIMITE, HistoryTable, useHistorial, VentaDetailDialog, ventasKeys } from '../features/historial';

type Estado = 'pagada' | 'anulada' | '';

/**
 * /historial-ventas: quick filters (today, 7, 30, 90 days) or a date range, search, and each sale's
 * detail. The api gives the history to ventas.vender: anyone else is told so, and nothing is asked.
 */
export default function HistorialVentasPage() {
  if (!usePermission('ventas.vender')) return <NoPermission titleKey="routes.historialVentas" testId="historial-page" />;
  return <HistorialVentas />;
}

function HistorialVentas() {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const [rango, setRango] = useState<HistoryQuickFilter | null>('hoy');
  const [custom, setCustom] = useState({ desde: '', hasta: '' });
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [estado, setEstado] = useState<Estado>('');
  const [pagina, setPagina] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);

  const customValid = rango !== null || isValidRange(custom);
  const filter = { rango, fechaDesde: custom.desde, fechaHasta: custom.hasta, q, estado: estado || null, pagina };
  const historial = useHistorial(filter, customValid);
  const { data } = historial;
  const loading = historial.isFetching;
  const { error, connectionError } = queryFailure(historial.error);
  const client = useQueryClient();
  // A sale charged or voided anywhere changes the list and that sale's detail.
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ventasKeys.all }), [client]);
  // A quick filter shows the dates the server resolved it to (the venue's today).
  const dates = rango ? { desde: data?.desde ?? '', hasta: data?.hasta ?? '' } : custom;
  useVentasEvents(['VentaFinalizada', 'VentaAnulada'], reload);
  useHotkeys({ F2: () => searchRef.current?.focus() }, { enabled: openId === null });

  const quick = (f: HistoryQuickFilter) => {
    setRango(f);
    setPagina(1);
  };
  const changeDate = (field: 'desde' | 'hasta', value: string) => {
    setRango(null);
    setPagina(1);
    setCustom({ ...dates, [field]: value });
  };

  if (connectionError && !data) return <ConnectionErrorScreen onRetry={reload} />;

  return (
    <Box data-testid="historial-page">
      <PageTitle titleKey="routes.historialVentas" />
      <Stack gap={4}>
        <HStack gap={2} wrap="wrap" role="group" aria-label={t('ventas.historial.rapidos')}>
          {HISTORY_QUICK_FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              colorPalette="primary"
              variant={rango === f ? 'solid' : 'outline'}
              aria-pressed={rango === f}
              onClick={() => quick(f)}
              data-testid={`rango-${f}`}
            >
              {f === 'hoy' ? t('ventas.historial.hoy') : t('ventas.historial.dias', { n: f })}
            </Button>
          ))}
        </HStack>
        <HStack gap={3} wrap="wrap" align="end">
          <DateField label={t('ventas.historial.desde')} value={dates.desde} onChange={(v) => changeDate('desde', v)} invalid={!customValid} data-testid="fecha-desde" />
          <DateField label={t('ventas.historial.hasta')} value={dates.hasta} onChange={(v) => changeDate('hasta', v)} invalid={!customValid} data-testid="fecha-hasta" />
          <Field.Root w="auto">
            <Field.Label>{t('ventas.historial.estadoLabel')}</Field.Label>
            <NativeSelect.Root w="10rem">
              <NativeSelect.Field
                value={estado}
                onChange={(e) => {
                  setEstado(e.target.value as Estado);
                  setPagina(1);
                }}
              >
                <option value="">{t('ventas.historial.estado.todas')}</option>
                <option value="pagada">{t('ventas.historial.estado.pagada')}</option>
                <option value="anulada">{t('ventas.historial.estado.anulada')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="14rem">
            <Field.Label>{t('ventas.historial.buscarLabel')}</Field.Label>
            <Input
              ref={searchRef}
              placeholder={t('ventas.historial.buscar')}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPagina(1);
              }}
              data-testid="historial-search"
            />
          </Field.Root>
        </HStack>
        {!customValid && (
          <Text color="fg.error" role="alert">
            {t('ventas.historial.rangoInvalido')}
          </Text>
        )}
        {data && customValid && (
          <Text color="fg.muted" data-testid="historial-resumen">
            {t('ventas.historial.resumen', { pagadas: data.totales.pagadas, monto: amount(data.totales.montoPagadas), anuladas: data.totales.anuladas })}
          </Text>
        )}
        <Box position="relative" minH="6rem">
          <LoadingOverlay active={loading && !data} />
          {error && (
            <Text color="fg.error" role="alert">
              {t('ventas.historial.errorCargar')}: {error}
            </Text>
          )}
          {data && customValid && <HistoryTable ventas={data.items} onOpen={setOpenId} />}
        </Box>
        {data && customValid && <Pager pagina={pagina} total={data.total} limite={HISTORIAL_LIMITE} onPage={setPagina} />}
        <ShortcutBar
          items={[
            { keys: 'F2', label: t('ventas.atajos.buscar') },
            { keys: 'Tab', label: t('ventas.historial.atajoFilas') },
            { keys: 'Enter', label: t('ventas.historial.atajoAbrir') },
            { keys: 'Esc', label: t('ventas.atajos.cerrar') },
          ]}
        />
      </Stack>
      <VentaDetailDialog ventaId={openId} onClose={() => setOpenId(null)} onChanged={reload} />
    </Box>
  );
}
