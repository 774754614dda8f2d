import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 'Sin stock' at 0 or less, 'Stock bajo' under the minimum, else 'Normal'. */
export function StockBadge({ stockActual, bajoStock }: { stockActual: number | null; bajoStock: boolean }) {
  const { t } = useTranslation();
  if ((stockActual ?? 0) <= 0)
    return (
      <Badge colorPalette="red" data-testid="stock-badge">
        {t('inventario.niveles.sinStock')}
      </Badge>
    );
  if (bajoStock)
    return (
      <Badge colorPalette="orange" data-testid="stock-badge">
        {t('inventario.niveles.bajo')}
      </Badge>
    );
  return (
    <Badge colorPalette="green" data-testid="stock-badge">
      {t('inventario.niveles.normal')}
    </Badge>
  );
}
