import { Badge } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDefaultExchangeRate, DEFAULT_EXCHANGE_KEY, type DefaultExchangeRate } from '@resto/shared/session';

function formatRate(valor: string, locale: string): string {
  // Intl takes the exact decimal text, so the rate is shown without float rounding.
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(valor as `${number}`);
}

/** The default exchange rate cached in `cambioDefault`, kept current when the settings change it. */
export function ExchangeRateBadge({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const [rate, setRate] = useState<DefaultExchangeRate | null>(() => readDefaultExchangeRate());

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === DEFAULT_EXCHANGE_KEY) setRate(readDefaultExchangeRate());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (!rate) return null;
  return (
    <Badge colorPalette="secondary" variant="subtle" size="md" data-testid="exchange-rate">
      {t('layout.header.tipoCambio', { currency: rate.moneda, value: formatRate(rate.valor, locale) })}
    </Badge>
  );
}
