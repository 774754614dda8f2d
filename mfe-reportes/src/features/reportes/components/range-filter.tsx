import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReportesQuery } from '@resto/shared/contracts';
import { toIsoDate } from '@resto/shared/format';
import { HISTORY_QUICK_FILTERS, isValidRange, quickRange, type HistoryQuickFilter } from '@resto/shared/rules';
import { DateField } from '@resto/shared/sales-ui';
import { useTranslation } from 'react-i18next';

const QUICK_LABEL: Record<HistoryQuickFilter, string> = { hoy: 'reportes.rango.hoy', '7': 'reportes.rango.d7', '30': 'reportes.rango.d30', '90': 'reportes.rango.d90' };

export interface RangeFilterProps {
  value: ReportesQuery;
  onChange: (next: ReportesQuery) => void;
  /** Phones show the quick ranges only. */
  quickOnly?: boolean;
}

/** Whether the filters' dates are usable (a quick range, or a valid fechaDesde..fechaHasta). */
export function rangeIsValid(q: ReportesQuery): boolean {
  return q.rango !== undefined || isValidRange({ desde: q.fechaDesde, hasta: q.fechaHasta });
}

/** Today, 7, 30 or 90 days (the venue's days, today included), or a range of dates. */
export function RangeFilter({ value, onChange, quickOnly }: RangeFilterProps) {
  const { t } = useTranslation();
  const today = toIsoDate(new Date());
  const valid = rangeIsValid(value);
  const { rango: _rango, fechaDesde: _desde, fechaHasta: _hasta, ...rest } = value;
  // The dates show what the figures cover: a quick range's days (as the api counts them, today
  // included), else the dates chosen. Choosing a date by hand leaves the quick range.
  const shown = value.rango ? quickRange(value.rango, today) : { desde: value.fechaDesde ?? today, hasta: value.fechaHasta ?? today };
  return (
    <>
      <HStack gap={2} align="end" wrap="wrap" data-testid="rango-filtro">
        <HStack gap={1} role="group" aria-label={t('reportes.rango.desde')}>
          {HISTORY_QUICK_FILTERS.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={value.rango === r ? 'solid' : 'outline'}
              colorPalette={value.rango === r ? 'primary' : undefined}
              aria-pressed={value.rango === r}
              onClick={() => onChange({ ...rest, rango: r })}
              data-testid={`rango-${r}`}
            >
              {t(QUICK_LABEL[r])}
            </Button>
          ))}
        </HStack>
        {!quickOnly && (
          <>
            <DateField
              label={t('reportes.rango.desde')}
              value={shown.desde}
              onChange={(fechaDesde) => onChange({ ...rest, fechaDesde, fechaHasta: shown.hasta })}
              invalid={!valid}
              data-testid="rango-desde"
            />
            <DateField
              label={t('reportes.rango.hasta')}
              value={shown.hasta}
              onChange={(fechaHasta) => onChange({ ...rest, fechaDesde: shown.desde, fechaHasta })}
              invalid={!valid}
              data-testid="rango-hasta"
            />
          </>
        )}
      </HStack>
      {!valid && (
        <Text color="fg.error" role="alert">
          {t('reportes.rango.invalido')}
        </Text>
      )}
    </>
  );
}
