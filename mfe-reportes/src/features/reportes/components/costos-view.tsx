import { Badge, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReporteCostos, ReportesQuery } from '@resto/shared/contracts';
import { formatDate } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';
import { useReporteCostos } from '../api/reportes-costos-api';
import { KpiCard } from './kpi-card';
import { QueryPanel } from './report-panel';
import { Section } from './report-section';
import { SimpleTable } from './simple-table';

/**
 * What each dish costs today against its price, and how much its cost rose since its price last
 * changed (the largest rises first); a dish above the venue's target food cost is flagged.
 */
export function CostosView({ data }: { data: ReporteCostos }) {
  const { t } = useTranslation();
  const { amount, percent, locale } = useMoney();
  const pct = (v: number | null) => (v === null ? '—' : percent(v));
  return (
    <Stack gap={4} data-testid="reporte-costos">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={3}>
        <KpiCard label={t('reportes.costos.objetivo')} value={percent(data.objetivo)} testId="kpi-objetivo" />
        <KpiCard
          label={t('reportes.costos.senalados')}
          value={String(data.señalados)}
          help={t('reportes.costos.deTotal', { count: data.items.length })}
          tone={data.señalados > 0 ? 'warn' : 'ok'}
          testId="kpi-senalados"
        />
      </SimpleGrid>
      <Section title={t('reportes.costos.titulo')}>
        <Text fontSize="sm" color="fg.muted">
          {t('reportes.costos.ayuda')}
        </Text>
        <SimpleTable
          testId="tabla-costos"
          rows={data.items}
          rowKey={(r) => r.productoId}
          columns={[
            { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.nombre },
            { key: 'categoria', label: t('reportes.col.categoria'), render: (r) => r.categoria ?? '—' },
            { key: 'costo', label: t('reportes.col.costo'), numeric: true, render: (r) => amount(r.costo) },
            { key: 'precio', label: t('reportes.costos.col.precio'), numeric: true, render: (r) => amount(r.precio) },
            { key: 'margen', label: t('reportes.col.margen'), numeric: true, render: (r) => amount(r.margen) },
            { key: 'foodCost', label: t('reportes.costos.col.foodCost'), numeric: true, render: (r) => pct(r.foodCostPorcentaje) },
            { key: 'cambio', label: t('reportes.costos.col.cambioPrecio'), render: (r) => formatDate(r.fechaCambioPrecio, { locale }) },
            { key: 'antes', label: t('reportes.costos.col.costoAlCambio'), numeric: true, render: (r) => amount(r.costoAlCambioPrecio) },
            {
              key: 'suba',
              label: t('reportes.costos.col.suba'),
              numeric: true,
              render: (r) => (
                <Box as="span" color={r.subaCostoPorcentaje !== null && r.subaCostoPorcentaje > 0 ? 'fg.error' : undefined}>
                  {pct(r.subaCostoPorcentaje)}
                </Box>
              ),
            },
            {
              key: 'señalado',
              label: t('reportes.costos.col.estado'),
              render: (r) =>
                r.señalado ? <Badge colorPalette="red">{t('reportes.costos.sobreObjetivo')}</Badge> : <Badge colorPalette="green">{t('reportes.costos.enObjetivo')}</Badge>,
            },
          ]}
        />
      </Section>
    </Stack>
  );
}

/** GET /reportes/costos: today's costs (no range). */
export function CostosPanel({ filtros, enabled }: { filtros: ReportesQuery; enabled: boolean }) {
  const query = useReporteCostos('costos', filtros, enabled);
  return <QueryPanel query={query}>{(data) => <CostosView data={data} />}</QueryPanel>;
}
