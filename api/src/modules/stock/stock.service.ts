import type { StockMovimiento, StockMovimientosList, StockMovimientoTipo, StockProductoHistorial, StockUpdateResult } from '@resto/shared/contracts';
import { isValidRange, QUANTITY_SCALE, zonedRange } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { getVenue, userNames } from '../local';
import { requireActiveProveedor } from '../proveedores';
import * as repo from './stock.repository';

type Db = Kysely<Database>;

/** How many movements the product history shows. */
export const HISTORIAL_MOVIMIENTOS = 200;

const qty = (scaled: number) => scaled / QUANTITY_SCALE;

async function toMovimientos(db: Db, rows: readonly repo.MovimientoRow[]): Promise<StockMovimiento[]> {
  const names = await userNames(
    db,
    rows.flatMap((m) => (m.usuarioId === null ? [] : [m.usuarioId])),
  );
  return rows.map((m) => ({
    id: m.id,
    productoId: m.productoId,
    producto: m.producto,
    unidadMedida: m.unidadMedida,
    tipo: m.tipo,
    cantidad: qty(m.cantidad),
    stockAnterior: qty(m.stockResultante - m.cantidad),
    stockResultante: qty(m.stockResultante),
    documento: m.ventaId === null ? null : { ventaId: m.ventaId, ventaNumero: m.ventaNumero, mesaNumero: m.mesaNumero },
    ventaId: m.ventaId,
    motivo: m.motivo,
    proveedorId: m.proveedorId,
    proveedor: m.proveedor,
    comprobante: m.comprobante,
    fecha: m.createdAt,
    usuario: m.usuarioId === null ? null : (names.get(m.usuarioId) ?? null),
  }));
}

export async function listMovimientos(
  db: Db,
  localId: number,
  query: {
    productoId?: number | undefined;
    tipo?: StockMovimientoTipo | undefined;
    fechaDesde?: string | undefined;
    fechaHasta?: string | undefined;
    pagina: number;
    limite: number;
  },
): Promise<StockMovimientosList> {
  let desde: string | undefined;
  let hasta: string | undefined;
  if (query.fechaDesde !== undefined || query.fechaHasta !== undefined) {
    const range = { desde: query.fechaDesde ?? query.fechaHasta, hasta: query.fechaHasta ?? query.fechaDesde };
    if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
    const { timezone } = await getVenue(db, localId);
    const { from, to } = zonedRange(range, timezone);
    if (query.fechaDesde !== undefined) desde = from.toISOString();
    if (query.fechaHasta !== undefined) hasta = to.toISOString();
  }
  const { rows, total } = await repo.listMovimientos(
    db,
    localId,
    { productoId: query.productoId, tipo: query.tipo, desde, hasta },
    { limit: query.limite, offset: (query.pagina - 1) * query.limite },
  );
  return { items: await toMovimientos(db, rows), total };
}

export async function historialProducto(db: Db, localId: number, productoId: number): Promise<StockProductoHistorial> {
  const producto = await repo.findProductoStock(db, localId, productoId);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  const { rows, total } = await repo.listMovimientos(db, localId, { productoId }, { limit: HISTORIAL_MOVIMIENTOS, offset: 0 });
  return {
    producto: {
      id: producto.id,
      nombre: producto.nombre,
      unidadMedida: producto.unidadMedida,
      controlaStock: producto.controlaStock,
      stockActual: producto.controlaStock ? qty(producto.stockActual) : null,
      stockMinimo: producto.controlaStock ? qty(producto.stockMinimo) : null,
      bajoStock: producto.controlaStock && producto.stockActual < producto.stockMinimo,
    },
    movimientos: await toMovimientos(db, rows),
    total,
  };
}

export interface AjusteInput {
  productoId: number;
  motivo: 'conteo' | 'merma' | 'compra';
  cantidad: number;
  nota: string | null;
  proveedorId?: number | null | undefined;
  comprobante: string | null;
}

/**
 * A manual adjustment: a count sets the stock to what was counted, a loss takes out, a purchase
 * puts in. Stock never goes below 0; products sold by unit move in whole units.
 */
export async function ajustarStock(db: Db, actor: { localId: number; userId: number }, input: AjusteInput): Promise<StockUpdateResult> {
  const producto = await repo.findProductoStock(db, actor.localId, input.productoId, true);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  if (!producto.controlaStock) throw conflict('STOCK_NO_CONTROLADO', { producto: producto.nombre });
  const cantidad = Math.round(input.cantidad * QUANTITY_SCALE);
  if (producto.unidadMedida === 'unidad' && cantidad % QUANTITY_SCALE !== 0) throw badRequest('CANTIDAD_DEBE_SER_ENTERA', { producto: producto.nombre });
  const proveedorId = input.motivo === 'compra' ? (input.proveedorId ?? null) : null;
  if (proveedorId !== null) await requireActiveProveedor(db, actor.localId, proveedorId);

  const delta = input.motivo === 'conteo' ? cantidad - producto.stockActual : input.motivo === 'merma' ? -cantidad : cantidad;
  const resultante = producto.stockActual + delta;
  if (resultante < 0) {
    const unit = producto.unidadMedida === 'unidad' ? '' : ` ${producto.unidadMedida}`;
    throw conflict('STOCK_AJUSTE_NEGATIVO', { producto: producto.nombre, cantidad: `${qty(producto.stockActual)}${unit}` });
  }
  await repo.setProductoStock(db, actor.localId, producto.id, resultante);
  const id = await repo.insertMovimiento(db, actor.localId, {
    productoId: producto.id,
    tipo: input.motivo,
    cantidad: delta,
    stockResultante: resultante,
    usuarioId: actor.userId,
    motivo: input.nota,
    proveedorId,
    comprobante: input.motivo === 'compra' ? input.comprobante : null,
  });
  const row = await repo.findMovimiento(db, actor.localId, id);
  const [movimiento] = await toMovimientos(db, row ? [row] : []);
  return { movimiento: movimiento!, stockActual: qty(resultante), bajoStock: resultante < producto.stockMinimo };
}
