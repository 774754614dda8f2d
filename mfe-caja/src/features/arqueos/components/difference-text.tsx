import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@resto/shared/sales-ui';

/** Counted minus expected: red when cash is missing, orange when there is more than expected. */
export function DifferenceText({ minor, currency, ...rest }: { minor: number; currency?: string } & TextProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (minor === 0) {
    return (
      <Text color="green.fg" {...rest}>
        {t('caja.cierre.sinDiferencia')}
      </Text>
    );
  }
  const label = minor < 0 ? t('caja.cierre.faltante') : t('caja.cierre.sobrante');
  return (
    <Text color={minor < 0 ? 'fg.error' : 'orange.fg'} fontWeight="semibold" {...rest}>
      {label} {money(Math.abs(minor), currency)}
    </Text>
  );
}
