import type { CanalVenta, PedidoTipo } from '@resto/shared/contracts';
import { parsePromotionTag, type ChosenModifier } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { componentsParsed, findProductos, modifierIds } from '../productos';
import type { ResolvedLine } from '../ventas';
import type { PedidoItemRow, PedidoItemValues } from './pedido-lineas.repository';

type Db = Kysely<Database>;

/** The channel a direct order's lines are priced at: its own kind (a counter order is the counter's). */
export function canalDePedido(tipo: Exclude<PedidoTipo, 'mesa'>): CanalVenta {
  return tipo;
}

/**
 * A direct order's stored lines as sale lines, at the prices, list and promotion they were taken
 * with: a list or promotion changed since does not change what the order is charged. A product
 * deactivated since is still charged, as a table's: what was made is paid for.
 */
export async function storedOrderLines(db: Db, localId: number, items: readonly PedidoItemRow[]): Promise<ResolvedLine[]> {
  const productos = new Map(
    (
      await findProductos(
        db,
        localId,
        items.map((i) => i.productoId),
      )
    ).map((p) => [p.id, p]),
  );
  return items.map((item) => {
    const producto = productos.get(item.productoId);
    if (!producto) throw badRequest('PRODUCTO_YA_NO_ACTIVO', { producto: item.productoNombre });
    return {
      producto,
      quantityMilli: item.cantidadMilli,
      unitPriceMinor: item.precioUnitario,
      discount: null,
      notas: item.notas,
      modificadores: item.modificadores ? (JSON.parse(item.modificadores) as ChosenModifier[]) : [],
      componentes: componentsParsed(item.componentes),
      listaPrecio: item.listaPrecio ?? null,
      promocion: parsePromotionTag(item.promocion ?? null),
    };
  });
}

/** What makes two lines of an order the same dish: the product, its options and a combo's choices. */
function lineKey(l: { productoId: number; modificadores?: string | null | undefined; componentes?: string | null | undefined }): string {
  const opciones = modifierIds(l.modificadores).sort((a, b) => a - b);
  const eleccion = componentsParsed(l.componentes ?? null).map((c) => `${c.grupoId}:${c.opcionId}`);
  return `${l.productoId}|${opciones.join(',')}|${eleccion.join(',')}`;
}

/**
 * An edited order's lines, priced now, keeping for each dish it already had the price, list and
 * promotion it was taken at (a line added before a window opens or after it closes keeps its
 * price, as a table's does); only the dishes new to the order take the lists of now.
 */
export function keepTakenPrices(before: readonly PedidoItemRow[], values: readonly PedidoItemValues[]): PedidoItemValues[] {
  const taken = new Map<string, PedidoItemRow[]>();
  for (const line of before) {
    if (line.eliminado) continue;
    const key = lineKey(line);
    taken.set(key, [...(taken.get(key) ?? []), line]);
  }
  return values.map((v) => {
    const same = taken.get(lineKey(v))?.shift();
    return same ? { ...v, precioUnitario: same.precioUnitario, listaPrecio: same.listaPrecio ?? null, promocion: same.promocion ?? null } : v;
  });
}
