import { newClientMutationId } from '@resto/shared/api-client';
import { api } from '@resto/shared/api-client';
import type { Pedido, PedidoEstado, PedidosConfig } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { CRITICAL_ORDER_MINUTES } from '@resto/shared/rules';
import { notify } from '@resto/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cambiarEstado, pedidosKeys } from '../api/pedidos-api';

/** Browser storage of the timing config (Storage), read for `pedidos.alertThreshold`. */
const TIMING_CONFIG_KEY = 'rf_timing';

function storedThreshold(): number | null {
  try {
    const raw = localStorage.getItem(TIMING_CONFIG_KEY);
    const value = Number(raw ? (JSON.parse(raw) as { pedidos?: { alertThreshold?: unknown } }).pedidos?.alertThreshold : NaN);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The critical threshold in minutes: the stored timing config, else the venue's (35 by default). */
export function useAlertThreshold(): number {
  const config = useQuery({ queryKey: ['pedidos', 'config'], queryFn: fromApi((signal) => api.get<PedidosConfig>('/pedidos/config', { signal })) });
  return storedThreshold() ?? config.data?.alertaMinutos ?? CRITICAL_ORDER_MINUTES;
}

/** Moves an order to `estado` (one id per tap); a refusal is said in a notification. */
export function useCambiarEstado() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useCallback(
    async (pedido: Pedido, estado: PedidoEstado, motivo?: string): Promise<boolean> => {
      const res = await cambiarEstado(pedido.id, estado, newClientMutationId(), motivo);
      void client.invalidateQueries({ queryKey: pedidosKeys.all });
      if (!res.success) {
        notify({ severity: 'error', message: res.message ?? t('pedidos.errorCargar') });
        return false;
      }
      return true;
    },
    [client, t],
  );
}
