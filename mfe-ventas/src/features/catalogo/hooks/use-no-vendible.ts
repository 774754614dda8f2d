import type { ProductoVenta } from '@resto/shared/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoDisponible } from '../api/disponibilidad';

/**
 * Why a product cannot be put in the cart now, or null when it can: sold out by hand ('86'), an
 * ingredient one portion needs is not on hand, or its own controlled stock is at 0. The screens
 * keep such a product in sight, greyed with this text, so the cashier can tell the customer.
 */
export function useNoVendible(): (p: Pick<ProductoVenta, 'id' | 'controlaStock' | 'stockActual'>) => string | null {
  const { t } = useTranslation();
  const noDisponible = useNoDisponible();
  return useCallback(
    (p) => {
      const d = noDisponible(p.id);
      if (d && !d.disponible) return t('ventas.venta.agotado');
      if (d?.insumoFaltante) return t('ventas.venta.sinInsumo', { insumo: d.insumoFaltante });
      return p.controlaStock && (p.stockActual ?? 0) <= 0 ? t('ventas.venta.sinStock') : null;
    },
    [noDisponible, t],
  );
}
