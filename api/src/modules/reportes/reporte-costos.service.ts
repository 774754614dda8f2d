import type { CostoProducto, ReporteCostos } from '@resto/shared/contracts';
import { consumoDe, costoDe, divRound, foodCostBp, fromMinor, RecetaInvalidaError, type InsumoReceta, type RecetaContexto } from '@resto/shared/rules';
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

/** Dishes of the same rise by name, as localeCompare(…, 'es') orders them (one collator: localeCompare with a locale builds one per call). */
const porNombre = new Intl.Collator('es');

/** A change in percent with 2 decimals: (ahora - antes) / antes; null when it was 0. */
function subaPorcentaje(antes: number, ahora: number): number | null {
  if (antes <= 0) return null;
  return Number(divRound(BigInt(ahora - antes) * 10_000n, BigInt(antes))) / 100;
}

/** The ingredients of a portion at the costs they had then (today's for one that had not moved). */
function costosEntonces(consumo: ReadonlyMap<number, number>, ctx: RecetaContexto, entonces: ReadonlyMap<number, number>): Map<number, InsumoReceta> {
  const out = new Map<number, InsumoReceta>();
  for (const id of consumo.keys()) {
    const hoy = ctx.insumos.get(id)!;
    out.set(id, { ...hoy, costoUnitario: entonces.get(id) ?? hoy.costoUnitario });
  }
  return out;
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
  const [platos, recetas, ctx] = [await repo.platosACostear(db, localId), await recetasDeProductos(db, localId), await loadRecetaContexto(db, localId)];
  const money = (minor: number) => fromMinor(minor, currencyCode);
  // The target in basis points, as foodCostBp gives the dishes' (32.5 % -> 3250).
  const objetivoBp = Math.round(objetivo * 100);
  const filas: { item: CostoProducto; suba: number | null }[] = [];
  for (const p of platos) {
    const receta = recetas.get(p.id);
    if (!receta || receta.rendimiento <= 0 || receta.lineas.length === 0) continue;
    let costo: number;
    let antes: number;
    try {
      // One portion as costosPorcion takes it (the same engine on the same context), its
      // quantities priced today and at the costs of its price's change.
      const consumo = consumoDe([{ receta, quantityMilli: 1000 }], ctx);
      costo = costoDe(consumo, ctx.insumos);
      antes = costoDe(consumo, costosEntonces(consumo, ctx, p.costos));
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
        fechaCambioPrecio: p.fecha,
        costoAlCambioPrecio: money(antes),
        subaCostoPorcentaje: suba,
        señalado: fc !== null && fc > objetivoBp,
      },
    });
  }
  // No rise to measure (null) goes last.
  const subaDe = (f: { suba: number | null }) => f.suba ?? Number.NEGATIVE_INFINITY;
  filas.sort((a, b) => (subaDe(a) === subaDe(b) ? 0 : subaDe(b) > subaDe(a) ? 1 : -1) || porNombre.compare(a.item.nombre, b.item.nombre) || a.item.productoId - b.item.productoId);
  const items = filas.map((f) => f.item);
  return { moneda: currencyCode, generadoAt: now.toISOString(), objetivo, items, señalados: items.filter((i) => i.señalado).length };
}
