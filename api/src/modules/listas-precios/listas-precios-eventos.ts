import { CANALES_VENTA, LISTAS_PRECIOS_CHANGED_EVENT, type CanalVenta, type ListasPreciosChangedEvent } from '@resto/shared/contracts';
import { dateTimeInZone } from '@resto/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { VENTAS_GROUP } from '../../hubs';
import { listasConVentana } from './listas-precios.repository';
import { enVigencia } from './precio-vigente';

type Db = Kysely<Database>;

/** The channels in the contract's order, each once. */
export function canalesOrdenados(canales: Iterable<string>): CanalVenta[] {
  const set = new Set(canales);
  return CANALES_VENTA.filter((c) => set.has(c));
}

/**
 * The venues whose lists in force changed between `desde` and `hasta` (a window opened or
 * closed), with the channels concerned. Both moments are read with the lists as they are now, so
 * an edit in between is not taken for a window (its own event says so).
 */
export async function cambiosDeVigencia(db: Db, desde: Date, hasta: Date): Promise<{ localId: number; canales: CanalVenta[] }[]> {
  const porLocal = new Map<number, Set<string>>();
  for (const lista of await listasConVentana(db)) {
    const antes = dateTimeInZone(desde, lista.timezone);
    const ahora = dateTimeInZone(hasta, lista.timezone);
    if (enVigencia(lista, antes.fecha, antes.hora) === enVigencia(lista, ahora.fecha, ahora.hora)) continue;
    const canales = porLocal.get(lista.localId) ?? new Set<string>();
    for (const c of lista.canales) canales.add(c);
    porLocal.set(lista.localId, canales);
  }
  return [...porLocal].map(([localId, canales]) => ({ localId, canales: canalesOrdenados(canales) }));
}

/**
 * Tells the venue's screens that show prices (on both hubs: the tables' on /ws/mesas, the
 * counters' on /ws/ventas) to re-read what the lists price now. `here`: only this instance's
 * connections, for a change every instance notices by itself (a window read from the clock);
 * otherwise through the backplane to every instance (a list saved on this one).
 */
export function publishListasPreciosChanged(app: FastifyInstance, localId: number, event: ListasPreciosChangedEvent, opts: { here?: boolean } = {}): void {
  if (event.canales.length === 0) return;
  const args = [event];
  if (opts.here) {
    app.hubs.toVenueHere('mesas', localId, null, LISTAS_PRECIOS_CHANGED_EVENT, args);
    app.hubs.toVenueHere('ventas', localId, VENTAS_GROUP, LISTAS_PRECIOS_CHANGED_EVENT, args);
    return;
  }
  const failed = (error: unknown) => app.log.error({ err: error, localId }, 'no se pudo publicar el cambio de listas de precios');
  app.hubs.toVenue('mesas', localId, LISTAS_PRECIOS_CHANGED_EVENT, args).catch(failed);
  app.hubs.toGroup('ventas', localId, VENTAS_GROUP, LISTAS_PRECIOS_CHANGED_EVENT, args).catch(failed);
}
