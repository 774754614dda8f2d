import type { Estacion } from '@resto/shared/contracts';
import { dateInZone, QUANTITY_SCALE, timeInZone } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getVenue, userNames } from '../local';
import * as repo from './impresion.repository';
import * as trabajosRepo from './impresion-trabajos.repository';
import { printerOfStation } from './impresion.service';
import { idiomaDeLocale } from './textos';
import { expandComboItems } from './combo-tickets';
import type { PrintDocument } from './tickets';

type Db = Kysely<Database>;

function quantityText(cantidadMilli: number, unidadMedida: string): string {
  const value = cantidadMilli / QUANTITY_SCALE;
  if (unidadMedida === 'unidad' || Number.isInteger(value)) return String(value);
  return value.toFixed(3).replace(/0+$/, '').replace('.', ',');
}

export interface KitchenTicketOrder {
  /** The kitchen order (pedido) the lines were appended to. */
  pedidoId: number;
  draftId: number | null;
  mesaNumero: number | null;
  pedidoNumero?: number | null;
  notas?: string | null;
  /** The course these lines were fired as (held lines print only when fired). */
  marcha?: string | null;
  /**
   * The table's round as every screen numbers it (the kitchen display, /pedidos, the waiter's
   * timeline), so the ticket and the screen agree; asked only when a ticket prints.
   */
  ronda?: () => Promise<number>;
}

export interface KitchenTicketItem {
  /** The draft item's id (or the order line's): the first one keys the round. */
  id: number;
  productoId: number;
  productoNombre: string;
  unidadMedida: string;
  cantidadMilli: number;
  notas: string | null;
  eliminado: boolean;
  /** The options chosen (JSON text of the line's ChosenModifier[]), or null. */
  modificadores?: string | null;
  /** A combo's components (JSON text): each prints at its own station, naming the combo. */
  componentes?: string | null;
  /** The quantity changed after the item was sent: the difference in thousandths (a change ticket, '+1'). */
  cambioMilli?: number;
}

function changeText(cambioMilli: number, unidadMedida: string): string {
  return `${cambioMilli > 0 ? '+' : '-'}${quantityText(Math.abs(cambioMilli), unidadMedida)}`;
}

/**
 * Queues the kitchen tickets of one confirmed comanda round, one per station that has a printer,
 * in the caller's transaction (so the round and its tickets commit together). The job key is
 * the order, the round's first line and the station: a retried confirmation adds no line and
 * queues nothing, and the same round queued twice is skipped by the key. A deleted item prints
 * ANULADO and a quantity changed after it was sent prints the difference ('+1') under CAMBIO, each
 * keyed by the item and the instant of the change. A venue without printers queues nothing.
 */
export async function enqueueKitchenTickets(
  db: Db,
  actor: { localId: number; userId: number },
  order: KitchenTicketOrder,
  sent: readonly KitchenTicketItem[],
  at: string,
): Promise<void> {
  if (sent.length === 0) return;
  const items = expandComboItems(sent);
  const printers = await repo.listImpresoras(db, actor.localId);
  if (!printers.some((p) => p.activa)) return;
  const estaciones = await repo.estacionesDeProductos(
    db,
    actor.localId,
    items.map((i) => i.productoId),
  );
  const byStation = new Map<Estacion, KitchenTicketItem[]>();
  for (const item of items) {
    const estacion = estaciones.get(item.productoId) ?? 'cocina';
    byStation.set(estacion, [...(byStation.get(estacion) ?? []), item]);
  }
  const venue = await getVenue(db, actor.localId);
  const camarero = (await userNames(db, [actor.userId])).get(actor.userId) ?? '';
  const anulacion = items.every((i) => i.eliminado || i.cambioMilli !== undefined);
  const ronda = order.draftId === null || anulacion || !order.ronda ? null : await order.ronda();
  const instant = new Date(at);
  const first = Math.min(...items.map((i) => i.id));
  const jobs: trabajosRepo.NewTrabajo[] = [];
  for (const [estacion, lines] of byStation) {
    const printer = printerOfStation(printers, estacion);
    if (!printer) continue;
    const doc: PrintDocument = {
      tipo: 'comanda',
      estacion,
      mesaNumero: order.mesaNumero,
      pedidoNumero: order.pedidoNumero ?? null,
      camarero,
      fecha: dateInZone(instant, venue.timezone),
      hora: timeInZone(instant, venue.timezone),
      ronda,
      items: lines.map((l) => ({
        cantidad: quantityText(l.cantidadMilli, l.unidadMedida),
        nombre: l.productoNombre,
        notas: l.notas,
        eliminado: l.eliminado,
        modificadores: l.modificadores ? (JSON.parse(l.modificadores) as { nombre: string }[]).map((m) => m.nombre) : [],
        ...(l.cambioMilli !== undefined ? { cambio: changeText(l.cambioMilli, l.unidadMedida) } : {}),
      })),
      notas: order.notas ?? null,
      marcha: order.marcha ?? null,
      idioma: idiomaDeLocale(venue.locale),
    };
    jobs.push({
      localId: actor.localId,
      clave: lines.some((l) => l.eliminado)
        ? `anulado:${first}:${at}:${estacion}`
        : lines.some((l) => l.cambioMilli !== undefined)
          ? `cambio:${first}:${at}:${estacion}`
          : `comanda:${order.pedidoId}:${first}:${estacion}`,
      tipo: 'comanda',
      estacion,
      impresoraId: printer.id,
      documento: JSON.stringify(doc),
      reimpresion: false,
      usuarioId: actor.userId,
      fechaCreacion: at,
    });
  }
  await trabajosRepo.insertTrabajos(db, jobs);
}
