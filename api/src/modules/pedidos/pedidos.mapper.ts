import type { Pedido } from '@resto/shared/contracts';
import { dateTimeInZone, fromMinor, lineAmount, QUANTITY_SCALE } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCliente } from '../clientes';
import { getVenue, userNames } from '../local';
import { modifiersOf } from '../productos';
import { componentsOf } from '../productos';
import * as lineas from './pedido-lineas.repository';
import * as repo from './pedidos.repository';

type Db = Kysely<Database>;

export async function toPedidos(db: Db, localId: number, rows: readonly repo.PedidoRow[]): Promise<Pedido[]> {
  if (rows.length === 0) return [];
  const venue = await getVenue(db, localId);
  const items = await lineas.findItems(
    db,
    rows.map((r) => r.id),
  );
  const users = await userNames(db, [...rows.map((r) => r.usuarioId), ...rows.flatMap((r) => (r.canceladoPor === null ? [] : [r.canceladoPor]))]);
  const rounds = await repo.roundsOfDrafts(db, [...new Set(rows.flatMap((r) => (r.draftId === null ? [] : [r.draftId])))]);
  const clientes = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.clienteId).filter((id): id is number => id !== null))) {
    clientes.set(id, (await findCliente(db, localId, id))?.nombre ?? '');
  }
  return rows.map((r) =>
    shapePedido(
      r,
      items.filter((i) => i.pedidoId === r.id),
      venue,
      users,
      rounds.get(r.id) ?? null,
      clientes,
    ),
  );
}

/** An order as the api shows it, from its row, its lines (in order of id) and the names it points to. */
export function shapePedido(
  r: repo.PedidoRow,
  lines: readonly lineas.PedidoItemRow[],
  venue: { timezone: string; currencyCode: string },
  users: ReadonlyMap<number, string>,
  ronda: number | null,
  clientes: ReadonlyMap<number, string>,
): Pedido {
  const { fecha, hora } = dateTimeInZone(new Date(r.fechaCreacion), venue.timezone);
  return {
    id: r.id,
    numero: r.numero,
    tipo: r.tipo,
    estado: r.estado,
    canal: r.canal,
    mesaId: r.mesaId,
    mesaNumero: r.mesaNumero,
    draftId: r.draftId,
    cliente: r.clienteId === null ? null : { id: r.clienteId, nombre: clientes.get(r.clienteId) ?? '' },
    ventaId: r.ventaId,
    notas: r.notas,
    fecha,
    hora,
    fechaCreacion: r.fechaCreacion,
    fechaActualizacion: r.fechaActualizacion,
    usuario: { id: r.usuarioId, nombre: users.get(r.usuarioId) ?? '' },
    total: fromMinor(
      lines.filter((l) => !l.eliminado).reduce((sum, l) => sum + lineAmount(l.precioUnitario, l.cantidadMilli), 0),
      venue.currencyCode,
    ),
    ronda,
    clienteNombre: r.clienteNombre,
    direccion: r.direccion,
    programadoPara: r.programadoPara,
    retenido: r.retenido,
    cancelacion:
      r.estado === 'cancelado' && r.canceladoPor !== null ? { usuario: { id: r.canceladoPor, nombre: users.get(r.canceladoPor) ?? '' }, motivo: r.motivoCancelacion } : null,
    items: lines.map((l) => ({
      id: l.id,
      draftItemId: l.draftItemId,
      productoId: l.productoId,
      nombre: l.productoNombre,
      unidadMedida: l.unidadMedida,
      cantidad: l.cantidadMilli / QUANTITY_SCALE,
      precioUnitario: fromMinor(l.precioUnitario, venue.currencyCode),
      subtotal: fromMinor(lineAmount(l.precioUnitario, l.cantidadMilli), venue.currencyCode),
      notas: l.notas,
      eliminado: l.eliminado,
      modificadores: modifiersOf(l.modificadores, venue.currencyCode),
      componentes: componentsOf(l.componentes, venue.currencyCode),
      listaPrecio: l.listaPrecio ?? null,
      curso: (l.curso as Pedido['items'][number]['curso']) ?? null,
      enEspera: l.enEspera,
    })),
  };
}
