import {
  isSoldByWeight,
  MAX_AMOUNT,
  productoBodySchema,
  type Producto,
  type ProductoBodyParsed,
  type ProductoEliminado,
  type ProductoLoteRechazo,
  type ProductosList,
  type ProductosLoteResult,
} from '@resto/shared/contracts';
import { divRound, formatScaled, fromMinor, parseScaled, PERCENT_DECIMALS, QUANTITY_DECIMALS, QUANTITY_SCALE, toMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { toFieldErrors } from '../../lib/validation-messages';
import { catalogoMaps } from '../categorias';
import { amountIn, getVenue } from '../local';
import { registrarCambiosPrecio } from '../precios';
import { proveedorNombres } from '../proveedores';
import * as repo from './catalogo.repository';
import { checkTipoProducto } from './combos.service';
import { insertStockMovimientos } from './productos.repository';
import { removeImagenFiles } from './imagenes.storage';
import type { Actor as ActorBase } from '../../lib/actor';

type Db = Kysely<Database>;

/** Who changes the catalogue, and whether they hold productos.costos (when not, a cost they send is not written: they never read it). */
export interface CatalogoActor extends ActorBase {
  verCostos?: boolean;
}
type Actor = CatalogoActor;

/** The api path of a product's image at a size; `v` changes with the image so caches never serve an old one. */
export function imagenUrl(id: number, version: string, size: 'card' | 'thumb'): string {
  return `/api/productos/${id}/imagen?size=${size}&v=${version}`;
}

/** A catalogue row as the back office reads it, money at the scale of the venue's currency. */
export function toProducto(r: repo.ProductoCatalogoRow, currency: string): Producto {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    codigoBarras: r.codigoBarras,
    codigoSku: r.codigoSku,
    marca: r.marca,
    categoriaId: r.categoriaId,
    categoria: r.categoria,
    subcategoriaId: r.subcategoriaId,
    subcategoria: r.subcategoria,
    proveedorId: r.proveedorId,
    unidadMedida: r.unidadMedida,
    esPorPeso: isSoldByWeight(r.unidadMedida),
    costo: r.costo === null ? null : fromMinor(r.costo, currency),
    porcentajeGanancia:
      r.porcentajeGanancia !== null
        ? Number(formatScaled(BigInt(r.porcentajeGanancia), PERCENT_DECIMALS))
        : r.costo !== null && r.costo > 0
          ? Number(formatScaled(divRound(BigInt(r.precio - r.costo) * 10_000n, BigInt(r.costo)), PERCENT_DECIMALS))
          : null,
    precio: fromMinor(r.precio, currency),
    controlaStock: r.controlaStock,
    stockActual: r.stockActual / QUANTITY_SCALE,
    stockMinimo: r.stockMinimo / QUANTITY_SCALE,
    bajoStock: r.controlaStock && r.stockActual < r.stockMinimo,
    activo: r.activo,
    visibleRestaurant: r.visibleRestaurant,
    visibleOrders: r.visibleOrders,
    visiblePos: r.visiblePos,
    fechaVencimiento: r.fechaVencimiento,
    ivaAlicuota: r.ivaAlicuota,
    tipo: r.tipo,
    imagen: r.imagenVersion ? { card: imagenUrl(r.id, r.imagenVersion, 'card'), thumb: imagenUrl(r.id, r.imagenVersion, 'thumb') } : null,
    fechaModificacion: r.updatedAt,
  };
}

export async function listProductos(db: Db, localId: number, filters: repo.CatalogoFilters): Promise<ProductosList> {
  const { rows, total } = await repo.listCatalogo(db, localId, filters);
  const { currencyCode } = await getVenue(db, localId);
  return { items: rows.map((r) => toProducto(r, currencyCode)), total };
}

export async function getProducto(db: Db, localId: number, id: number): Promise<Producto> {
  const row = await repo.findCatalogo(db, localId, id);
  if (!row) throw notFound('PRODUCTO_NO_EXISTE');
  const { currencyCode } = await getVenue(db, localId);
  return toProducto(row, currencyCode);
}

/** What the checks of a batch need, loaded once: categories, subcategories and the codes in use. */
interface CheckContext {
  currency: string;
  /** The caller holds productos.costos: a product they write must carry its cost. */
  costoRequerido: boolean;
  maps: Awaited<ReturnType<typeof catalogoMaps>>;
  codes: Awaited<ReturnType<typeof repo.productosConCodigos>>;
  /** The venue's suppliers among those the inputs name. */
  proveedores: Map<number, string>;
}

async function loadContext(db: Db, actor: Actor, inputs: readonly ProductoBodyParsed[]): Promise<CheckContext> {
  const localId = actor.localId;
  const { currencyCode } = await getVenue(db, localId);
  const lower = (values: (string | null | undefined)[]) => [...new Set(values.flatMap((v) => (v ? [v.toLowerCase()] : [])))];
  const [maps, codes, proveedores] = await Promise.all([
    catalogoMaps(db, localId),
    repo.productosConCodigos(db, localId, lower(inputs.map((i) => i.codigoBarras)), lower(inputs.map((i) => i.codigoSku))),
    proveedorNombres(
      db,
      localId,
      inputs.flatMap((i) => (i.proveedorId ? [i.proveedorId] : [])),
    ),
  ]);
  return { currency: currencyCode, costoRequerido: actor.verCostos !== false, maps, codes, proveedores };
}

const quantity = (value: number) => Number(parseScaled(value, QUANTITY_DECIMALS));

/**
 * The catalogue's rules a schema cannot check (the venue's currency, categories, codes in use) and the price
 * rule: a sent `precio` wins and the profit % follows from cost and price; with only
 * `porcentajeGanancia`, price = cost x (1 + % / 100) rounded half away from zero at the
 * currency's scale. Returns the values to write, or every refusal found.
 */
function check(
  ctx: CheckContext,
  input: ProductoBodyParsed,
  exceptId: number | null,
): { values: repo.ProductoCatalogoValues; problems: [] } | { values: null; problems: AppError[] } {
  const problems: AppError[] = [];
  const money = (value: number, campo: string): number | null => {
    try {
      return amountIn(value, ctx.currency, campo);
    } catch (error) {
      if (error instanceof AppError) problems.push(error);
      return null;
    }
  };
  // Without productos.costos the caller never sends a cost (the form hides it); with it the SPEC's rule holds: a cost > 0.
  if (input.costo === undefined && ctx.costoRequerido) problems.push(badRequest('COSTO_OBLIGATORIO'));
  const costo = input.costo === undefined ? null : money(input.costo, 'costo');
  const precioSent = input.precio ?? null;
  let precio = precioSent === null ? null : money(precioSent, 'precio');
  let porcentaje: number | null = null;
  if (costo !== null && costo > 0) {
    if (precio !== null) {
      porcentaje = Number(divRound(BigInt(precio - costo) * 10_000n, BigInt(costo)));
    } else if (precioSent === null && input.porcentajeGanancia !== null && input.porcentajeGanancia !== undefined) {
      porcentaje = Number(parseScaled(input.porcentajeGanancia, PERCENT_DECIMALS));
      precio = Number(divRound(BigInt(costo) * BigInt(10_000 + porcentaje), 10_000n));
      if (precio <= 0 || precio > toMinor(MAX_AMOUNT, ctx.currency)) {
        problems.push(badRequest('VALIDACION', { campo: 'precio' }));
        precio = null;
      }
    }
  }

  const categoria = ctx.maps.categorias.get(input.categoriaId);
  if (!categoria) problems.push(badRequest('CATEGORIA_NO_EXISTE'));
  else if (!categoria.activo) problems.push(badRequest('CATEGORIA_INACTIVA', { categoria: categoria.nombre }));
  const subcategoriaId = input.subcategoriaId ?? null;
  if (subcategoriaId !== null) {
    const sub = ctx.maps.subcategorias.get(subcategoriaId);
    if (!sub) problems.push(badRequest('SUBCATEGORIA_NO_EXISTE'));
    else if (sub.categoriaId !== input.categoriaId) problems.push(badRequest('SUBCATEGORIA_DE_OTRA_CATEGORIA', { subcategoria: sub.nombre }));
  }

  if (input.proveedorId && !ctx.proveedores.has(input.proveedorId)) problems.push(badRequest('PROVEEDOR_NO_EXISTE'));

  const barras = input.codigoBarras?.toLowerCase();
  const sku = input.codigoSku?.toLowerCase();
  const owner = (pick: (c: CheckContext['codes'][number]) => string | null, code: string) => ctx.codes.find((c) => c.id !== exceptId && pick(c)?.toLowerCase() === code);
  if (barras) {
    const other = owner((c) => c.codigoBarras, barras);
    if (other) problems.push(conflict('CODIGO_BARRAS_DUPLICADO', { codigo: input.codigoBarras!, producto: other.nombre }));
  }
  if (sku) {
    const other = owner((c) => c.codigoSku, sku);
    if (other) problems.push(conflict('CODIGO_SKU_DUPLICADO', { codigo: input.codigoSku!, producto: other.nombre }));
  }

  if (problems.length > 0 || precio === null || (costo !== null && porcentaje === null)) {
    return { values: null, problems: problems.length > 0 ? problems : [badRequest('VALIDACION', { campo: 'precio' })] };
  }
  return {
    problems: [],
    values: {
      nombre: input.nombre,
      descripcion: input.descripcion,
      codigoBarras: input.codigoBarras,
      codigoSku: input.codigoSku,
      marca: input.marca,
      categoriaId: input.categoriaId,
      subcategoriaId,
      proveedorId: input.proveedorId ?? null,
      unidadMedida: input.unidadMedida,
      costo,
      porcentajeGanancia: porcentaje,
      precio,
      controlaStock: input.controlaStock,
      stockActual: quantity(input.stockActual),
      stockMinimo: quantity(input.stockMinimo),
      activo: input.activo,
      visibleRestaurant: input.visibleRestaurant,
      visibleOrders: input.visibleOrders,
      visiblePos: input.visiblePos,
      fechaVencimiento: input.fechaVencimiento ?? null,
      ivaAlicuota: input.ivaAlicuota,
      tipo: input.tipo,
    },
  };
}

/** A caller without productos.costos writes no cost and no profit % (they never read them): the product is priced by its price alone. */
function sinCosto(actor: Actor, input: ProductoBodyParsed): ProductoBodyParsed {
  return actor.verCostos === false ? { ...input, costo: undefined, porcentajeGanancia: undefined } : input;
}

const MOTIVO_STOCK_INICIAL = 'Stock inicial del producto';
const MOTIVO_STOCK_EDICION = 'Stock modificado en la ficha del producto';

export async function createProducto(db: Db, actor: Actor, input: ProductoBodyParsed): Promise<Producto> {
  const ctx = await loadContext(db, actor, [input]);
  const result = check(ctx, sinCosto(actor, input), null);
  if (!result.values) throw result.problems[0]!;
  const [id] = await repo.insertProductosCatalogo(db, actor.localId, [result.values]);
  await recordInitialStock(db, actor, [id!], [result.values]);
  return getProducto(db, actor.localId, id!);
}

async function recordInitialStock(db: Db, actor: Actor, ids: readonly number[], values: readonly repo.ProductoCatalogoValues[]) {
  await insertStockMovimientos(
    db,
    actor.localId,
    values.flatMap((v, i) =>
      v.controlaStock && v.stockActual > 0
        ? [
            {
              productoId: ids[i]!,
              tipo: 'ajuste' as const,
              cantidad: v.stockActual,
              stockResultante: v.stockActual,
              ventaId: null,
              usuarioId: actor.userId,
              motivo: MOTIVO_STOCK_INICIAL,
            },
          ]
        : [],
    ),
  );
}

/** The whole product; a changed stock is recorded as an adjustment in its history. */
export async function updateProducto(db: Db, actor: Actor, id: number, input: ProductoBodyParsed): Promise<Producto> {
  const current = await repo.findCatalogo(db, actor.localId, id);
  if (!current) throw notFound('PRODUCTO_NO_EXISTE');
  const ctx = await loadContext(db, actor, [input]);
  // Without productos.costos the form shows no cost: the stored one (or none) stays and the profit % follows the price.
  const sent = actor.verCostos === false ? { ...input, costo: current.costo === null ? undefined : fromMinor(current.costo, ctx.currency), porcentajeGanancia: undefined } : input;
  const result = check(ctx, sent, id);
  if (!result.values) throw result.problems[0]!;
  await checkTipoProducto(db, actor.localId, id, result.values.tipo);
  await repo.updateProductoCatalogo(db, actor.localId, id, result.values);
  await registrarCambiosPrecio(
    db,
    actor,
    [
      {
        productoId: id,
        nombre: result.values.nombre,
        precioAnterior: current.precio,
        precioNuevo: result.values.precio,
        costoAnterior: current.costo,
        costoNuevo: result.values.costo,
      },
    ],
    { origen: 'edicion', motivo: input.motivo ?? null },
  );
  const delta = result.values.stockActual - current.stockActual;
  if (delta !== 0 && (result.values.controlaStock || current.controlaStock)) {
    await insertStockMovimientos(db, actor.localId, [
      { productoId: id, tipo: 'ajuste', cantidad: delta, stockResultante: result.values.stockActual, ventaId: null, usuarioId: actor.userId, motivo: MOTIVO_STOCK_EDICION },
    ]);
  }
  return getProducto(db, actor.localId, id);
}

/** A product a sale, table draft or order refers to is deactivated (kept for them); any other is erased with its image. */
export async function deleteProducto(db: Db, localId: number, id: number, dataDir: string): Promise<ProductoEliminado> {
  const current = await repo.findCatalogo(db, localId, id);
  if (!current) throw notFound('PRODUCTO_NO_EXISTE');
  if (await repo.productoEnUso(db, localId, id)) {
    await repo.deactivateProducto(db, localId, id);
    return { id, resultado: 'desactivado' };
  }
  await repo.deleteProducto(db, localId, id);
  removeImagenFiles(dataDir, localId, id);
  return { id, resultado: 'eliminado' };
}

/**
 * POST /api/productos/lote: every row validated (schema, then the catalogue's rules and codes, also against the
 * other rows of the batch); one refused row refuses the batch (422 with every refused row and
 * why); otherwise all are inserted in the caller's transaction.
 */
export async function createProductosLote(db: Db, actor: Actor, rows: readonly unknown[]): Promise<ProductosLoteResult> {
  const rechazados: ProductoLoteRechazo[] = [];
  const parsed: { fila: number; input: ProductoBodyParsed }[] = [];
  rows.forEach((row, i) => {
    const result = productoBodySchema.safeParse(row);
    if (result.success) {
      parsed.push({ fila: i + 1, input: result.data });
      return;
    }
    const issues = result.error.issues.map((issue) => {
      const { code, path, message, ...params } = issue;
      return { keyword: code, instancePath: `/${path.map(String).join('/')}`, message, params: params as Record<string, unknown> };
    });
    const nombre = row && typeof row === 'object' && typeof (row as { nombre?: unknown }).nombre === 'string' ? (row as { nombre: string }).nombre : null;
    rechazados.push({ fila: i + 1, nombre, motivos: toFieldErrors(issues, row, 'body').map((e) => e.mensaje) });
  });

  const ctx = await loadContext(
    db,
    actor,
    parsed.map((p) => p.input),
  );
  const values: repo.ProductoCatalogoValues[] = [];
  const seenBarras = new Map<string, string>();
  const seenSku = new Map<string, string>();
  for (const { fila, input } of parsed) {
    const result = check(ctx, sinCosto(actor, input), null);
    const motivos = result.problems.map((p) => p.message);
    const barras = input.codigoBarras?.toLowerCase();
    const sku = input.codigoSku?.toLowerCase();
    if (barras && seenBarras.has(barras)) motivos.push(conflict('CODIGO_BARRAS_DUPLICADO', { codigo: input.codigoBarras!, producto: seenBarras.get(barras)! }).message);
    if (sku && seenSku.has(sku)) motivos.push(conflict('CODIGO_SKU_DUPLICADO', { codigo: input.codigoSku!, producto: seenSku.get(sku)! }).message);
    if (barras && !seenBarras.has(barras)) seenBarras.set(barras, input.nombre);
    if (sku && !seenSku.has(sku)) seenSku.set(sku, input.nombre);
    if (motivos.length > 0 || !result.values) rechazados.push({ fila, nombre: input.nombre, motivos });
    else values.push(result.values);
  }
  if (rechazados.length > 0) {
    rechazados.sort((a, b) => a.fila - b.fila);
    throw unprocessable('PRODUCTOS_LOTE_RECHAZADO', { count: rechazados.length }, { rechazados });
  }
  const ids = await repo.insertProductosCatalogo(db, actor.localId, values);
  await recordInitialStock(db, actor, ids, values);
  return { creados: ids.length, ids };
}
