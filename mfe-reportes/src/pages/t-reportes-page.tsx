import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReportesQuery } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { PageTitle } from '@resto/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../features/reportes/api/reportes-api';
import { DashboardView } from '../features/reportes/components/dashboard-view';
import { RangeFilter, rangeIsValid } from '../features/reportes/components/range-filter';
import { ReportPanel } from '../features/reportes/components/report-panel';
import { useLiveReportes } from '../features/reportes/hooks/use-live-reportes';

/** /t/reportes (the tablets' default): today's figures, then the sales report of a range, in one column of wide cards. */
export default function TReportesPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const [filtros, setFiltros] = useState<ReportesQuery>({ rango: '7' });
  useLiveReportes();
  const { error } = queryFailure(dashboard.error);
  return (
    <Stack gap={4} p={{ base: 2, md: 4 }} data-testid="t-reportes-page">
      <PageTitle titleKey="reportes.tablet.titulo" />
      {error && (
        <Text color="fg.error" role="alert">
          {t('reportes.errores.dashboard')}: {error}
        </Text>
      )}
      {dashboard.data && <DashboardView data={dashboard.data} layout="tablet" />}
      <Box>
        <Heading size="md" mb={2}>
          {t('reportes.tabs.ventas')}
        </Heading>
        <RangeFilter value={filtros} onChange={setFiltros} quickOnly />
      </Box>
      <ReportPanel tipo="ventas" filtros={filtros} enabled={rangeIsValid(filtros)} columns={1} />
    </Stack>
  );
}
