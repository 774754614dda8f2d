import { Heading, Stack, Text } from '@chakra-ui/react';
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

/** /m/reportes (phones, at most 480 px; the shell guards it with reportes.ver): the same figures stacked. */
export default function MReportesPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const [filtros, setFiltros] = useState<ReportesQuery>({ rango: 'hoy' });
  useLiveReportes();
  const { error } = queryFailure(dashboard.error);
  return (
    <Stack gap={3} p={2} maxW="480px" mx="auto" data-testid="m-reportes-page">
      <PageTitle titleKey="reportes.movil.titulo" />
      {error && (
        <Text color="fg.error" role="alert">
          {t('reportes.errores.dashboard')}: {error}
        </Text>
      )}
      {dashboard.data && <DashboardView data={dashboard.data} layout="phone" />}
      <Heading size="sm">{t('reportes.tabs.ventas')}</Heading>
      <RangeFilter value={filtros} onChange={setFiltros} quickOnly />
      <ReportPanel tipo="ventas" filtros={filtros} enabled={rangeIsValid(filtros)} columns={1} />
    </Stack>
  );
}
