import { insumoSchema, preparacionSchema, productoRecetaSchema, type Insumo, type Preparacion, type ProductoReceta } from '@resto/shared/contracts';

/*
 * Ingredients, preparations and recipes as the api answers them for the recipe tab, the
 * modifier editor and the purchases screen, checked against the shared contracts.
 */

export function insumo(overrides: Partial<Insumo> = {}): Insumo {
  return insumoSchema.parse({
    id: 1,
    nombre: 'Harina 000',
    unidad: 'kg',
    costoUnitario: 1200,
    costoUltimo: 1200,
    stockActual: 25,
    stockMinimo: 5,
    controlaStock: true,
    bajoStock: false,
    proveedorId: null,
    proveedorNombre: null,
    activo: true,
    ...overrides,
  });
}

export const HARINA = insumo();
export const MUZZARELLA = insumo({ id: 2, nombre: 'Muzzarella', costoUnitario: 8000, costoUltimo: 8000 });
export const TOMATE = insumo({ id: 3, nombre: 'Tomate perita', costoUnitario: 1000, costoUltimo: 1000 });
export const CEBOLLA = insumo({ id: 4, nombre: 'Cebolla', costoUnitario: 900, costoUltimo: 900 });

/** Makes 2 l from 2 kg of tomato: $1.000 a litre. */
export function salsa(overrides: Partial<Preparacion> = {}): Preparacion {
  return preparacionSchema.parse({
    id: 9,
    nombre: 'Salsa de tomate',
    unidad: 'l',
    rendimiento: 2,
    activo: true,
    lineas: [{ id: 90, insumoId: 3, preparacionId: null, nombre: 'Tomate perita', cantidad: 2, unidad: 'kg', mermaPorcentaje: 0, quitar: false, costo: 2000 }],
    costo: 2000,
    costoPorUnidad: 1000,
    ...overrides,
  });
}

export function receta(overrides: Partial<ProductoReceta> = {}): ProductoReceta {
  return productoRecetaSchema.parse({ productoId: 1, rendimiento: null, lineas: [], costo: null, precio: 7600, margen: null, foodCostPorcentaje: null, ...overrides });
}

/** Hides the costs as the api does for a user without productos.costos. */
export const sinCosto = (i: Insumo): Insumo => ({ ...i, costoUnitario: null, costoUltimo: null });
