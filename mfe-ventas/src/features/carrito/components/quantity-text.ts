import { useTranslation } from 'react-i18next';
import { useMoney } from '@resto/shared/sales-ui';
import type { CartLine } from '../cart';
import { milliToDecimal } from '../cart';

/** '3' for units, '0,25 kg' for weights, in the venue's locale. */
export function useQuantityText(): (line: Pick<CartLine, 'producto' | 'quantityMilli'>) => string {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  return (line) =>
    line.producto.esPorPeso ? `${quantity(milliToDecimal(line.quantityMilli))} ${t(`ventas.unidades.${line.producto.unidadMedida}`)}` : quantity(line.quantityMilli / 1000);
}
