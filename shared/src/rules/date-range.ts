/*
 * Calendar dates ('YYYY-MM-DD') of a venue. A venue's day runs from its local midnight to the
 * next, in its own time zone, whatever the server's or the browser's zone is.
 */

/** Sales history quick filters: today, 7, 30 and 90 days, today included. */
export const HISTORY_QUICK_FILTERS = ['hoy', '7', '30', '90'] as const;
export type HistoryQuickFilter = (typeof HISTORY_QUICK_FILTERS)[number];

export interface DateRange {
  desde: string;
  hasta: string;
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2025-02-30' is not). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** '2025-03-01' + -1 -> '2025-02-28'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A valid range: two real dates, the first not after the second. */
export function isValidRange(range: Partial<DateRange>): range is DateRange {
  return !!range.desde && !!range.hasta && isIsoDate(range.desde) && isIsoDate(range.hasta) && range.desde <= range.hasta;
}

/** 'hoy' is today alone; '7' is today and the 6 days before it, and so on. */
export function quickRange(filter: HistoryQuickFilter, today: string): DateRange {
  const days = filter === 'hoy' ? 1 : Number(filter);
  return { desde: addDays(today, -(days - 1)), hasta: today };
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs far more than using it, and the
 * api asks for the venue's date on every write (a tenth of a comanda add's CPU when it was built
 * on each call).
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // A few venues' zones at most; an invalid zone throws in the constructor and is never kept.
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const parts = zoneFormatter(timeZone).formatToParts(instant);
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');

/** The venue's calendar date at `instant`. */
export function dateInZone(instant: Date, timeZone: string): string {
  return dateTimeInZone(instant, timeZone).fecha;
}

/** The venue's wall-clock time 'HH:mm' (24 h) at `instant`. */
export function timeInZone(instant: Date, timeZone: string): string {
  return dateTimeInZone(instant, timeZone).hora;
}

const lastMinute = new Map<string, { minute: number; value: { fecha: string; hora: string } }>();

/**
 * The venue's date and 'HH:mm' at `instant` (`dateInZone` and `timeInZone` at once). Every zone's
 * offset is a whole number of minutes, so both are the same through a UTC minute: the last
 * minute asked of each zone is kept (every comanda add shapes its kitchen order with them, and
 * Intl's formatToParts costs more than the rest of that shaping). `dateInZone` and `timeInZone` read it.
 */
export function dateTimeInZone(instant: Date, timeZone: string): { fecha: string; hora: string } {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last && last.minute === minute) return last.value;
  const p = partsIn(instant, timeZone);
  const value = { fecha: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, hora: `${pad(p.hour)}:${pad(p.minute)}` };
  lastMinute.set(timeZone, { minute, value });
  return value;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the venue's day `date` begins. Two passes settle days whose offset differs from
 * the previous evening's (daylight-saving changes).
 */
export function zonedDayStart(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** The half-open instant range [start of `desde`, start of the day after `hasta`) of a venue. */
export function zonedRange(range: DateRange, timeZone: string): { from: Date; to: Date } {
  return { from: zonedDayStart(range.desde, timeZone), to: zonedDayStart(addDays(range.hasta, 1), timeZone) };
}
