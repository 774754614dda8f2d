import type { MedioPago } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the payment methods on the settings screen. */
export const mediosKeys = {
  all: ['configuracion', 'medios-de-pago'] as const,
};

/** GET /medios-de-pago: the venue's active payment methods, in order. */
export function getMediosPago(signal?: AbortSignal) {
  return api.get<MedioPago[]>('/medios-de-pago', signal ? { signal } : {});
}

export function useMediosPago() {
  return useQuery({ queryKey: mediosKeys.all, queryFn: fromApi((signal) => getMediosPago(signal)) });
}
