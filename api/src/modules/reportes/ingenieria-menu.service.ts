import type { IngenieriaMenuItem, MenuClase, ReporteCostosRangoQuery, ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { consumoDe, costoDe, divRound, fromMinor, RecetaInvalidaError, type ConsumoLinea, type LineaReceta } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lineasDeOpciones, loadRecetaContexto, recetasDeProductos } from '../insumos';
import { modifierIds } from '../productos';
import * as repo from './ingenieria-menu.repository';
import { rangoDe } from './reporte-consumo.service';
import { periodo } from './reportes-periodo';

type Db = Kysely<Database>;

function clase(popular: boolean, rentable: boolean): MenuClase {
  if (popular) return rentable ? 'estrella' : 'caballo';
  return rentable ? 'rompecabezas' : 'perro';
}

/**
 * What the units sold of each dish with a recipe cost at today's costs, in minor units, as the
 * stock depletion reads the same lines (shared engine, consumoDe): the recipe for every unit, plus
 * the lines of the options each was taken with ('extra queso' adds its cheese, 'sin cebolla' takes
 * the onion out), rounded once per dish. A dish whose recipe or options the engine cannot read
 * (a component gone since) is left out, as costosPorcion leaves it.
 */
async function costosVendidos(db: Db, localId: number, vendidos: readonly repo.VendidoFila[], conOpciones: readonly repo.VendidoConOpciones[]): Promise<Map<number, number>> {
  const recetas = await recetasDeProductos(
    db,
    localId,
    vendidos.map((v) => v.productoId),
  );
  const out = new Map<number, number>();
  if (![...recetas.values()].some((r) => r.lineas.length > 0)) return out;
  const grupos = conOpciones.map((g) => ({ ...g, opcionIds: modifierIds(g.modificadores) }));
  const opcionIds = [...new Set(grupos.flatMap((g) => g.opcionIds))];
  const [ctx, opciones] = [await loadRecetaContexto(db, localId), opcionIds.length > 0 ? await lineasDeOpciones(db, localId, opcionIds) : new Map<number, LineaReceta[]>()];
  for (const v of vendidos) {
    const receta = recetas.get(v.productoId);
    if (!receta || receta.lineas.length === 0) continue;
    const propios = grupos.filter((g) => g.productoId === v.productoId);
    const items: ConsumoLinea[] = propios.map((g) => ({
      receta,
      opciones: g.opcionIds.map((id) => opciones.get(id) ?? []).filter((l) => l.length > 0),
      quantityMilli: g.cantidadMilli,
    }));
    // The units taken without options.
    items.push({ receta, quantityMilli: v.cantidadMilli - propios.reduce((s, g) => s + g.cantidadMilli, 0) });
    try {
      out.set(v.productoId, costoDe(consumoDe(items, ctx), ctx.insumos));
    } catch (e) {
      if (!(e instanceof RecetaInvalidaError)) throw e;
    }
  }
  return out;
}

/**
 * Menu engineering over the venue's days (Kasavana-Smith): each dish sold with a recipe, its units,
 * its share of the units of those dishes, what a unit was charged on average, what a unit cost
 * today with the options it was taken with, and the margins. A dish is popular when its share
 * reaches 70 % of an equal share (1/n), and profitable when its unit margin reaches the average
 * unit margin weighted by units; the four classes follow. Compared as exact fractions, so no dish
 * flips class on a rounding.
 */
export async function ingenieriaMenuReporte(db: Db, localId: number, q: ReporteCostosRangoQuery, now = new Date()): Promise<ReporteIngenieriaMenu> {
  const p = await periodo(db, localId, rangoDe(q), now);
  const currency = p.venue.currencyCode;
  const vendidos = (await repo.vendidosPorProducto(db, localId, p.filtro.from, p.filtro.to)).filter((v) => v.cantidadMilli > 0);
  const costos = await costosVendidos(db, localId, vendidos, await repo.vendidosConOpciones(db, localId, p.filtro.from, p.filtro.to));
  const platos = vendidos.flatMap((v) => {
    const costoTotal = costos.get(v.productoId);
    if (costoTotal === undefined) return [];
    // Margin of the lines in minor units x 1000 (units are thousandths, so a unit's figures stay exact fractions).
    const margenMilli = (BigInt(v.ingresos) - BigInt(costoTotal)) * 1000n;
    return [{ ...v, costoTotal, margenMilli }];
  });
  const n = BigInt(platos.length);
  const unidades = platos.reduce((s, x) => s + BigInt(x.cantidadMilli), 0n);
  const margen = platos.reduce((s, x) => s + x.margenMilli, 0n);
  const money = (minor: bigint | number) => fromMinor(Number(minor), currency);
  const pct = (num: bigint, den: bigint) => (den === 0n ? 0 : Number(divRound(num * 10_000n, den)) / 100);

  const items: (IngenieriaMenuItem & { orden: bigint })[] = platos.map((x) => {
    const u = BigInt(x.cantidadMilli);
    // share >= 0.7 / n  <=>  10 x u x n >= 7 x total
    const popular = 10n * u * n >= 7n * unidades;
    // unit margin >= weighted average  <=>  margin_i / u_i >= margin / total
    const rentable = x.margenMilli * unidades >= margen * u;
    return {
      orden: x.margenMilli,
      productoId: x.productoId,
      nombre: x.nombre,
      categoria: x.categoria,
      unidades: x.cantidadMilli / 1000,
      popularidadPorcentaje: pct(u, unidades),
      precioPromedio: money(divRound(BigInt(x.ingresos) * 1000n, u)),
      costo: money(divRound(BigInt(x.costoTotal) * 1000n, u)),
      margenUnitario: money(divRound(x.margenMilli, u)),
      margenTotal: money(divRound(x.margenMilli, 1000n)),
      clase: clase(popular, rentable),
    };
  });
  items.sort((a, b) => (a.orden === b.orden ? a.nombre.localeCompare(b.nombre, 'es') : b.orden > a.orden ? 1 : -1));
  return {
    desde: p.desde,
    hasta: p.hasta,
    moneda: currency,
    generadoAt: now.toISOString(),
    items: items.map(({ orden: _orden, ...item }) => item),
    totales: {
      unidades: Number(unidades) / 1000,
      margenTotal: money(divRound(margen, 1000n)),
      margenPromedio: money(unidades === 0n ? 0n : divRound(margen, unidades)),
      umbralPopularidad: n === 0n ? 0 : pct(7n, 10n * n),
    },
  };
}
