import { Box, HStack, Stack, Tabs } from '@chakra-ui/react';
import { REPORTE_TIPOS, type ReportesQuery, type ReporteTipo } from '@resto/shared/contracts';
import { usePermission } from '@resto/shared/session';
import { NoPermission, PageTitle } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BajoCostoPanel } from '../features/reportes/components/bajo-costo-panel';
import { CierreZPanel } from '../features/reportes/components/cierre-z-panel';
import { ExportButtons } from '../features/reportes/components/export-buttons';
import { ExtraFilters } from '../features/reportes/components/extra-filters';
import { RangeFilter, rangeIsValid } from '../features/reportes/components/range-filter';
import { ReportPanel } from '../features/reportes/components/report-panel';
import { useLiveReportes } from '../features/reportes/hooks/use-live-reportes';

type Tab = ReporteTipo | 'cierreZ' | 'bajoCosto';
const TABS: readonly Tab[] = [...REPORTE_TIPOS, 'cierreZ'];
// Sales below cost show costs: only for those who read them (productos.costos).
const TABS_CON_COSTOS: readonly Tab[] = [...REPORTE_TIPOS, 'bajoCosto', 'cierreZ'];

/** /reportes: one tab per report (sales, products, customers, financial, audits, Z close), filters, charts, tables, exports. */
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
            <RangeFilter value={filtros} onChange={setFiltros} />
            <HStack justify="space-between" wrap="wrap" gap={3}>
              {tab === 'ventas' || tab === 'productos' || tab === 'clientes' ? <ExtraFilters value={filtros} onChange={setFiltros} /> : <span />}
              {tab === 'bajoCosto' ? <span /> : <ExportButtons tipo={tab} filtros={filtros} disabled={!valid} />}
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
        <Tabs.Content value="cierreZ">
          <CierreZPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
