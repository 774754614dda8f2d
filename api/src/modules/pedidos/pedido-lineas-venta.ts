import type { CanalVenta, PedidoTipo } from '@resto/shared/contracts';
import { componentsParsed, modifierIds } from '../productos';
import type { PedidoItemRow, PedidoItemValues } from './pedido-lineas.repository';

/** The channel a direct order's lines are priced at: its own kind (a counter order is the counter's). */
export function canalDePedido(tipo: Exclude<PedidoTipo, 'mesa'>): CanalVenta {
  return tipo;
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
