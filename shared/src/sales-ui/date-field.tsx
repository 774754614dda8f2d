import { DatePicker, Portal, parseDate, type DateValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../rules/date-range';
import { useGeneralConfig } from '../session/general-config';

/** The date picker range is 1900 to 2099. */
export const DATE_FIELD_MIN = '1900-01-01';
export const DATE_FIELD_MAX = '2099-12-31';

export interface DateFieldProps {
  /** The date as the api takes it, 'YYYY-MM-DD'; '' when none. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** The field's visible label. */
  label: string;
  /** Locale the date is written and read in. Default: the venue's (general config). */
  locale?: string;
  /** Earliest date, 'YYYY-MM-DD'. Default 1900-01-01. */
  min?: string;
  /** Latest date, 'YYYY-MM-DD'. Default 2099-12-31. */
  max?: string;
  invalid?: boolean;
  'data-testid'?: string;
}

const toDateValue = (iso: string): DateValue | null => (isIsoDate(iso) ? parseDate(iso) : null);

/**
 * A date written and typed in the venue's locale (24/11/2026 in es-AR, 11/24/2026 in en-US),
 * whatever the browser's language, with a calendar to pick from. Chakra's DatePicker: the typed
 * text is read in the same locale's order when the field loses focus or Enter is pressed.
 */
export function DateField({ value, onChange, label, locale, min = DATE_FIELD_MIN, max = DATE_FIELD_MAX, invalid, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const venueLocale = useGeneralConfig().locale;
  const current = toDateValue(value);
  const minValue = toDateValue(min) ?? undefined;
  const maxValue = toDateValue(max) ?? undefined;
  return (
    <DatePicker.Root
      locale={locale ?? venueLocale}
      value={current ? [current] : []}
      min={minValue}
      max={maxValue}
      onValueChange={(details) => {
        const next = details.value[0];
        const iso = next ? next.toString().slice(0, 10) : '';
        if (iso !== value) onChange(iso);
      }}
      invalid={invalid}
      w="auto"
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Label>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input data-testid={rest['data-testid']} w="11rem" />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={t('salesUi.fecha.abrirCalendario', { campo: label })}>
            <CalendarGlyph />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

function CalendarGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}
