import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentSummary } from '../payment-lines';
import { useMoney } from '../use-money';

/** Step 5: what the lines pay, and what is missing or the change to give. */
export function PaymentSummaryStep({ totalMinor, summary }: { totalMinor: number; summary: PaymentSummary }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const s = summary.settlement;
  const missingMinor = Math.max(0, totalMinor - s.paidMinor);
  return (
    <Stack gap={1} fontSize="lg">
      <HStack justify="space-between">
        <Text>{t('salesUi.closeSale.pagado')}</Text>
        <Text data-testid="payment-paid">{money(s.paidMinor)}</Text>
      </HStack>
      {missingMinor > 0 ? (
        <HStack justify="space-between" color="fg.error" fontWeight="semibold">
          <Text>{t('salesUi.closeSale.falta')}</Text>
          <Text data-testid="payment-missing">{money(missingMinor)}</Text>
        </HStack>
      ) : !s.ok ? (
        <Text color="fg.error" fontSize="sm" data-testid="payment-change-not-cash">
          {t('salesUi.closeSale.vueltoSoloEfectivo')}
        </Text>
      ) : (
        <HStack justify="space-between" fontWeight="semibold" color="green.fg">
          <Text>{t('salesUi.closeSale.vuelto')}</Text>
          <Text data-testid="payment-change">{money(s.changeMinor)}</Text>
        </HStack>
      )}
    </Stack>
  );
}
