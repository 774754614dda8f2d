import {
  categoriaSchema,
  productoSchema,
  productoVentaSchema,
  proveedorSchema,
  stockMovimientoSchema,
  type Categoria,
  type Producto,
  type ProductoVenta,
  type Proveedor,
  type StockMovimiento,
} from '@resto/shared/contracts';

/*
 * Answers of the api for the stock, supplier, catalogue and phone screens. Each one goes through
 * its shared zod contract, so a fixture that drifts from what the api sends fails here first.
 */

export function productoVenta(overrides: Partial<ProductoVenta> = {}): ProductoVenta {
  return productoVentaSchema.parse({
    id: 2,
    nombre: 'Gaseosa cola 500 ml',
    descripcion: null,
    precio: 3200,
    categoriaId: 4,
    categoria: 'Bebidas',
    codigoBarras: '7790895000997',
    codigoSku: 'BEB-002',
    unidadMedida: 'unidad',
    esPorPeso: false,
    controlaStock: true,
    stockActual: 60,
    stockMinimo: 12,
    bajoStock: false,
    activo: true,
    ...overrides,
  });
}

export const GASEOSA = productoVenta();
/** Under its minimum: 3 left of 10. */
export const AGUA = productoVenta({
  id: 5,
  nombre: 'Agua mineral 500 ml',
  precio: 1800,
  codigoBarras: '7790315000018',
  codigoSku: 'BEB-005',
  stockActual: 3,
  stockMinimo: 10,
  bajoStock: true,
});
/** Sold by weight, with stock in kg. */
export const QUESO = productoVenta({
  id: 9,
  nombre: 'Queso de campo',
  precio: 14500.5,
  categoria: 'Fiambres',
  codigoBarras: null,
  codigoSku: 'FIA-009',
  unidadMedida: 'kg',
  esPorPeso: true,
  stockActual: 2.75,
  stockMinimo: 1,
});

export function movimiento(overrides: Partial<StockMovimiento> = {}): StockMovimiento {
  return stockMovimientoSchema.parse({
    id: 1,
    productoId: 2,
    producto: 'Gaseosa cola 500 ml',
    unidadMedida: 'unidad',
    tipo: 'venta',
    cantidad: -2,
    stockAnterior: 62,
    stockResultante: 60,
    documento: { ventaId: 90, ventaNumero: 55, mesaNumero: null },
    ventaId: 90,
    motivo: null,
    proveedorId: null,
    proveedor: null,
    comprobante: null,
    fecha: '2025-05-02T16:05:00.000Z',
    usuario: 'Carla Ruiz',
    ...overrides,
  });
}

export function proveedor(overrides: Partial<Proveedor> = {}): Proveedor {
  return proveedorSchema.parse({
    id: 3,
    nombre: 'Distribuidora del Sur SA',
    cuit: '30712345671',
    email: 'ventas@delsur.example',
    direccion: 'Av. Mitre 1200',
    localidad: 'Avellaneda',
    provincia: 'Buenos Aires',
    comentario: null,
    activo: true,
    cantidadProductos: 4,
    ...overrides,
  });
}

export function categoria(overrides: Partial<Categoria> = {}): Categoria {
  return categoriaSchema.parse({
    id: 4,
    nombre: 'Bebidas',
    descripcion: null,
    tipo: 'Barra',
    orden: 1,
    activo: true,
    cantidadProductos: 2,
    cantidadSubcategorias: 0,
    ...overrides,
  });
}

export function producto(overrides: Partial<Producto> = {}): Producto {
  return productoSchema.parse({
    id: 2,
    nombre: 'Gaseosa cola 500 ml',
    tipo: 'simple',
    descripcion: 'Botella retornable',
    codigoBarras: '7790895000997',
    codigoSku: 'BEB-002',
    marca: 'Cola',
    categoriaId: 4,
    categoria: 'Bebidas',
    subcategoriaId: null,
    subcategoria: null,
    proveedorId: 3,
    unidadMedida: 'unidad',
    esPorPeso: false,
    costo: 2000,
    porcentajeGanancia: 60,
    precio: 3200,
    controlaStock: true,
    stockActual: 60,
    stockMinimo: 12,
    bajoStock: false,
    activo: true,
    visibleRestaurant: true,
    visibleOrders: true,
    visiblePos: true,
    fechaVencimiento: null,
    ivaAlicuota: '21',
    imagen: null,
    fechaModificacion: '2025-05-01T12:00:00.000Z',
    ...overrides,
  });
}

/** A refusal as the api sends it: the Spanish text with its stable code. */
export function refusal(code: string, message: string, status = 409) {
  return new Response(JSON.stringify({ success: false, code, message }), { status, headers: { 'Content-Type': 'application/json' } });
}
