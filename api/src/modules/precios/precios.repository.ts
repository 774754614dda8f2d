import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A product's prices as stored (minor units), for an adjustment. */
export interface PrecioRow {
  id: number;
  nombre: string;
  categoria: string | null;
  marca: string | null;
  activo: boolean;
  precio: number;
  costo: number | null;
}

export interface AjusteFiltro {
  categoriaId?: number | undefined;
  proveedorId?: number | undefined;
  marca?: string | undefined;
  /** Only these products (the dishes the costs report flags). */
  productoIds?: readonly number[] | undefined;
  incluirInactivos: boolean;
}

/** The products an adjustment reaches, by name. */
export async function productosParaAjuste(db: Db, localId: number, f: AjusteFiltro): Promise<PrecioRow[]> {
  let query = db
    .selectFrom('productos as p')
    .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'p.nombre', 'c.nombre as categoria', 'p.marca', 'p.activo', 'p.precio', 'p.costo'])
    .where('p.local_id', '=', localId);
  if (!f.incluirInactivos) query = query.where('p.activo', '=', true);
  if (f.categoriaId !== undefined) query = query.where('p.categoria_id', '=', f.categoriaId);
  if (f.proveedorId !== undefined) query = query.where('p.proveedor_id', '=', f.proveedorId);
  if (f.marca !== undefined) query = query.where(sql`lower(p.marca)`, '=', f.marca.toLowerCase());
  if (f.productoIds !== undefined) query = query.where('p.id', 'in', f.productoIds.length > 0 ? [...f.productoIds] : [0]);
  const rows = await query.orderBy('p.nombre_busqueda').orderBy('p.id').execute();
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    categoria: r.categoria,
    marca: r.marca,
    activo: Boolean(r.activo),
    precio: Number(r.precio),
    costo: r.costo === null ? null : Number(r.costo),
  }));
}

export interface PrecioNuevo {
  id: number;
  precio: number;
  costo: number | null;
  /** Profit over cost scaled by 100, or null without a cost. */
  porcentajeGanancia: number | null;
}

export async function updatePrecios(db: Db, localId: number, productos: readonly PrecioNuevo[]): Promise<void> {
  const at = new Date().toISOString();
  for (const p of productos) {
    await db
      .updateTable('productos')
      .set({ precio: p.precio, costo: p.costo, porcentaje_ganancia: p.porcentajeGanancia, updated_at: at })
      .where('local_id', '=', localId)
      .where('id', '=', p.id)
      .execute();
  }
}

export interface AjusteValues {
  usuarioId: number;
  categoriaId: number | null;
  proveedorId: number | null;
  marca: string | null;
  modo: string;
  valor: number;
  aplicarA: string;
  redondeoTipo: string;
  redondeoMultiplo: number | null;
  cantidadProductos: number;
}

export async function insertAjuste(db: Db, localId: number, a: AjusteValues): Promise<number> {
  const row = await db
    .insertInto('precio_ajustes')
    .values({
      local_id: localId,
      usuario_id: a.usuarioId,
      categoria_id: a.categoriaId,
      proveedor_id: a.proveedorId,
      marca: a.marca,
      modo: a.modo,
      valor: a.valor,
      aplicar_a: a.aplicarA,
      redondeo_tipo: a.redondeoTipo,
      redondeo_multiplo: a.redondeoMultiplo,
      cantidad_productos: a.cantidadProductos,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface HistorialValues {
  productoId: number;
  precioAnterior: number;
  precioNuevo: number;
  costoAnterior: number | null;
  costoNuevo: number | null;
  origen: 'ajuste' | 'edicion';
  ajusteId: number | null;
  usuarioId: number | null;
  /** The reason given for the change, if any. */
  motivo?: string | null;
}

/** Records price changes (minor units); callers go through `registrarCambiosPrecio`, which also audits them. */
export async function insertPrecioHistorial(db: Db, localId: number, rows: readonly HistorialValues[]): Promise<void> {
  const at = new Date().toISOString();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('precio_historial')
      .values(
        rows.slice(i, i + 500).map((h) => ({
          local_id: localId,
          producto_id: h.productoId,
          precio_anterior: h.precioAnterior,
          precio_nuevo: h.precioNuevo,
          costo_anterior: h.costoAnterior,
          costo_nuevo: h.costoNuevo,
          origen: h.origen,
          ajuste_id: h.ajusteId,
          usuario_id: h.usuarioId,
          motivo: h.motivo ?? null,
          created_at: at,
        })),
      )
      .execute();
  }
}

export interface HistorialRow extends HistorialValues {
  id: number;
  producto: string;
  createdAt: string;
}

export async function listPrecioHistorial(
  db: Db,
  localId: number,
  f: { productoId?: number | undefined; ajusteId?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: HistorialRow[]; total: number }> {
  let query = db.selectFrom('precio_historial as h').innerJoin('productos as p', 'p.id', 'h.producto_id').where('h.local_id', '=', localId);
  if (f.productoId !== undefined) query = query.where('h.producto_id', '=', f.productoId);
  if (f.ajusteId !== undefined) query = query.where('h.ajuste_id', '=', f.ajusteId);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'h.id',
      'h.producto_id',
      'p.nombre',
      'h.precio_anterior',
      'h.precio_nuevo',
      'h.costo_anterior',
      'h.costo_nuevo',
      'h.origen',
      'h.ajuste_id',
      'h.usuario_id',
      'h.motivo',
      'h.created_at',
    ])
    .orderBy('h.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: Number(counted.n),
    rows: rows.map((r) => ({
      id: r.id,
      productoId: r.producto_id,
      producto: r.nombre,
      precioAnterior: Number(r.precio_anterior),
      precioNuevo: Number(r.precio_nuevo),
      costoAnterior: r.costo_anterior === null ? null : Number(r.costo_anterior),
      costoNuevo: r.costo_nuevo === null ? null : Number(r.costo_nuevo),
      origen: r.origen as 'ajuste' | 'edicion',
      ajusteId: r.ajuste_id,
      usuarioId: r.usuario_id,
      motivo: r.motivo,
      createdAt: r.created_at,
    })),
  };
}
