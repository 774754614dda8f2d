import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@resto/shared/format';
import { useGeneralConfig } from '@resto/shared/session';
import { useNow } from '@resto/shared/hooks';

/** Date and 24 h time (the venue's locale, es-AR by default), updated every second. */
export function HeaderClock() {
  const { t } = useTranslation();
  const { locale, hour12 } = useGeneralConfig();
  const now = useNow(1000);
  return (
    <Text asChild fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <time dateTime={now.toISOString()} title={t('layout.header.fechaHora')} data-testid="header-clock">
        {formatDate(now, { locale })} {formatTime(now, { locale, hour12 })}
      </time>
    </Text>
  );
}
