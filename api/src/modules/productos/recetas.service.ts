import type { productoRecetaInputSchema, ProductoReceta, RecetaLinea } from '@resto/shared/contracts';
import { foodCostBp, fromMicro, fromMinor, toMicro } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { costosPorcion, guardarLineasReceta, recetaLineasDe, validarLineasReceta } from '../insumos';
import { getVenue } from '../local';
import { findProductos } from './productos.repository';
import * as repo from './recetas.repository';

/*
 * A product's recipe: the portions it yields and its lines (ingredients or preparations, each
 * with its waste). One sold unit takes 1/rendimiento of the lines. Its answer carries one
 * portion's cost at today's costs, the product's base price, the margin (price minus cost) and
 * the food cost (cost over price, in percent); the costs only for productos.costos. A combo has no
 * recipe of its own: each component's recipe is taken when it is sold.
 */

type Db = Kysely<Database>;
type RecetaInputParsed = z.output<typeof productoRecetaInputSchema>;

async function productoDe(db: Db, localId: number, productoId: number) {
  const [producto] = await findProductos(db, localId, [productoId]);
  if (!producto) throw notFound('PRODUCTO_NO_EXISTE');
  return producto;
}

/** The recipe as this caller may read it (`verCostos`: productos.costos). */
export async function getReceta(db: Db, localId: number, productoId: number, verCostos: boolean): Promise<ProductoReceta> {
  const producto = await productoDe(db, localId, productoId);
  const { currencyCode } = await getVenue(db, localId);
  const precio = fromMinor(producto.precio, currencyCode);
  const header = await repo.findRecetaHeader(db, localId, productoId);
  const lineas = await recetaLineasDe(db, localId, { productoId }, verCostos);
  if (lineas.length === 0) return { productoId, rendimiento: null, lineas: [], costo: null, precio, margen: null, foodCostPorcentaje: null };
  const rendimiento = header ? fromMicro(header.rendimiento) : 1;
  if (!verCostos) return { productoId, rendimiento, lineas, costo: null, precio, margen: null, foodCostPorcentaje: null };
  const costoMinor = (await costosPorcion(db, localId, [productoId])).get(productoId) ?? null;
  if (costoMinor === null) return { productoId, rendimiento, lineas, costo: null, precio, margen: null, foodCostPorcentaje: null };
  const bp = foodCostBp(costoMinor, producto.precio);
  return {
    productoId,
    rendimiento,
    lineas,
    costo: fromMinor(costoMinor, currencyCode),
    precio,
    margen: fromMinor(producto.precio - costoMinor, currencyCode),
    foodCostPorcentaje: bp === null ? null : bp / 100,
  };
}

/** What the audit log keeps of a recipe: its yield and lines, without costs (they change with every purchase). */
const paraAuditoria = (r: ProductoReceta) => ({
  rendimiento: r.rendimiento,
  lineas: r.lineas.map((l: RecetaLinea) => ({
    insumoId: l.insumoId,
    preparacionId: l.preparacionId,
    nombre: l.nombre,
    cantidad: l.cantidad,
    unidad: l.unidad,
    mermaPorcentaje: l.mermaPorcentaje,
  })),
});

/**
 * Replaces the product's recipe as a whole (in the caller's transaction): lines checked by the
 * insumos module (components of the venue, units that convert, no preparation inside itself); no
 * lines removes the recipe. Audited with who, before and after.
 */
export async function saveReceta(
  db: Db,
  actor: { localId: number; userId: number },
  productoId: number,
  input: Omit<RecetaInputParsed, 'clientMutationId'>,
  verCostos: boolean,
): Promise<ProductoReceta> {
  const { localId, userId } = actor;
  const producto = await productoDe(db, localId, productoId);
  if (producto.tipo === 'combo') throw badRequest('RECETA_COMBO', { producto: producto.nombre });
  const antes = await getReceta(db, localId, productoId, false);
  const lineas = await validarLineasReceta(db, localId, input.lineas);
  const at = new Date().toISOString();
  if (lineas.length === 0) await repo.deleteRecetaHeader(db, localId, productoId);
  else await repo.upsertRecetaHeader(db, localId, productoId, toMicro(input.rendimiento), userId, at);
  await guardarLineasReceta(db, localId, { productoId }, lineas);
  const despues = await getReceta(db, localId, productoId, false);
  await audit(db, actor, { accion: 'receta.editar', entidad: 'producto', entidadId: productoId, antes: paraAuditoria(antes), despues: paraAuditoria(despues) });
  return verCostos ? getReceta(db, localId, productoId, true) : despues;
}
