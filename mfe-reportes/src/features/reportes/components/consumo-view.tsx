import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReporteConsumo, ReportesQuery } from '@resto/shared/contracts';
import { formatNumber } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';
import { useReporteCostos } from '../api/reportes-costos-api';
import { KpiCard } from './kpi-card';
import { QueryPanel } from './report-panel';
import { Section } from './report-section';
import { SimpleTable } from './simple-table';
import { useKpi } from './use-kpi';

/**
 * Theoretical against actual use of each ingredient over the range: what the sales took, the
 * waste, the purchases, the stock at each end and the variance (positive: went missing), in
 * quantity and money; the largest losses first.
 */
export function ConsumoView({ data }: { data: ReporteConsumo }) {
  const { t } = useTranslation();
  const { amount, locale } = useMoney();
  const kpi = useKpi();
  // Ingredients are measured to the millionth (0,0125 kg).
  const qty = (v: number, unidad: string) => `${formatNumber(v, locale, undefined, 6)} ${unidad}`;
  return (
    <Stack gap={4} data-testid="reporte-consumo">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
        <KpiCard label={t('reportes.consumo.teoricoCosto')} {...kpi(data.totales.teoricoCosto)} testId="kpi-teorico" />
        <KpiCard label={t('reportes.consumo.mermaCosto')} {...kpi(data.totales.mermaCosto)} testId="kpi-merma" />
        <KpiCard
          label={t('reportes.consumo.varianzaCosto')}
          {...kpi(data.totales.varianzaCosto)}
          help={t('reportes.consumo.varianzaAyuda')}
          tone={data.totales.varianzaCosto > 0 ? 'bad' : 'ok'}
          testId="kpi-varianza"
        />
      </SimpleGrid>
      <Section title={t('reportes.consumo.titulo')}>
        <Text fontSize="sm" color="fg.muted">
          {t('reportes.consumo.ayuda')}
        </Text>
        <SimpleTable
          testId="tabla-consumo"
          rows={data.items}
          rowKey={(r) => r.insumoId}
          columns={[
            { key: 'insumo', label: t('reportes.consumo.col.insumo'), render: (r) => r.nombre },
            { key: 'inicial', label: t('reportes.consumo.col.stockInicial'), numeric: true, render: (r) => qty(r.stockInicial, r.unidad) },
            { key: 'compras', label: t('reportes.consumo.col.compras'), numeric: true, render: (r) => qty(r.compras, r.unidad) },
            { key: 'final', label: t('reportes.consumo.col.stockFinal'), numeric: true, render: (r) => qty(r.stockFinal, r.unidad) },
            { key: 'real', label: t('reportes.consumo.col.real'), numeric: true, render: (r) => qty(r.real, r.unidad) },
            { key: 'teorico', label: t('reportes.consumo.col.teorico'), numeric: true, render: (r) => qty(r.teorico, r.unidad) },
            { key: 'merma', label: t('reportes.consumo.col.merma'), numeric: true, render: (r) => qty(r.merma, r.unidad) },
            {
              key: 'varianza',
              label: t('reportes.consumo.col.varianza'),
              numeric: true,
              render: (r) => (
                <Box as="span" color={r.varianza > 0 ? 'fg.error' : undefined}>
                  {qty(r.varianza, r.unidad)}
                </Box>
              ),
            },
            { key: 'costo', label: t('reportes.consumo.col.costoUnitario'), numeric: true, render: (r) => amount(r.costoUnitario) },
            { key: 'varianzaCosto', label: t('reportes.consumo.col.varianzaCosto'), numeric: true, render: (r) => amount(r.varianzaCosto) },
          ]}
          footer={[t('reportes.col.total'), '', '', '', '', '', '', '', '', amount(data.totales.varianzaCosto)]}
        />
      </Section>
    </Stack>
  );
}

/** GET /reportes/consumo with the page's range. */
export function ConsumoPanel({ filtros, enabled }: { filtros: ReportesQuery; enabled: boolean }) {
  const query = useReporteCostos('consumo', filtros, enabled);
  return <QueryPanel query={query}>{(data) => <ConsumoView data={data} />}</QueryPanel>;
}
