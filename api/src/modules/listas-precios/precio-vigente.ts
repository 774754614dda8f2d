import { ajustarImporteMinor, type CanalVenta } from '@resto/shared/contracts';
import { dateTimeInZone, formatScaled, PERCENT_DECIMALS } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getVenue } from '../local';
import { activeBasePrices, basePrices, findPrecios, listListas, type ListaPrecioRow } from './listas-precios.repository';

type Db = Kysely<Database>;

/** A product's price at a moment and channel: the winning list's name, or null at its base price. */
export interface PrecioVigente {
  precio: number;
  lista: string | null;
}

/** ISO weekday (1 Monday ... 7 Sunday) of a calendar date 'YYYY-MM-DD'. */
function isoWeekday(fecha: string): number {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Whether a list's window holds at the venue's date and time. `hasta` is excluded; a window
 * whose `hasta` is not after `desde` crosses midnight and belongs to the day it started, so its
 * small hours are checked against the day before.
 */
export function enVigencia(lista: Pick<ListaPrecioRow, 'dias' | 'desde' | 'hasta'>, fecha: string, hora: string): boolean {
  if (!lista.dias || !lista.desde || !lista.hasta) return true;
  const hoy = isoWeekday(fecha);
  const ayer = hoy === 1 ? 7 : hoy - 1;
  if (lista.desde < lista.hasta) return lista.dias.includes(hoy) && hora >= lista.desde && hora < lista.hasta;
  return (lista.dias.includes(hoy) && hora >= lista.desde) || (lista.dias.includes(ayer) && hora < lista.hasta);
}

/** The venue's active lists for `canal` whose window holds at `at`, the winner first (priority, then the lowest id). */
export async function listasVigentes(db: Db, localId: number, canal: CanalVenta, at: Date, timeZone?: string): Promise<ListaPrecioRow[]> {
  const zone = timeZone ?? (await getVenue(db, localId)).timezone;
  const { fecha, hora } = dateTimeInZone(at, zone);
  const listas = await listListas(db, localId, { soloActivas: true });
  return listas.filter((l) => l.canales.includes(canal) && enVigencia(l, fecha, hora));
}

/**
 * Each product's price for `canal` at `at` (the venue's time): the first list that holds and
 * prices it wins (a list of fixed prices prices only its products; a percentage, every
 * product, rounded as the bulk price adjustment rounds), otherwise the base price and no list.
 * `productos` are the products with their base price in minor units.
 */
export async function preciosVigentes(
  db: Db,
  localId: number,
  productos: readonly { id: number; precio: number }[],
  canal: CanalVenta,
  at: Date,
): Promise<Map<number, PrecioVigente>> {
  const venue = await getVenue(db, localId);
  const result = new Map<number, PrecioVigente>(productos.map((p) => [p.id, { precio: p.precio, lista: null }]));
  if (productos.length === 0) return result;
  const listas = await listasVigentes(db, localId, canal, at, venue.timezone);
  if (listas.length === 0) return result;
  const fijas = listas.filter((l) => l.ajustePorcentaje === null).map((l) => l.id);
  const precios = await findPrecios(
    db,
    fijas,
    productos.map((p) => p.id),
  );
  const fijo = new Map(precios.map((p) => [`${p.listaId}:${p.productoId}`, p.precio]));
  for (const p of productos) {
    for (const lista of listas) {
      if (lista.ajustePorcentaje !== null) {
        const valor = Number(formatScaled(BigInt(lista.ajustePorcentaje), PERCENT_DECIMALS));
        result.set(p.id, { precio: ajustarImporteMinor(p.precio, { modo: 'porcentaje', valor, redondeo: { tipo: 'ninguno' } }, venue.currencyCode), lista: lista.nombre });
        break;
      }
      const precio = fijo.get(`${lista.id}:${p.id}`);
      if (precio !== undefined) {
        result.set(p.id, { precio, lista: lista.nombre });
        break;
      }
    }
  }
  return result;
}

/** `preciosVigentes` by product ids (their base prices read from the catalogue). */
export async function precioVigente(db: Db, localId: number, productoIds: number | readonly number[], canal: CanalVenta, at: Date): Promise<Map<number, PrecioVigente>> {
  const ids = typeof productoIds === 'number' ? [productoIds] : [...productoIds];
  if (ids.length === 0) return new Map();
  return preciosVigentes(db, localId, await basePrices(db, localId, ids), canal, at);
}

/** The venue's active products that a list prices for `canal` at `at`, each with its price and list (what a screen shows before the add). */
export async function preciosDeListasVigentes(db: Db, localId: number, canal: CanalVenta, at: Date): Promise<{ productoId: number; precio: number; lista: string }[]> {
  const listas = await listasVigentes(db, localId, canal, at);
  if (listas.length === 0) return [];
  const precios = await preciosVigentes(db, localId, await activeBasePrices(db, localId), canal, at);
  return [...precios].flatMap(([productoId, p]) => (p.lista === null ? [] : [{ productoId, precio: p.precio, lista: p.lista }]));
}
