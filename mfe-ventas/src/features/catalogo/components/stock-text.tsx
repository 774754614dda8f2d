import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductoVenta } from '@resto/shared/contracts';
import { useMoney } from '@resto/shared/sales-ui';

/** Stock with its unit, only for products that control it; red at 0, orange under the minimum. */
export function StockText({ producto }: { producto: Pick<ProductoVenta, 'controlaStock' | 'stockActual' | 'bajoStock' | 'unidadMedida'> }) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  if (!producto.controlaStock || producto.stockActual === null) return null;
  if (producto.stockActual <= 0) return <Text color="fg.error">{t('ventas.venta.sinStock')}</Text>;
  const stock = `${quantity(producto.stockActual)} ${t(`ventas.unidades.${producto.unidadMedida}`)}`;
  return <Text color={producto.bajoStock ? 'orange.fg' : undefined}>{t('ventas.venta.stock', { stock })}</Text>;
}
