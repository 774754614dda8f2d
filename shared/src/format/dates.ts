import { DEFAULT_LOCALE } from './money';

export interface DateTimeFormatOptions {
  /** Default 'es-AR'. */
  locale?: string;
  /** Default false: the product uses a 24-hour clock. */
  hour12?: boolean;
  /** Show seconds in times. Default true. */
  seconds?: boolean;
  /** IANA zone; default the runtime's zone. */
  timeZone?: string;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** dd/mm/yyyy in es-AR. */
export function formatDate(value: Date | string | number, options: DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale ?? DEFAULT_LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(toDate(value));
}

/** HH:mm:ss, 24 h unless hour12 is set. */
export function formatTime(value: Date | string | number, options: DateTimeFormatOptions = {}): string {
  const hour12 = options.hour12 ?? false;
  return new Intl.DateTimeFormat(options.locale ?? DEFAULT_LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds === false ? {} : { second: '2-digit' }),
    // hourCycle h23 avoids the "24:05" some ICU builds print with hour12:false.
    ...(hour12 ? { hour12: true } : { hourCycle: 'h23' as const }),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(toDate(value));
}

export function formatDateTime(value: Date | string | number, options: DateTimeFormatOptions = {}): string {
  return `${formatDate(value, options)} ${formatTime(value, options)}`;
}

/** Local calendar date as yyyy-mm-dd (what the API takes for date-only fields). */
export function toIsoDate(value: Date | string | number): string {
  const d = toDate(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
