import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findProductos, type ProductoRow } from '../productos';
import { stockLines, type ResolvedLine } from './sale-lines';

type Db = Kysely<Database>;

/** What a sale takes from one product's stock: the product and the quantity scaled by 1000. */
export interface StockLine {
  producto: ProductoRow;
  quantityMilli: number;
}

/**
 * The stock a sale's lines take, in product order so concurrent sales lock rows alike: a simple
 * line takes its product (when it controls stock); a combo line takes each of its components that
 * controls stock, as many as the line's quantity, and never the combo product itself.
 */
export async function stockLinesOf(db: Db, localId: number, lines: readonly ResolvedLine[]): Promise<StockLine[]> {
  const plain: StockLine[] = stockLines(lines.filter((l) => (l.componentes?.length ?? 0) === 0));
  const combos = lines.filter((l) => (l.componentes?.length ?? 0) > 0);
  if (combos.length === 0) return plain;
  const productos = new Map(
    (
      await findProductos(
        db,
        localId,
        combos.flatMap((l) => l.componentes!.map((c) => c.productoId)),
      )
    ).map((p) => [p.id, p]),
  );
  const components = combos.flatMap((l) =>
    l.componentes!.flatMap((c) => {
      const producto = productos.get(c.productoId);
      return producto?.controlaStock ? [{ producto, quantityMilli: l.quantityMilli }] : [];
    }),
  );
  return [...plain, ...components].sort((a, b) => a.producto.id - b.producto.id);
}
