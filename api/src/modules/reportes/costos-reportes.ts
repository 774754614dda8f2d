import type { ReporteFinanciero, ReporteProductos } from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';

/*
 * Costs, margins and what follows from them are for productos.costos (the product's own cost is
 * hidden the same way): a role that reads reports without it sees revenue, units and expenses,
 * never the cost of goods, a margin or the result they give away.
 */

const puedeVerCostos = (permisos: readonly string[]) => hasPermission(permisos, 'productos.costos');

export function productosPara(permisos: readonly string[], r: ReporteProductos): ReporteProductos {
  if (puedeVerCostos(permisos)) return r;
  return {
    ...r,
    totales: { ...r.totales, costo: null, margen: null },
    items: r.items.map((i) => ({ ...i, costo: null, margen: null, margenPorcentaje: null })),
  };
}

export function financieroPara(permisos: readonly string[], r: ReporteFinanciero): ReporteFinanciero {
  if (puedeVerCostos(permisos)) return r;
  return { ...r, costoMercaderia: null, margenBruto: null, margenBrutoPorcentaje: null, resultado: null };
}
