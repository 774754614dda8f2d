import { Box, Text } from '@chakra-ui/react';
import { queryFailure } from '@resto/shared/query';
import { usePermission } from '@resto/shared/session';
import { ConnectionErrorScreen, LoadingOverlay, PageTitle } from '@resto/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportesKeys, useDashboard } from '../features/reportes/api/reportes-api';
import { DashboardView } from '../features/reportes/components/dashboard-view';
import { useLiveReportes } from '../features/reportes/hooks/use-live-reportes';

/** /dashboard: the day and the month at a glance, live as sales are finalized. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const allowed = usePermission('reportes.ver');
  const dashboard = useDashboard(allowed);
  const client = useQueryClient();
  useLiveReportes();
  const { error, connectionError } = queryFailure(dashboard.error);
  if (connectionError && !dashboard.data) return <ConnectionErrorScreen onRetry={() => void client.invalidateQueries({ queryKey: reportesKeys.all })} />;
  return (
    <Box position="relative" data-testid="dashboard-page">
      <PageTitle titleKey="routes.dashboard" />
      {!allowed && <Text color="fg.muted">{t('reportes.errores.sinPermiso')}</Text>}
      <LoadingOverlay active={allowed && dashboard.isLoading} />
      {error && (
        <Text color="fg.error" role="alert">
          {t('reportes.errores.dashboard')}: {error}
        </Text>
      )}
      {dashboard.data && <DashboardView data={dashboard.data} />}
    </Box>
  );
}
