import { Box, HStack, Stack, Tabs } from '@chakra-ui/react';
import { REPORTE_COSTOS_TIPOS, REPORTE_TIPOS, type ReporteCostosTipo, type ReportesQuery, type ReporteTipo } from '@resto/shared/contracts';
import { usePermission } from '@resto/shared/session';
import { NoPermission, PageTitle } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BajoCostoPanel } from '../features/reportes/components/bajo-costo-panel';
import { CierreZPanel } from '../features/reportes/components/cierre-z-panel';
import { ConsumoPanel } from '../features/reportes/components/consumo-view';
import { CostosPanel } from '../features/reportes/components/costos-view';
import { ExportButtons } from '../features/reportes/components/export-buttons';
import { ExtraFilters } from '../features/reportes/components/extra-filters';
import { IngenieriaMenuPanel } from '../features/reportes/components/ingenieria-menu-view';
import { RangeFilter, rangeIsValid } from '../features/reportes/components/range-filter';
import { ReportPanel } from '../features/reportes/components/report-panel';
import { useLiveReportes } from '../features/reportes/hooks/use-live-reportes';
import { rangoQuery } from '../features/reportes/api/reportes-costos-api';

type Tab = ReporteTipo | ReporteCostosTipo | 'cierreZ' | 'bajoCosto';
const TABS: readonly Tab[] = [...REPORTE_TIPOS, 'cierreZ'];
// Sales below cost and the cost reports show costs: only for those who read them (productos.costos).
const TABS_CON_COSTOS: readonly Tab[] = [...REPORTE_TIPOS, 'bajoCosto', ...REPORTE_COSTOS_TIPOS, 'cierreZ'];
const esDeCostos = (tab: Tab): tab is ReporteCostosTipo => (REPORTE_COSTOS_TIPOS as readonly string[]).includes(tab);

/** /reportes: one tab per report (sales, products, customers, financial, audits, the cost reports, Z close), filters, charts, tables, exports. */
export default function ReportesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const allowed = usePermission('reportes.ver');
  const tabs = usePermission('productos.costos') ? TABS_CON_COSTOS : TABS;
  const tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'ventas';
  const [filtros, setFiltros] = useState<ReportesQuery>({ rango: '30' });
  const valid = rangeIsValid(filtros);
  useLiveReportes();
  // Without reportes.ver the api refuses every report: say so instead of filters, exports and an error.
  if (!allowed) return <NoPermission titleKey="routes.reportes" testId="reportes-page" />;
  return (
    <Box data-testid="reportes-page">
      <PageTitle titleKey="routes.reportes" />
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} variant="line" lazyMount unmountOnExit>
        <Box overflowX="auto">
          <Tabs.List minW="max-content">
            {tabs.map((k) => (
              <Tabs.Trigger key={k} value={k} data-testid={`tab-${k}`}>
                {t(`reportes.tabs.${k}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {tab !== 'cierreZ' && (
          <Stack gap={3} mt={4}>
            {/* The costs report is of today: no range. */}
            {tab !== 'costos' && <RangeFilter value={filtros} onChange={setFiltros} />}
            <HStack justify="space-between" wrap="wrap" gap={3}>
              {tab === 'ventas' || tab === 'productos' || tab === 'clientes' ? <ExtraFilters value={filtros} onChange={setFiltros} /> : <span />}
              {tab === 'bajoCosto' ? (
                <span />
              ) : esDeCostos(tab) ? (
                <ExportButtons tipo={tab} filtros={rangoQuery(tab, filtros)} disabled={tab !== 'costos' && !valid} />
              ) : (
                <ExportButtons tipo={tab} filtros={filtros} disabled={!valid} />
              )}
            </HStack>
          </Stack>
        )}
        {REPORTE_TIPOS.map((k) => (
          <Tabs.Content key={k} value={k}>
            <ReportPanel tipo={k} filtros={filtros} enabled={valid && tab === k} />
          </Tabs.Content>
        ))}
        {tabs.includes('bajoCosto') && (
          <Tabs.Content value="bajoCosto">
            <BajoCostoPanel filtros={filtros} enabled={valid && tab === 'bajoCosto'} />
          </Tabs.Content>
        )}
        {tabs.includes('costos') && (
          <>
            <Tabs.Content value="costos">
              <CostosPanel filtros={filtros} enabled={tab === 'costos'} />
            </Tabs.Content>
            <Tabs.Content value="consumo">
              <ConsumoPanel filtros={filtros} enabled={valid && tab === 'consumo'} />
            </Tabs.Content>
            <Tabs.Content value="ingenieria-menu">
              <IngenieriaMenuPanel filtros={filtros} enabled={valid && tab === 'ingenieria-menu'} />
            </Tabs.Content>
          </>
        )}
        <Tabs.Content value="cierreZ">
          <CierreZPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
