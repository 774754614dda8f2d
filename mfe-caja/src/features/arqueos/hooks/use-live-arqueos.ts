import { useVentasEvents } from '@resto/shared/sales-ui';
import { useArqueos } from '../api/get-arqueos';

/**
 * The audits, kept current: every sale, void, expense or opening/closing on any register of the
 * venue changes the expected cash, so each of those events (and a reconnection) reads it again.
 */
export function useLiveArqueos() {
  const query = useArqueos();
  useVentasEvents(['VentaFinalizada', 'VentaAnulada', 'ArqueoActualizado'], query.reload);
  return query;
}
