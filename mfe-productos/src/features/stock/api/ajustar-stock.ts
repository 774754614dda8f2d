import type { StockUpdateBody, StockUpdateResult } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { unwrap } from '@resto/shared/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from './stock-keys';

/** POST /stock/update: a count, a loss or a purchase; a repeated ClientMutationId applies it once. */
export function ajustarStock(body: StockUpdateBody) {
  return api.post<StockUpdateResult>('/stock/update', body);
}

/**
 * The adjustment as a mutation: a refusal rejects with the api's message (ApiQueryError), and a
 * success refreshes the levels, the movements and every product list.
 */
export function useAjustarStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StockUpdateBody) => unwrap(await ajustarStock(body)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['productos'] }), client.invalidateQueries({ queryKey: stockKeys.all })]),
  });
}
