import type { ReporteProductos, ReportesFiltros } from '@resto/shared/contracts';
import { fromMinor, lineAmount, type ChosenModifier } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { productosLentos } from './lentos.repository';
import * as repo from './reporte-productos.repository';
import { componentesDeCombos } from './reporte-combos';
import { base, divRound, periodo, quantity } from './reportes-periodo';

type Db = Kysely<Database>;

const costoDe = (r: repo.ProductoRow) => (r.lineasSinCosto > 0 ? null : divRound(r.costoMilli, 1000));

export async function reporteProductos(db: Db, localId: number, q: ReportesFiltros, now = new Date()): Promise<ReporteProductos> {
  const p = await periodo(db, localId, q, now);
  const cur = p.venue.currencyCode;
  const m = (minor: number) => fromMinor(minor, cur);
  const [rows, lentos, bajo, conModificadores] = await Promise.all([
    repo.porProducto(db, p.filtro),
    productosLentos(db, p.filtro, 20),
    repo.stockBajo(db, localId, 50),
    repo.lineasConModificadores(db, p.filtro),
  ]);
  const componentes = await componentesDeCombos(db, p.filtro, cur);
  const ingresos = rows.reduce((s, r) => s + r.ingresos, 0);
  let acumulado = 0;
  let costoTotal = 0;
  let margenTotal = 0;
  const items = rows.map((r) => {
    const share = ingresos > 0 ? acumulado / ingresos : 0;
    acumulado += r.ingresos;
    const costo = costoDe(r);
    if (costo !== null) {
      costoTotal += costo;
      margenTotal += r.ingresos - costo;
    }
    const margen = costo === null ? null : r.ingresos - costo;
    return {
      productoId: r.productoId,
      producto: r.producto,
      categoria: r.categoria,
      cantidad: quantity(r.cantidadMilli),
      ingresos: m(r.ingresos),
      costo: costo === null ? null : m(costo),
      margen: margen === null ? null : m(margen),
      margenPorcentaje: margen === null || r.ingresos === 0 ? null : Math.round((margen * 10_000) / r.ingresos) / 100,
      abc: share < 0.8 ? ('A' as const) : share < 0.95 ? ('B' as const) : ('C' as const),
    };
  });
  return {
    ...base(p, now),
    totales: {
      cantidad: quantity(rows.reduce((s, r) => s + r.cantidadMilli, 0)),
      ingresos: m(ingresos),
      costo: m(costoTotal),
      margen: m(margenTotal),
      productos: rows.length,
    },
    items,
    ...lentos,
    stockBajo: bajo.map((r) => ({ productoId: r.productoId, producto: r.producto, stockActual: quantity(r.stockActual), stockMinimo: quantity(r.stockMinimo) })),
    modificadores: porModificador(conModificadores).map((r) => ({ ...r, cantidad: quantity(r.cantidadMilli), ingresos: m(r.ingresos) })),
    componentes,
  };
}

/** Units and added revenue (minor units) per product and option, most units first. */
function porModificador(lines: Awaited<ReturnType<typeof repo.lineasConModificadores>>) {
  const byKey = new Map<string, { productoId: number; producto: string; grupo: string; opcion: string; cantidadMilli: number; ingresos: number }>();
  for (const line of lines) {
    for (const mod of JSON.parse(line.modificadores) as ChosenModifier[]) {
      const key = `${line.productoId}:${mod.opcionId}`;
      const row = byKey.get(key) ?? { productoId: line.productoId, producto: line.producto, grupo: mod.grupo, opcion: mod.nombre, cantidadMilli: 0, ingresos: 0 };
      row.cantidadMilli += line.cantidadMilli;
      row.ingresos += lineAmount(mod.precioDeltaMinor, line.cantidadMilli);
      byKey.set(key, row);
    }
  }
  return [...byKey.values()].sort((a, b) => b.cantidadMilli - a.cantidadMilli || a.producto.localeCompare(b.producto) || a.opcion.localeCompare(b.opcion));
}
