import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVentasEvents } from '@resto/shared/sales-ui';
import { reportesKeys } from '../api/reportes-api';

/**
 * Keeps the dashboard and the reports current: a sale finalized or voided, an expense or a
 * register opened or closed anywhere in the venue (and a reconnection) re-reads them.
 */
export function useLiveReportes(): void {
  const client = useQueryClient();
  const invalidate = useCallback(() => void client.invalidateQueries({ queryKey: reportesKeys.all }), [client]);
  useVentasEvents(['VentaFinalizada', 'VentaAnulada', 'ArqueoActualizado'], invalidate);
}
