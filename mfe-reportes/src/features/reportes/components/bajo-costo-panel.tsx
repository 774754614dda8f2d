import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReporteBajoCosto, ReportesQuery } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi, queryFailure } from '@resto/shared/query';
import { formatDateTime } from '@resto/shared/format';
import { useMoney } from '@resto/shared/sales-ui';
import { LoadingOverlay } from '@resto/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filtrosQuery, reportesKeys } from '../api/reportes-api';
import { SimpleTable } from './simple-table';

/** The filters the below-cost report takes (the range, a seller, a product). */
function bajoCostoQuery(filtros: ReportesQuery) {
  const { rango, fechaDesde, fechaHasta, usuarioId, productoId } = filtros;
  return filtrosQuery({ rango, fechaDesde, fechaHasta, usuarioId, productoId });
}

/** GET /reportes/ventas-bajo-costo with the page's range. */
export function useVentasBajoCosto(filtros: ReportesQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...reportesKeys.all, 'ventas-bajo-costo', filtros] as const,
    queryFn: fromApi((signal) => api.get<ReporteBajoCosto>('/reportes/ventas-bajo-costo', { query: bajoCostoQuery(filtros), signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Sales below cost: each line charged below the cost the product had when it was sold, with who
 * sold it and the loss. Shown only to those who read costs (the api refuses everyone else).
 */
export function BajoCostoPanel({ filtros, enabled }: { filtros: ReportesQuery; enabled: boolean }) {
  const { t } = useTranslation();
  const { amount, quantity, locale } = useMoney();
  const query = useVentasBajoCosto(filtros, enabled);
  const { error } = queryFailure(query.error);
  const data = query.data;
  const fecha = (iso: string) => formatDateTime(iso, { locale });
  return (
    <Box position="relative" minH="8rem" data-testid="reporte-bajo-costo">
      <LoadingOverlay active={query.isFetching && !data} />
      {error && (
        <Text color="fg.error" role="alert">
          {t('reportes.errores.reportes')}: {error}
        </Text>
      )}
      {data && (
        <Stack gap={3}>
          <Text color="fg.muted">{t('reportes.bajoCosto.descripcion')}</Text>
          <Text fontWeight="semibold" data-testid="bajo-costo-total">
            {t('reportes.bajoCosto.totalPerdida', { monto: amount(data.totalPerdida) })}
          </Text>
          <SimpleTable
            testId="tabla-bajo-costo"
            rows={data.items}
            rowKey={(r) => `${r.ventaId}-${r.productoId}-${r.precioUnitario}-${r.cantidad}`}
            columns={[
              { key: 'fecha', label: t('reportes.bajoCosto.col.fecha'), render: (r) => fecha(r.fecha) },
              { key: 'venta', label: t('reportes.bajoCosto.col.venta'), render: (r) => `#${r.numero ?? r.ventaId}` },
              { key: 'producto', label: t('reportes.bajoCosto.col.producto'), render: (r) => r.producto },
              { key: 'vendedor', label: t('reportes.bajoCosto.col.vendedor'), render: (r) => r.vendedor ?? '—' },
              { key: 'cantidad', label: t('reportes.bajoCosto.col.cantidad'), numeric: true, render: (r) => quantity(r.cantidad) },
              { key: 'precio', label: t('reportes.bajoCosto.col.precio'), numeric: true, render: (r) => amount(r.precioUnitario) },
              { key: 'costo', label: t('reportes.bajoCosto.col.costo'), numeric: true, render: (r) => amount(r.costoUnitario) },
              { key: 'perdida', label: t('reportes.bajoCosto.col.perdida'), numeric: true, render: (r) => amount(r.perdida) },
            ]}
          />
        </Stack>
      )}
    </Box>
  );
}
