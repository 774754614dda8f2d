import type { ReportesFiltros } from '@resto/shared/contracts';
import { addDays, convertToLocal, dateInZone, isValidRange, quickRange, zonedRange, type DateRange } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { getVenue, type Venue } from '../local';
import type { HoraVentas } from './reporte-ventas.repository';
import type { Filtro } from './reportes-filtro.repository';

type Db = Kysely<Database>;

/* What every report shares: its venue period and filters, the folding of UTC hours into the venue's days and hours, and the amounts' arithmetic. */

/** The longest range a report covers (a year and a day: a leap year's whole year). */
export const MAX_DIAS_REPORTE = 366;

export interface Periodo extends DateRange {
  venue: Venue;
  filtro: Filtro;
  /** Every venue date of the range, in order. */
  dias: string[];
}

/** The venue's date range of a report (quick range, fechaDesde/fechaHasta, or today) with its filters. */
export async function periodo(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<Periodo> {
  const venue = await getVenue(db, localId);
  const today = dateInZone(now, venue.timezone);
  const range = q.rango ? quickRange(q.rango, today) : { desde: q.fechaDesde ?? q.fechaHasta ?? today, hasta: q.fechaHasta ?? q.fechaDesde ?? today };
  if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
  const dias: string[] = [];
  for (let d = range.desde; d <= range.hasta; d = addDays(d, 1)) {
    dias.push(d);
    if (dias.length > MAX_DIAS_REPORTE) throw badRequest('REPORTE_RANGO_EXCEDIDO', { max: MAX_DIAS_REPORTE });
  }
  const { from, to } = zonedRange(range, venue.timezone);
  return {
    ...range,
    venue,
    dias,
    filtro: {
      localId,
      from: from.toISOString(),
      to: to.toISOString(),
      arqueoId: q.arqueoId,
      usuarioId: q.usuarioId,
      medioPagoId: q.medioPagoId,
      categoriaId: q.categoriaId,
      productoId: q.productoId,
      clienteId: q.clienteId,
      origen: q.origen,
    },
  };
}

/**
 * Folds UTC hours ('YYYY-MM-DDTHH') into the venue's date and hour (cached: a year is 8,760 hours).
 * Intl's formatToParts is slow (profiled: most of the sales report's own JavaScript on a year), so
 * it runs twice per UTC day: when the zone's offset is the same at 00 and 23 UTC the day's hours
 * are shifted by it; a day with a change of offset is read hour by hour.
 */
export function zonedHours(timeZone: string): (utcHour: string) => { fecha: string; hora: number } {
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });
  const cache = new Map<string, { fecha: string; hora: number }>();
  const offsets = new Map<string, number | null>();
  const instant = (utcHour: string) => Date.parse(`${utcHour}:00:00Z`);
  const exact = (utcHour: string) => {
    const parts: Record<string, string> = {};
    for (const p of fmt.formatToParts(new Date(instant(utcHour)))) parts[p.type] = p.value;
    return { fecha: `${parts.year}-${parts.month}-${parts.day}`, hora: Number(parts.hour) % 24 };
  };
  const offsetOf = (utcHour: string) => {
    const { fecha, hora } = exact(utcHour);
    return Date.parse(`${fecha}T${String(hora).padStart(2, '0')}:00:00Z`) - instant(utcHour);
  };
  return (utcHour) => {
    let hit = cache.get(utcHour);
    if (!hit) {
      const day = utcHour.slice(0, 10);
      let offset = offsets.get(day);
      if (offset === undefined) {
        const first = offsetOf(`${day}T00`);
        offset = first === offsetOf(`${day}T23`) ? first : null;
        offsets.set(day, offset);
      }
      if (offset === null) hit = exact(utcHour);
      else {
        const local = new Date(instant(utcHour) + offset);
        hit = { fecha: local.toISOString().slice(0, 10), hora: local.getUTCHours() };
      }
      cache.set(utcHour, hit);
    }
    return hit;
  };
}

export const divRound = (value: number, by: number) => Math.round(value / by);

export interface Acumulado {
  ventas: number;
  total: number;
}

/** Totals by the venue's day (every day of the range, zero included) and by its hour of day. */
export function plegar(p: { venue: Venue; dias: string[] }, horas: HoraVentas[]) {
  const zoned = zonedHours(p.venue.timezone);
  const porDia = new Map<string, Acumulado>(p.dias.map((d) => [d, { ventas: 0, total: 0 }]));
  const porHora = Array.from({ length: 24 }, () => ({ ventas: 0, total: 0 }));
  const totales = { ventas: 0, total: 0, subtotal: 0, descuentosVenta: 0, vuelto: 0 };
  for (const h of horas) {
    const { fecha, hora } = zoned(h.hora);
    const dia = porDia.get(fecha);
    if (dia) {
      dia.ventas += h.ventas;
      dia.total += h.total;
    }
    porHora[hora]!.ventas += h.ventas;
    porHora[hora]!.total += h.total;
    totales.ventas += h.ventas;
    totales.total += h.total;
    totales.subtotal += h.subtotal;
    totales.descuentosVenta += h.descuentosVenta;
    totales.vuelto += h.vuelto;
  }
  return { porDia, porHora, totales };
}

export function base(p: Periodo, now: Date) {
  return { desde: p.desde, hasta: p.hasta, moneda: p.venue.currencyCode, generadoAt: now.toISOString() };
}

export const quantity = (milli: number) => milli / 1000;

export const DAY_MS = 86_400_000;

/** An expense's reais and dollars in the venue's currency at today's rate (0 without a rate). */
export function gastoLocal(venue: Venue, tasas: Map<string, number>, g: { pesos: number; reales: number; dolares: number }): number {
  const convert = (minor: number, moneda: string) => {
    if (minor === 0) return 0;
    if (moneda === venue.currencyCode) return minor;
    const rate = tasas.get(moneda);
    return rate === undefined ? 0 : convertToLocal(minor, rate, moneda, venue.currencyCode);
  };
  return g.pesos + convert(g.reales, 'BRL') + convert(g.dolares, 'USD');
}
