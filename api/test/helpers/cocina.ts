import { searchKey } from '@resto/shared/rules';
import type { InsumoMovimientoTipo } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';

/*
 * The cost reports' fixtures, written straight into the tables (ingredients, movements with a
 * chosen date, preparations, recipes, products, paid sales), so each figure of a test is fixed
 * by hand. Quantities in millionths, money in minor units, as the tables keep them.
 */

type Db = FastifyInstance['db'];
export const M = 1_000_000;

export async function insumo(db: Db, localId: number, nombre: string, unidad: string, costoMinor: number, opts: { activo?: boolean } = {}): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('insumos')
    .values({ local_id: localId, nombre, unidad, costo_unitario: costoMinor, activo: opts.activo === false ? 0 : 1, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A movement at `at`, from the ingredient's stock on hand; `costoDespues` becomes its cost (as a purchase leaves it). */
export async function mover(db: Db, localId: number, insumoId: number, tipo: InsumoMovimientoTipo, cantidadMicro: number, costoDespues: number, at: Date): Promise<void> {
  const i = await db.selectFrom('insumos').select(['stock_actual']).where('id', '=', insumoId).executeTakeFirstOrThrow();
  const antes = Number(i.stock_actual);
  const despues = antes + cantidadMicro;
  await db
    .insertInto('insumo_movimientos')
    .values({
      local_id: localId,
      insumo_id: insumoId,
      tipo,
      cantidad: cantidadMicro,
      stock_anterior: antes,
      stock_resultante: despues,
      costo_unitario: costoDespues,
      created_at: at.toISOString(),
    })
    .execute();
  await db.updateTable('insumos').set({ stock_actual: despues, costo_unitario: costoDespues }).where('id', '=', insumoId).execute();
}

export interface Linea {
  insumoId?: number;
  preparacionId?: number;
  cantidad: number;
  unidad: string;
  mermaBp?: number;
}

const lineaRow = (localId: number, l: Linea, orden: number) => ({
  local_id: localId,
  insumo_id: l.insumoId ?? null,
  preparacion_id: l.preparacionId ?? null,
  cantidad: l.cantidad,
  unidad: l.unidad,
  merma_porcentaje: l.mermaBp ?? 0,
  orden,
});

export async function preparacion(db: Db, localId: number, nombre: string, unidad: string, rendimientoMicro: number, lineas: Linea[]): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('preparaciones')
    .values({ local_id: localId, nombre, unidad, rendimiento: rendimientoMicro, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('receta_lineas')
    .values(lineas.map((l, i) => ({ ...lineaRow(localId, l, i), de_preparacion_id: row.id })))
    .execute();
  return row.id;
}

export async function receta(db: Db, localId: number, productoId: number, lineas: Linea[], rendimientoMicro = M): Promise<void> {
  await db.insertInto('recetas').values({ local_id: localId, producto_id: productoId, rendimiento: rendimientoMicro, updated_at: new Date().toISOString() }).execute();
  await db
    .insertInto('receta_lineas')
    .values(lineas.map((l, i) => ({ ...lineaRow(localId, l, i), producto_id: productoId })))
    .execute();
}

export async function categoria(db: Db, localId: number, nombre: string): Promise<number> {
  const row = await db
    .insertInto('categorias')
    .values({ local_id: localId, nombre, nombre_clave: searchKey(nombre), descripcion: null, tipo: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function productoNuevo(
  db: Db,
  localId: number,
  nombre: string,
  precioMinor: number,
  opts: { categoriaId?: number; creado?: Date; activo?: boolean } = {},
): Promise<number> {
  const at = (opts.creado ?? new Date()).toISOString();
  const row = await db
    .insertInto('productos')
    .values({
      local_id: localId,
      categoria_id: opts.categoriaId ?? null,
      nombre,
      nombre_busqueda: searchKey(nombre),
      descripcion: null,
      codigo_barras: null,
      codigo_sku: null,
      precio: precioMinor,
      costo: null,
      activo: opts.activo ?? true,
      created_at: at,
      updated_at: at,
      subcategoria_id: null,
      proveedor_id: null,
      marca: null,
      porcentaje_ganancia: null,
      fecha_vencimiento: null,
      imagen_version: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A change of the sale price recorded at `at`, as the product form or an adjustment records it. */
export async function cambioPrecio(db: Db, localId: number, productoId: number, antes: number, despues: number, at: Date): Promise<void> {
  await db
    .insertInto('precio_historial')
    .values({
      local_id: localId,
      producto_id: productoId,
      precio_anterior: antes,
      precio_nuevo: despues,
      costo_anterior: null,
      costo_nuevo: null,
      origen: 'edicion',
      ajuste_id: null,
      usuario_id: null,
      motivo: null,
      created_at: at.toISOString(),
    })
    .execute();
}

/** A charged (or voided) counter sale at `at` with its lines: quantity in units, subtotal after the line's discount. */
export async function venta(
  db: Db,
  localId: number,
  usuarioId: number,
  at: Date,
  lineas: { productoId: number; nombre: string; cantidad: number; precio: number; subtotal?: number }[],
  estado: 'pagada' | 'anulada' = 'pagada',
): Promise<void> {
  const total = lineas.reduce((s, l) => s + (l.subtotal ?? l.precio * l.cantidad), 0);
  const v = await db
    .insertInto('ventas')
    .values({
      local_id: localId,
      numero: null,
      estado,
      origen: 'mostrador',
      cliente_id: null,
      usuario_id: usuarioId,
      cajero_id: null,
      arqueo_id: null,
      subtotal: total,
      total,
      pagado: total,
      descuento_tipo: null,
      descuento_valor: null,
      observaciones: null,
      motivo_anulacion: null,
      anulada_por: null,
      anulada_at: null,
      finalizada_at: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('venta_items')
    .values(
      lineas.map((l, i) => ({
        venta_id: v.id,
        producto_id: l.productoId,
        producto_nombre: l.nombre,
        categoria_nombre: null,
        unidad_medida: 'unidad',
        cantidad_milli: l.cantidad * 1000,
        precio_unitario: l.precio,
        bruto: l.precio * l.cantidad,
        tipo_descuento: null,
        valor_descuento: null,
        descuento: l.precio * l.cantidad - (l.subtotal ?? l.precio * l.cantidad),
        subtotal: l.subtotal ?? l.precio * l.cantidad,
        notas: null,
        orden: i,
        modificadores: null,
        componentes: null,
      })),
    )
    .execute();
}

/** An instant of a venue day at a local hour in Buenos Aires (UTC-3, no daylight saving). */
export const enBsAs = (dia: string, hora: string) => new Date(`${dia}T${hora}:00-03:00`);
