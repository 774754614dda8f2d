import type { CostoProducto, ReporteCostos } from '@resto/shared/contracts';
import { costoPorcion, divRound, foodCostBp, fromMinor, RecetaInvalidaError, type LineaReceta, type RecetaContexto } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getGeneralConfig } from '../config';
import { loadRecetaContexto, recetasDeProductos } from '../insumos';
import { getVenue } from '../local';
import * as repo from './reporte-costos.repository';

type Db = Kysely<Database>;

/** The target food cost when the venue set none. */
export const FOOD_COST_OBJETIVO_DEFAULT = 30;

/** The venue's target food cost in percent (general config `foodCostObjetivo`). */
export async function foodCostObjetivo(db: Db, localId: number): Promise<number> {
  const v: unknown = (await getGeneralConfig(db, localId)).foodCostObjetivo;
  return typeof v === 'number' && v > 0 ? v : FOOD_COST_OBJETIVO_DEFAULT;
}

/** A change in percent with 2 decimals: (ahora - antes) / antes; null when it was 0. */
function subaPorcentaje(antes: number, ahora: number): number | null {
  if (antes <= 0) return null;
  return Number(divRound(BigInt(ahora - antes) * 10_000n, BigInt(antes))) / 100;
}

/** The ingredients lines reach, through their preparations (each preparation once). */
function insumosDe(lineas: readonly LineaReceta[], ctx: RecetaContexto, out: Set<number>, vistas: Set<number>): void {
  for (const l of lineas) {
    if (l.insumoId != null) out.add(l.insumoId);
    else if (l.preparacionId != null && !vistas.has(l.preparacionId)) {
      vistas.add(l.preparacionId);
      insumosDe(ctx.preparaciones.get(l.preparacionId)?.lineas ?? [], ctx, out, vistas);
    }
  }
}

/** The same context with each ingredient at another cost. */
function conCostos(ctx: RecetaContexto, costos: ReadonlyMap<number, number>): RecetaContexto {
  const insumos = new Map([...ctx.insumos].map(([id, i]) => [id, { ...i, costoUnitario: costos.get(id) ?? i.costoUnitario }]));
  return { insumos, preparaciones: ctx.preparaciones };
}

/**
 * Every active product with a recipe: one portion's cost today, its price, margin and food cost,
 * and the same recipe at the ingredients' costs of the day its price last changed (its creation
 * when it never changed), so the dishes whose cost rose most since they were priced come first.
 * A dish above the venue's target food cost is flagged (`señalado`).
 */
export async function reporteCostos(db: Db, localId: number, now = new Date()): Promise<ReporteCostos> {
  const { currencyCode } = await getVenue(db, localId);
  const objetivo = await foodCostObjetivo(db, localId);
  const [recetas, ctx] = await Promise.all([recetasDeProductos(db, localId), loadRecetaContexto(db, localId)]);
  const conReceta = [...recetas].filter(([, r]) => r.rendimiento > 0 && r.lineas.length > 0).map(([id]) => id);
  const productos = await repo.productosActivos(db, localId, conReceta);
  const cambios = await repo.cambiosDePrecio(
    db,
    localId,
    productos.map((p) => p.id),
  );
  // Each moment with the ingredients its dishes reach (through their preparations too).
  const pares = new Map<number, Set<number>>();
  for (const [productoId, c] of cambios) {
    const set = pares.get(c.hasta) ?? new Set<number>();
    insumosDe(recetas.get(productoId)?.lineas ?? [], ctx, set, new Set());
    pares.set(c.hasta, set);
  }
  const { base, porHasta } = await repo.costosHasta(db, localId, new Map([...pares].map(([h, ids]) => [h, [...ids]])));
  // One context per moment: the ingredients' costs after that movement.
  const contextos = new Map<number, RecetaContexto>();
  const contextoEn = (hasta: number) => {
    let c = contextos.get(hasta);
    if (!c) {
      c = conCostos(ctx, new Map([...base, ...(porHasta.get(hasta) ?? [])]));
      contextos.set(hasta, c);
    }
    return c;
  };

  const money = (minor: number) => fromMinor(minor, currencyCode);
  // The target in basis points, as foodCostBp gives the dishes' (32.5 % -> 3250).
  const objetivoBp = Math.round(objetivo * 100);
  const filas: { item: CostoProducto; suba: number | null }[] = [];
  for (const p of productos) {
    const receta = recetas.get(p.id);
    const cambio = cambios.get(p.id);
    if (!receta || !cambio) continue;
    const fecha = cambio.fecha;
    let costo: number;
    let antes: number;
    try {
      // Today's cost is costosPorcion's (the same engine on the same context), without loading it twice.
      costo = costoPorcion({ receta }, ctx);
      antes = costoPorcion({ receta }, contextoEn(cambio.hasta));
    } catch (error) {
      // A recipe the engine cannot read (a component gone) is left out, as costosPorcion leaves it.
      if (error instanceof RecetaInvalidaError) continue;
      throw error;
    }
    const fc = foodCostBp(costo, p.precio);
    const suba = subaPorcentaje(antes, costo);
    filas.push({
      suba,
      item: {
        productoId: p.id,
        nombre: p.nombre,
        categoria: p.categoria,
        costo: money(costo),
        precio: money(p.precio),
        margen: money(p.precio - costo),
        foodCostPorcentaje: fc === null ? null : fc / 100,
        fechaCambioPrecio: fecha,
        costoAlCambioPrecio: money(antes),
        subaCostoPorcentaje: suba,
        señalado: fc !== null && fc > objetivoBp,
      },
    });
  }
  // No rise to measure (null) goes last.
  const subaDe = (f: { suba: number | null }) => f.suba ?? Number.NEGATIVE_INFINITY;
  filas.sort((a, b) => (subaDe(a) === subaDe(b) ? 0 : subaDe(b) > subaDe(a) ? 1 : -1) || a.item.nombre.localeCompare(b.item.nombre, 'es') || a.item.productoId - b.item.productoId);
  const items = filas.map((f) => f.item);
  return { moneda: currencyCode, generadoAt: now.toISOString(), objetivo, items, señalados: items.filter((i) => i.señalado).length };
}
