import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A paid sale line of the range, with its product's current cost (minor units; quantity in thousandths). */
export interface LineaVendida {
  ventaId: number;
  numero: number | null;
  fecha: string;
  usuarioId: number;
  productoId: number;
  producto: string;
  cantidadMilli: number;
  precioUnitario: number;
  subtotal: number;
  costoActual: number | null;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

export async function lineasVendidas(
  db: Db,
  f: { localId: number; from: string; to: string; usuarioId?: number | undefined; productoId?: number | undefined },
): Promise<LineaVendida[]> {
  let q = db
    .selectFrom('ventas as v')
    .innerJoin('venta_items as vi', 'vi.venta_id', 'v.id')
    .leftJoin('productos as p', 'p.id', 'vi.producto_id')
    .select(['v.id', 'v.numero', 'v.finalizada_at', 'v.usuario_id', 'vi.producto_id', 'vi.producto_nombre', 'vi.cantidad_milli', 'vi.precio_unitario', 'vi.subtotal', 'p.costo'])
    .where('v.local_id', '=', f.localId)
    .where('v.estado', '=', 'pagada')
    .where('v.finalizada_at', '>=', f.from)
    .where('v.finalizada_at', '<', f.to);
  if (f.usuarioId !== undefined) q = q.where('v.usuario_id', '=', f.usuarioId);
  if (f.productoId !== undefined) q = q.where('vi.producto_id', '=', f.productoId);
  const rows = await q.orderBy('v.finalizada_at', 'desc').orderBy('v.id', 'desc').orderBy('vi.orden').execute();
  return rows.map((r) => ({
    ventaId: r.id,
    numero: r.numero,
    fecha: iso(r.finalizada_at),
    usuarioId: r.usuario_id,
    productoId: r.producto_id,
    producto: r.producto_nombre,
    cantidadMilli: Number(r.cantidad_milli),
    precioUnitario: Number(r.precio_unitario),
    subtotal: Number(r.subtotal),
    costoActual: r.costo === null ? null : Number(r.costo),
  }));
}

/** The cost changes of these products after `from`, oldest first: the cost a sale met is the one before the next change. */
export async function cambiosDeCosto(
  db: Db,
  localId: number,
  productoIds: readonly number[],
  from: string,
): Promise<{ productoId: number; fecha: string; costoAnterior: number | null }[]> {
  if (productoIds.length === 0) return [];
  const out: { productoId: number; fecha: string; costoAnterior: number | null }[] = [];
  const ids = [...new Set(productoIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('precio_historial')
      .select(['producto_id', 'created_at', 'costo_anterior', 'costo_nuevo', 'id'])
      .where('local_id', '=', localId)
      .where('producto_id', 'in', ids.slice(i, i + 500))
      .where('created_at', '>', from)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const r of rows) {
      if (r.costo_anterior === r.costo_nuevo) continue;
      out.push({ productoId: r.producto_id, fecha: iso(r.created_at), costoAnterior: r.costo_anterior === null ? null : Number(r.costo_anterior) });
    }
  }
  return out;
}
