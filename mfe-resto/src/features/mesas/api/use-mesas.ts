import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { getMesas } from './get-mesas';

/** Query keys of the floor plan: invalidate `mesasKeys.all` after the plan changes. */
export const mesasKeys = {
  all: ['mesas'] as const,
  list: () => ['mesas', 'list'] as const,
};

/** The venue's tables (GET /mesas), shared by every desktop screen that shows the plan. */
export function useMesas() {
  return useQuery({ queryKey: mesasKeys.list(), queryFn: fromApi(getMesas) });
}
