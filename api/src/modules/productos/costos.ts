import type { Producto } from '@resto/shared/contracts';
import { hasPermission } from '@resto/shared/rules';

/*
 * A product's cost and profit % are for productos.costos (the admin's and the empleado's by
 * default): the floor sells at the price and never needs what the venue pays.
 */

export function puedeVerCostos(permisos: readonly string[]): boolean {
  return hasPermission(permisos, 'productos.costos');
}

/** The product as a caller without productos.costos reads it: no cost, no profit %. */
export function sinCostos(p: Producto): Producto {
  return { ...p, costo: null, porcentajeGanancia: null };
}

/** The product as this caller may read it. */
export function productoPara(permisos: readonly string[], p: Producto): Producto {
  return puedeVerCostos(permisos) ? p : sinCostos(p);
}
