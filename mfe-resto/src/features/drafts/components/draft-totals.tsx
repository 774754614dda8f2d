import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Draft } from '@resto/shared/contracts';
import { PromotionLines, useMoney } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';

/** Subtotal of the active items, the promotions', the draft's and the customer's discounts, and the total to charge. */
export function DraftTotals({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const descuentoLabel =
    draft.descuentoTipo === 'porcentaje' && draft.descuentoValor ? t('resto.totales.descuentoPorcentaje', { porcentaje: draft.descuentoValor }) : t('resto.totales.descuento');
  return (
    <Stack gap={1} data-testid="draft-totales">
      <HStack justify="space-between">
        <Text>{t('resto.totales.subtotal')}</Text>
        <Text data-testid="draft-subtotal">{amount(draft.subtotal)}</Text>
      </HStack>
      <PromotionLines promociones={draft.promociones} />
      {draft.descuento > 0 && (
        <HStack justify="space-between" color="green.fg">
          <Text>{descuentoLabel}</Text>
          <Text data-testid="draft-descuento">−{amount(draft.descuento)}</Text>
        </HStack>
      )}
      {draft.descuentoCliente > 0 && (
        <HStack justify="space-between" color="green.fg">
          <Text>{t('resto.totales.descuentoCliente', { porcentaje: draft.descuentoClientePorcentaje })}</Text>
          <Text>−{amount(draft.descuentoCliente)}</Text>
        </HStack>
      )}
      <HStack justify="space-between" fontSize="xl" fontWeight="bold">
        <Text>{t('resto.totales.total')}</Text>
        <Text data-testid="draft-total">{amount(draft.total)}</Text>
      </HStack>
    </Stack>
  );
}
