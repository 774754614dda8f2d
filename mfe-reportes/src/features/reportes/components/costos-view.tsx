import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
 * changed (the largest rises first); a dish above the venue's target food cost is flagged. The
 * category sits under the dish, the flag under its food cost, and the date and the rise under the
 * cost then, so the table fits a desktop's and a portrait tablet's content width whole; a phone
 * scrolls it within its card.
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
          wrapHeaders
          rows={data.items}
          rowKey={(r) => r.productoId}
          columns={[
            {
              key: 'producto',
              label: t('reportes.col.producto'),
              render: (r) => (
                <Stack gap={0} minW="8rem" whiteSpace="normal">
                  <Text>{r.nombre}</Text>
                  {r.categoria && (
                    <Text fontSize="xs" color="fg.muted">
                      {r.categoria}
                    </Text>
                  )}
                </Stack>
              ),
            },
            { key: 'costo', label: t('reportes.col.costo'), numeric: true, render: (r) => amount(r.costo) },
            { key: 'precio', label: t('reportes.costos.col.precio'), numeric: true, render: (r) => amount(r.precio) },
            { key: 'margen', label: t('reportes.col.margen'), numeric: true, render: (r) => amount(r.margen) },
            {
              key: 'foodCost',
              label: t('reportes.costos.col.foodCost'),
              numeric: true,
              render: (r) => (
                <Stack gap={1} alignItems="flex-end">
                  <Text>{pct(r.foodCostPorcentaje)}</Text>
                  {r.señalado ? (
                    <Badge colorPalette="red" size="sm">
                      {t('reportes.costos.sobreObjetivo')}
                    </Badge>
                  ) : (
                    <Badge colorPalette="green" size="sm">
                      {t('reportes.costos.enObjetivo')}
                    </Badge>
                  )}
                </Stack>
              ),
            },
            {
              key: 'antes',
              label: t('reportes.costos.col.alCambioPrecio'),
              numeric: true,
              render: (r) => (
                <Stack gap={0} alignItems="flex-end">
                  <Text>{amount(r.costoAlCambioPrecio)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(r.fechaCambioPrecio, { locale })}
                  </Text>
                  <Text fontSize="xs" color={r.subaCostoPorcentaje !== null && r.subaCostoPorcentaje > 0 ? 'fg.error' : 'fg.muted'}>
                    {t('reportes.costos.suba', { valor: pct(r.subaCostoPorcentaje) })}
                  </Text>
                </Stack>
              ),
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
