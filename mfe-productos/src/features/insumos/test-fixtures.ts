import {
  insumoMovimientoSchema,
  insumoSchema,
  inventarioSchema,
  preparacionSchema,
  type Insumo,
  type InsumoMovimiento,
  type Inventario,
  type Preparacion,
} from '@resto/shared/contracts';

/*
 * Answers of the api for the ingredient, waste and count screens, each through its shared zod
 * contract, so a fixture that drifts from what the api sends fails here first.
 */

export function insumo(overrides: Partial<Insumo> = {}): Insumo {
  return insumoSchema.parse({
    id: 1,
    nombre: 'Harina 000',
    unidad: 'kg',
    costoUnitario: 1200,
    costoUltimo: 1250,
    stockActual: 25,
    stockMinimo: 5,
    controlaStock: true,
    bajoStock: false,
    proveedorId: 3,
    proveedorNombre: 'Molinos del Sur',
    activo: true,
    ...overrides,
  });
}

export const HARINA = insumo();
/** Under its minimum: 1,5 kg of 4. */
export const MUZZARELLA = insumo({
  id: 2,
  nombre: 'Muzzarella',
  costoUnitario: 8000,
  costoUltimo: 8200,
  stockActual: 1.5,
  stockMinimo: 4,
  bajoStock: true,
  proveedorId: null,
  proveedorNombre: null,
});
export const TOMATE = insumo({ id: 3, nombre: 'Tomate perita', costoUnitario: 2000, costoUltimo: null, stockActual: 10, stockMinimo: 2, proveedorId: null, proveedorNombre: null });
export const ACEITE = insumo({
  id: 4,
  nombre: 'Aceite de oliva',
  unidad: 'l',
  costoUnitario: 9000,
  costoUltimo: 9000,
  stockActual: 3,
  stockMinimo: 1,
  proveedorId: null,
  proveedorNombre: null,
});

/** What a caller without productos.costos receives: every cost null. */
export const sinCostos = (i: Insumo): Insumo => ({ ...i, costoUnitario: null, costoUltimo: null });

export function movimiento(overrides: Partial<InsumoMovimiento> = {}): InsumoMovimiento {
  return insumoMovimientoSchema.parse({
    id: 1,
    insumoId: 1,
    insumoNombre: 'Harina 000',
    tipo: 'merma',
    cantidad: -0.3,
    stockAnterior: 25.3,
    stockResultante: 25,
    costoUnitario: 1200,
    usuarioId: 3,
    usuarioNombre: 'Carla Gómez',
    ventaId: null,
    compraId: null,
    inventarioId: null,
    motivo: 'Se humedeció',
    fecha: '2026-12-05T14:30:00.000Z',
    ...overrides,
  });
}

export function preparacion(overrides: Partial<Preparacion> = {}): Preparacion {
  return preparacionSchema.parse({
    id: 7,
    nombre: 'Salsa de tomate',
    unidad: 'g',
    rendimiento: 800,
    activo: true,
    lineas: [
      { id: 1, insumoId: 3, preparacionId: null, nombre: 'Tomate perita', cantidad: 1, unidad: 'kg', mermaPorcentaje: 0, quitar: false, costo: 2000 },
      { id: 2, insumoId: 4, preparacionId: null, nombre: 'Aceite de oliva', cantidad: 50, unidad: 'ml', mermaPorcentaje: 0, quitar: false, costo: 450 },
    ],
    costo: 2450,
    costoPorUnidad: 3.0625,
    ...overrides,
  });
}

export function inventario(overrides: Partial<Inventario> = {}): Inventario {
  return inventarioSchema.parse({
    id: 12,
    fecha: '2026-12-06T22:10:00.000Z',
    usuarioNombre: 'Carla Gómez',
    notas: null,
    lineas: [],
    valorDiferencia: null,
    ...overrides,
  });
}
