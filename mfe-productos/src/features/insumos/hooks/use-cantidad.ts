import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsumoUnidad } from '@resto/shared/rules';
import { useMoney } from '@resto/shared/sales-ui';
import { cantidadText } from '../components/insumo-form';

/** A quantity with its unit as the venue writes it: '2,5 kg', '-0,3 kg', '+12 u.' when signed. */
export function useCantidad() {
  const { t } = useTranslation();
  const { locale } = useMoney();
  return useCallback(
    (value: number, unidad: InsumoUnidad, signed = false) => `${signed && value > 0 ? '+' : ''}${cantidadText(value, locale)} ${t(`insumos.unidades.${unidad}`)}`,
    [t, locale],
  );
}
