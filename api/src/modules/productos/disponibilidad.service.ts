import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { consumoDe, RecetaInvalidaError, type ConsumoLinea, type LineaReceta, type RecetaContexto } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { audit } from '../auditoria';
import { lineasDeOpciones, loadRecetaContexto, recetasDeProductos, stockDeInsumos } from '../insumos';
import { findComboGroups } from './combos.repository';
import * as repo from './disponibilidad.repository';

/*
 * Whether a product can be sold now ('86'). A product is unavailable when staff marked it sold out
 * by hand, or when one portion of its recipe needs more of a controlled, active ingredient than
 * the stock holds. A combo has no recipe: it is unavailable when one of its groups has no
 * component left that can be sold. Stock may still go below zero when a sale is charged (a dish
 * already served is never refused at the till): only adding a line is refused.
 */

type Db = Kysely<Database>;
type Recetas = Map<number, { rendimiento: number; lineas: LineaReceta[] }>;
type Stock = Map<number, { nombre: string; stockActual: number; controlaStock: boolean; activo: boolean }>;

/** A sold line as the depletion reads it: quantity in thousandths, the options chosen, a combo's components. */
export interface LineaConsumo {
  productoId: number;
  quantityMilli: number;
  opcionIds: readonly number[];
  componentes?: readonly { productoId: number }[] | null;
}

/** What a line takes, as the engine's items: a simple line by its recipe and options; a combo line by each component's recipe. */
function itemsDe(linea: LineaConsumo, recetas: Recetas, opciones: Map<number, LineaReceta[]>): ConsumoLinea[] {
  const elegidas = linea.opcionIds.map((id) => opciones.get(id) ?? []).filter((l) => l.length > 0);
  const componentes = linea.componentes ?? [];
  if (componentes.length === 0) return [{ receta: recetas.get(linea.productoId) ?? null, opciones: elegidas, quantityMilli: linea.quantityMilli }];
  // 'sin cebolla' on a combo takes the onion out of every component; what an option adds is added once.
  const quitar = elegidas.map((l) => l.filter((x) => x.quitar)).filter((l) => l.length > 0);
  const items: ConsumoLinea[] = componentes.map((c) => ({ receta: recetas.get(c.productoId) ?? null, opciones: quitar, quantityMilli: linea.quantityMilli }));
  if (elegidas.length > 0) items.push({ receta: null, opciones: elegidas, quantityMilli: linea.quantityMilli });
  return items;
}

function productosDe(lineas: readonly LineaConsumo[]): number[] {
  return [...new Set(lineas.flatMap((l) => [l.productoId, ...(l.componentes ?? []).map((c) => c.productoId)]))];
}

/** The recipes and option lines of these lines, and the engine's context only when one of them has lines. */
async function leerRecetas(
  db: Db,
  localId: number,
  lineas: readonly LineaConsumo[],
): Promise<{ recetas: Recetas; opciones: Map<number, LineaReceta[]>; ctx: RecetaContexto | null }> {
  const opcionIds = [...new Set(lineas.flatMap((l) => l.opcionIds))];
  const [recetas, opciones] = await Promise.all([
    recetasDeProductos(db, localId, productosDe(lineas)),
    opcionIds.length > 0 ? lineasDeOpciones(db, localId, opcionIds) : new Map<number, LineaReceta[]>(),
  ]);
  const hasLines = recetas.size > 0 || [...opciones.values()].some((l) => l.length > 0);
  return { recetas, opciones, ctx: hasLines ? await loadRecetaContexto(db, localId) : null };
}

/**
 * What sold lines take from each ingredient (millionths of its unit): a simple line by its
 * product's recipe and its chosen options' lines; a combo line by each component's recipe.
 */
export async function consumoDeLineas(db: Db, localId: number, lineas: readonly LineaConsumo[]): Promise<Map<number, number>> {
  if (lineas.length === 0) return new Map();
  const { recetas, opciones, ctx } = await leerRecetas(db, localId, lineas);
  if (!ctx) return new Map();
  return consumoDe(
    lineas.flatMap((l) => itemsDe(l, recetas, opciones)),
    ctx,
  );
}

/** The first controlled, active ingredient `consumo` needs more of than the stock holds. */
function faltante(consumo: ReadonlyMap<number, number>, stock: Stock): { insumoId: number; nombre: string } | null {
  for (const [insumoId, need] of consumo) {
    const s = stock.get(insumoId);
    if (s && s.controlaStock && s.activo && need > 0 && s.stockActual < need) return { insumoId, nombre: s.nombre };
  }
  return null;
}

/** One portion's need of a recipe; an invalid recipe (a component deleted since) takes nothing. */
function porcion(receta: { rendimiento: number; lineas: LineaReceta[] } | undefined, ctx: RecetaContexto): Map<number, number> {
  if (!receta) return new Map();
  try {
    return consumoDe([{ receta, quantityMilli: 1000 }], ctx);
  } catch (error) {
    if (error instanceof RecetaInvalidaError) return new Map();
    throw error;
  }
}

/**
 * Refuses lines that cannot be made: PRODUCTO_AGOTADO when a product (or a combo's component)
 * is sold out by hand, INSUMO_SIN_STOCK naming the product and the ingredient when the lines
 * together need more of a controlled ingredient than the stock holds.
 */
export async function checkDisponibles(
  db: Db,
  localId: number,
  items: readonly { productoId: number; quantityMilli: number; opcionIds?: readonly number[]; componentes?: readonly { productoId: number }[] | null }[],
): Promise<void> {
  if (items.length === 0) return;
  const lineas: LineaConsumo[] = items.map((i) => ({ productoId: i.productoId, quantityMilli: i.quantityMilli, opcionIds: i.opcionIds ?? [], componentes: i.componentes ?? null }));
  const estados = await repo.estadoProductos(db, localId, productosDe(lineas));
  for (const id of productosDe(lineas)) {
    const estado = estados.get(id);
    if (estado && !estado.disponible) throw conflict('PRODUCTO_AGOTADO', { producto: estado.nombre });
  }
  const { recetas, opciones, ctx } = await leerRecetas(db, localId, lineas);
  if (!ctx) return;
  // Each product's share, to name the one that needs the ingredient; the stock is checked against the lines together.
  const porProducto = lineas.flatMap((l) =>
    itemsDe(l, recetas, opciones).map((item, i) => ({ productoId: (l.componentes ?? [])[i]?.productoId ?? l.productoId, consumo: consumoDe([item], ctx) })),
  );
  const total = new Map<number, number>();
  for (const { consumo } of porProducto) for (const [id, micro] of consumo) total.set(id, (total.get(id) ?? 0) + micro);
  if (total.size === 0) return;
  const falta = faltante(total, await stockDeInsumos(db, localId, [...total.keys()]));
  if (!falta) return;
  const culpable = porProducto.find((p) => (p.consumo.get(falta.insumoId) ?? 0) > 0)!;
  throw conflict('INSUMO_SIN_STOCK', { producto: estados.get(culpable.productoId)?.nombre ?? String(culpable.productoId), insumo: falta.nombre });
}

interface Evaluado {
  disponible: boolean;
  insumoFaltante: string | null;
}

/** Sold out by hand, or the ingredient one portion lacks, of each simple product given. */
function evaluarSimples(estados: Map<number, repo.ProductoEstado>, recetas: Recetas, ctx: RecetaContexto | null, stock: Stock): Map<number, Evaluado> {
  const out = new Map<number, Evaluado>();
  for (const e of estados.values()) {
    if (e.tipo === 'combo') continue;
    const falta = ctx ? faltante(porcion(recetas.get(e.id), ctx), stock) : null;
    out.set(e.id, { disponible: e.disponible && e.activo, insumoFaltante: falta?.nombre ?? null });
  }
  return out;
}

/** A combo: its own flag, and the first group none of whose components can be sold names what its first component lacks. */
async function evaluarCombos(
  db: Db,
  localId: number,
  combos: readonly repo.ProductoEstado[],
  simples: (ids: number[]) => Promise<Map<number, Evaluado>>,
): Promise<Map<number, Evaluado>> {
  const out = new Map<number, Evaluado>();
  if (combos.length === 0) return out;
  const grupos = await findComboGroups(
    db,
    localId,
    combos.map((c) => c.id),
  );
  const componentes = await simples([...new Set([...grupos.values()].flatMap((gs) => gs.flatMap((g) => g.opciones.map((o) => o.productoId))))]);
  for (const combo of combos) {
    let evaluado: Evaluado = { disponible: combo.disponible && combo.activo, insumoFaltante: null };
    for (const g of grupos.get(combo.id) ?? []) {
      const opciones = g.opciones.filter((o) => o.activo && o.componenteActivo).map((o) => componentes.get(o.productoId) ?? { disponible: true, insumoFaltante: null });
      if (opciones.some((o) => o.disponible && o.insumoFaltante === null)) continue;
      const conFaltante = opciones.find((o) => o.insumoFaltante !== null);
      evaluado = conFaltante ? { disponible: evaluado.disponible, insumoFaltante: conFaltante.insumoFaltante } : { disponible: false, insumoFaltante: null };
      break;
    }
    out.set(combo.id, evaluado);
  }
  return out;
}

/** Evaluates these products (all of the venue's active ones when absent), reading recipes and stock once. */
async function evaluar(db: Db, localId: number, ids?: readonly number[]): Promise<Map<number, Evaluado>> {
  const estados = await repo.estadoProductos(db, localId, ids);
  const simples = async (productoIds: readonly number[] | undefined) => {
    const propios = productoIds ? await repo.estadoProductos(db, localId, productoIds) : new Map([...estados].filter(([, e]) => e.tipo === 'simple'));
    if (propios.size === 0) return new Map<number, Evaluado>();
    const recetas = await recetasDeProductos(db, localId, productoIds ? [...propios.keys()] : undefined);
    if (recetas.size === 0) return evaluarSimples(propios, recetas, null, new Map());
    const ctx = await loadRecetaContexto(db, localId);
    return evaluarSimples(propios, recetas, ctx, await stockDeInsumos(db, localId));
  };
  const evaluados = await simples(ids ? [...estados.values()].filter((e) => e.tipo === 'simple').map((e) => e.id) : undefined);
  const combos = await evaluarCombos(
    db,
    localId,
    [...estados.values()].filter((e) => e.tipo === 'combo'),
    (componentIds) => simples(componentIds),
  );
  for (const [id, e] of combos) evaluados.set(id, e);
  return evaluados;
}

const noDisponible = (e: Evaluado) => !e.disponible || e.insumoFaltante !== null;

/** GET /api/productos/disponibilidad: every active product of the venue that cannot be sold now. */
export async function listNoDisponibles(db: Db, localId: number): Promise<ProductoDisponibilidad[]> {
  const evaluados = await evaluar(db, localId);
  return [...evaluados].filter(([, e]) => noDisponible(e)).map(([productoId, e]) => ({ productoId, ...e }));
}

/** One product's availability now. */
export async function disponibilidadDe(db: Db, localId: number, productoId: number): Promise<ProductoDisponibilidad> {
  const e = (await evaluar(db, localId, [productoId])).get(productoId);
  if (!e) throw notFound('PRODUCTO_NO_EXISTE');
  return { productoId, ...e };
}

/**
 * Marks a product sold out by hand, or back (in the caller's transaction, audited with who).
 * Returns its availability and the products whose availability it changes (it and the combos
 * offering it), for the event.
 */
export async function setDisponibilidad(
  db: Db,
  actor: { localId: number; userId: number },
  productoId: number,
  disponible: boolean,
): Promise<{ disponibilidad: ProductoDisponibilidad; afectados: number[] }> {
  const { localId } = actor;
  const antes = (await repo.estadoProductos(db, localId, [productoId])).get(productoId);
  if (!antes) throw notFound('PRODUCTO_NO_EXISTE');
  await repo.setDisponible(db, localId, productoId, disponible, new Date().toISOString());
  if (antes.disponible !== disponible) {
    await audit(db, actor, { accion: 'producto.disponibilidad', entidad: 'producto', entidadId: productoId, antes: { disponible: antes.disponible }, despues: { disponible } });
  }
  const afectados = antes.disponible === disponible ? [] : [productoId, ...(await repo.combosCon(db, localId, [productoId]))];
  return { disponibilidad: await disponibilidadDe(db, localId, productoId), afectados };
}

/** How far back a movement still counts as this change's: requests that moved the same ingredient at once are each told. */
const RECIENTE_MS = 10_000;

/**
 * The products whose availability the recent movements of these ingredients changed, with the
 * combos offering them: for the event, once the movements are committed. Read from the
 * movements: a product is named when one portion could be made with the stock an ingredient held
 * before its last movement (or before any of the last seconds', so two sales at once that cross
 * the line together are both heard) and cannot now, or the other way round. Naming one whose
 * availability did not change only makes the screens read the list again.
 */
export async function productosAfectados(db: Db, localId: number, insumoIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(insumoIds)];
  if (ids.length === 0) return [];
  const movidos = await stockDeInsumos(db, localId, ids);
  const controlados = ids.filter((id) => movidos.get(id)?.controlaStock && movidos.get(id)?.activo);
  if (controlados.length === 0) return [];
  const candidatos = await repo.productosQueUsan(db, localId, controlados);
  if (candidatos.length === 0) return [];
  const [estados, recetas, ctx, previos] = [
    await repo.estadoProductos(db, localId, candidatos),
    await recetasDeProductos(db, localId, candidatos),
    await loadRecetaContexto(db, localId),
    await repo.stocksRecientes(db, localId, controlados, new Date(Date.now() - RECIENTE_MS).toISOString()),
  ];
  const necesidades = new Map([...estados.values()].filter((e) => e.activo && e.disponible && e.tipo === 'simple').map((e) => [e.id, porcion(recetas.get(e.id), ctx)] as const));
  const ahora = await stockDeInsumos(db, localId, [...new Set([...necesidades.values()].flatMap((n) => [...n.keys()]))]);
  const cambio = (need: Map<number, number>): boolean => {
    const puedeAhora = faltante(need, ahora) === null;
    for (const [insumoId, valores] of previos) {
      const s = ahora.get(insumoId);
      if (!s || !need.has(insumoId)) continue;
      if (valores.some((stockActual) => (faltante(need, new Map(ahora).set(insumoId, { ...s, stockActual })) === null) !== puedeAhora)) return true;
    }
    return false;
  };
  const cambiaron = [...necesidades].filter(([, need]) => cambio(need)).map(([id]) => id);
  if (cambiaron.length === 0) return [];
  return [...cambiaron, ...(await repo.combosCon(db, localId, cambiaron))];
}
