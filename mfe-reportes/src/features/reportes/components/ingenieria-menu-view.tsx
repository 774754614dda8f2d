import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MenuClase, ReporteIngenieriaMenu, ReportesQuery } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';
import { useReporteCostos } from '../api/reportes-costos-api';
import { ChartCard } from './charts';
import { KpiCard } from './kpi-card';
import { MenuScatterChart } from './menu-scatter-chart';
import { QueryPanel } from './report-panel';
import { Section } from './report-section';
import { SimpleTable } from './simple-table';
import { useKpi } from './use-kpi';

const PALETTE: Record<MenuClase, string> = { estrella: 'green', caballo: 'blue', rompecabezas: 'orange', perro: 'red' };

/**
 * Menu engineering: each dish sold with a recipe, its popularity against its unit margin, classed
 * estrella (popular and profitable), caballo (popular, low margin), rompecabezas (profitable,
 * little sold) or perro (neither), with the scatter of the four quadrants.
 */
export function IngenieriaMenuView({ data }: { data: ReporteIngenieriaMenu }) {
  const { t } = useTranslation();
  const { amount, percent, quantity } = useMoney();
  const kpi = useKpi();
  const tot = data.totales;
  return (
    <Stack gap={4} data-testid="reporte-ingenieria-menu">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
        <KpiCard label={t('reportes.ingenieria.unidades')} value={quantity(tot.unidades)} testId="kpi-unidades" />
        <KpiCard label={t('reportes.ingenieria.margenTotal')} {...kpi(tot.margenTotal)} testId="kpi-margen-total" />
        <KpiCard label={t('reportes.ingenieria.margenPromedio')} {...kpi(tot.margenPromedio)} help={t('reportes.ingenieria.margenPromedioAyuda')} testId="kpi-margen-promedio" />
        <KpiCard label={t('reportes.ingenieria.umbral')} value={percent(tot.umbralPopularidad)} help={t('reportes.ingenieria.umbralAyuda')} testId="kpi-umbral" />
      </SimpleGrid>
      <ChartCard title={t('reportes.ingenieria.grafico')} height={320} testId="grafico-ingenieria" empty={data.items.length === 0}>
        <MenuScatterChart data={data} />
      </ChartCard>
      <Section title={t('reportes.ingenieria.titulo')}>
        <Text fontSize="sm" color="fg.muted">
          {t('reportes.ingenieria.ayuda')}
        </Text>
        <SimpleTable
          testId="tabla-ingenieria"
          rows={data.items}
          rowKey={(r) => r.productoId}
          columns={[
            { key: 'producto', label: t('reportes.col.producto'), render: (r) => r.nombre },
            { key: 'unidades', label: t('reportes.ingenieria.col.unidades'), numeric: true, render: (r) => quantity(r.unidades) },
            { key: 'popularidad', label: t('reportes.ingenieria.col.popularidad'), numeric: true, render: (r) => percent(r.popularidadPorcentaje) },
            { key: 'precio', label: t('reportes.ingenieria.col.precioPromedio'), numeric: true, render: (r) => amount(r.precioPromedio) },
            { key: 'costo', label: t('reportes.col.costo'), numeric: true, render: (r) => amount(r.costo) },
            { key: 'margen', label: t('reportes.ingenieria.col.margenUnitario'), numeric: true, render: (r) => amount(r.margenUnitario) },
            { key: 'total', label: t('reportes.ingenieria.col.margenTotal'), numeric: true, render: (r) => amount(r.margenTotal) },
            { key: 'clase', label: t('reportes.ingenieria.col.clase'), render: (r) => <Badge colorPalette={PALETTE[r.clase]}>{t(`reportes.ingenieria.clases.${r.clase}`)}</Badge> },
          ]}
          footer={[t('reportes.col.total'), quantity(tot.unidades), '', '', '', amount(tot.margenPromedio), amount(tot.margenTotal), '']}
        />
      </Section>
    </Stack>
  );
}

/** GET /reportes/ingenieria-menu with the page's range. */
export function IngenieriaMenuPanel({ filtros, enabled }: { filtros: ReportesQuery; enabled: boolean }) {
  const query = useReporteCostos('ingenieria-menu', filtros, enabled);
  return <QueryPanel query={query}>{(data) => <IngenieriaMenuView data={data} />}</QueryPanel>;
}
