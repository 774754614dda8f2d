import { Box, Text } from '@chakra-ui/react';
import type { ReportesQuery, ReporteTipo } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { LoadingOverlay } from '@resto/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReporte, type ReportesPorTipo } from '../api/reportes-api';
import { ArqueosView } from './arqueos-view';
import { ClientesView, FinancieroView, ProductosView, VentasView } from './report-views';

/** A report's query on screen: its figures, a loading overlay (the previous figures stay while loading) and its refusal. */
export function QueryPanel<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const { error } = queryFailure(query.error);
  const data = query.data;
  return (
    <Box position="relative" minH="8rem">
      <LoadingOverlay active={query.isFetching && !data} />
      {error && (
        <Text color="fg.error" role="alert">
          {t('reportes.errores.reportes')}: {error}
        </Text>
      )}
      {data !== undefined && children(data)}
    </Box>
  );
}

/** One report with the filters: loads it and shows its view. */
export function ReportPanel({ tipo, filtros, enabled, columns }: { tipo: ReporteTipo; filtros: ReportesQuery; enabled: boolean; columns?: number }) {
  const query = useReporte(tipo, filtros, enabled);
  return <QueryPanel query={query}>{(data) => <ReportBody tipo={tipo} data={data} columns={columns} />}</QueryPanel>;
}

function ReportBody({ tipo, data, columns }: { tipo: ReporteTipo; data: ReportesPorTipo[ReporteTipo]; columns?: number }) {
  switch (tipo) {
    case 'ventas':
      return <VentasView data={data as ReportesPorTipo['ventas']} columns={columns} />;
    case 'productos':
      return <ProductosView data={data as ReportesPorTipo['productos']} />;
    case 'clientes':
      return <ClientesView data={data as ReportesPorTipo['clientes']} />;
    case 'financiero':
      return <FinancieroView data={data as ReportesPorTipo['financiero']} />;
    case 'arqueos':
      return <ArqueosView data={data as ReportesPorTipo['arqueos']} />;
  }
}
