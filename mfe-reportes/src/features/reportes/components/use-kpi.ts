import { useMoney } from '@resto/shared/sales-ui';
import { compactMoney } from './format';

/** KPI figures in compact form with the exact amount on hover. */
export function useKpi() {
  const { amount, currency, locale } = useMoney();
  return (value: number) => ({ value: compactMoney(value, currency, locale), exact: amount(value) });
}
