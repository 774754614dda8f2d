import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVentasEvents } from '@resto/shared/sales-ui';
import { arqueosKeys, useArqueos } from '../api/get-arqueos';

/**
 * The audits, kept current: every sale, void, expense or opening/closing on any register of the
 * venue changes the expected cash, so each of those events (and a reconnection) invalidates them.
 */
export function useLiveArqueos() {
  const query = useArqueos();
  const client = useQueryClient();
  const invalidate = useCallback(() => void client.invalidateQueries({ queryKey: arqueosKeys.all }), [client]);
  useVentasEvents(['VentaFinalizada', 'VentaAnulada', 'ArqueoActualizado'], invalidate);
  return query;
}
