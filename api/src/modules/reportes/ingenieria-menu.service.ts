import type { IngenieriaMenuItem, MenuClase, ReporteCostosRangoQuery, ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { divRound, fromMinor } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { costosPorcion } from '../insumos';
import * as repo from './ingenieria-menu.repository';
import { rangoDe } from './reporte-consumo.service';
import { periodo } from './reportes-periodo';

type Db = Kysely<Database>;

function clase(popular: boolean, rentable: boolean): MenuClase {
  if (popular) return rentable ? 'estrella' : 'caballo';
  return rentable ? 'rompecabezas' : 'perro';
}

/**
 * Menu engineering over the venue's days (Kasavana-Smith): each dish sold with a recipe, its units,
 * its share of the units of those dishes, what a unit was charged on average, one portion's cost
 * today and the margins. A dish is popular when its share reaches 70 % of an equal share (1/n), and
 * profitable when its unit margin reaches the average unit margin weighted by units; the four
 * classes follow. Compared as exact fractions, so no dish flips class on a rounding.
 */
export async function ingenieriaMenuReporte(db: Db, localId: number, q: ReporteCostosRangoQuery, now = new Date()): Promise<ReporteIngenieriaMenu> {
  const p = await periodo(db, localId, rangoDe(q), now);
  const currency = p.venue.currencyCode;
  const vendidos = (await repo.vendidosPorProducto(db, localId, p.filtro.from, p.filtro.to)).filter((v) => v.cantidadMilli > 0);
  const costos = await costosPorcion(
    db,
    localId,
    vendidos.map((v) => v.productoId),
  );
  const platos = vendidos.flatMap((v) => {
    const costo = costos.get(v.productoId);
    if (costo === undefined) return [];
    // Margin of the lines in minor units x 1000 (units are thousandths): ingresos x 1000 - cost x units.
    const margenMilli = BigInt(v.ingresos) * 1000n - BigInt(costo) * BigInt(v.cantidadMilli);
    return [{ ...v, costo, margenMilli }];
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
      costo: money(x.costo),
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
