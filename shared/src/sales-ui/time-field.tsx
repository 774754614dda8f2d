import { NativeSelect } from '@chakra-ui/react';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format';
import { useGeneralConfig } from '../session/general-config';

/** 'HH:mm' (24 h) of every `step` minutes from `from` to `to`, both included when they fall on a step. */
export function timeSlots(from: string, to: string, step: number): string[] {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const slots: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += step) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

export interface TimeFieldProps extends Omit<ComponentProps<typeof NativeSelect.Field>, 'value' | 'onChange' | 'children'> {
  /** 'HH:mm' as the api takes it; '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest time, 'HH:mm'. Default 00:00. */
  from?: string;
  /** Latest time, 'HH:mm'. Default 23:45. */
  to?: string;
  /** Minutes between choices. Default 15. */
  step?: number;
  /** The text of the empty choice. Default 'Elegí la hora' in the interface language. */
  placeholder?: string;
}

/**
 * A time of day chosen from the venue's slots and written with the venue's clock (20:30, or
 * 8:30 p. m. with the 12-hour setting), whatever the browser's language: a native time input
 * follows the browser instead (--:-- -- with AM/PM on an English system).
 */
export function TimeField({ value, onChange, from = '00:00', to = '23:45', step = 15, placeholder, ...rest }: TimeFieldProps) {
  const { t } = useTranslation();
  const { locale, hour12 } = useGeneralConfig();
  const options = useMemo(() => {
    const slots = timeSlots(from, to, step);
    // A value off the steps (an older booking at 20:10) stays choosable.
    if (value && !slots.includes(value)) {
      slots.push(value);
      slots.sort();
    }
    return slots.map((slot) => ({ value: slot, label: formatTime(`2000-01-01T${slot}:00Z`, { locale, hour12, seconds: false, timeZone: 'UTC' }) }));
  }, [from, to, step, value, locale, hour12]);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...rest} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder ?? t('salesUi.hora.elegir')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
