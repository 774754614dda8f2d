import type { CanalVenta, PedidoTipo } from '@resto/shared/contracts';
import { parsePromotionTag, type ChosenModifier } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { componentsParsed, findProductos } from '../productos';
import type { ResolvedLine } from '../ventas';
import type { PedidoItemRow } from './pedido-lineas.repository';

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
