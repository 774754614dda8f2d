import {
  ajustePreciosResultSchema,
  categoriaSchema,
  productoSchema,
  productosImportReportSchema,
  proveedoresListSchema,
  subcategoriaSchema,
  type AjustePreciosResult,
  type Categoria,
  type Producto,
  type ProductosImportReport,
  type ProveedoresList,
  type Subcategoria,
} from '@resto/shared/contracts';

/*
 * What the api answers, checked against the shared contracts so that a contract change breaks
 * these tests instead of leaving them stubbing a shape the api no longer sends.
 */

export function productoFixture(overrides: Partial<Producto> = {}): Producto {
  return productoSchema.parse({
    id: 1,
    nombre: 'Coca-Cola 500 ml',
    tipo: 'simple',
    descripcion: null,
    codigoBarras: '7790895000997',
    codigoSku: null,
    marca: 'Coca-Cola',
    categoriaId: 3,
    categoria: 'Bebidas',
    subcategoriaId: null,
    subcategoria: null,
    proveedorId: null,
    unidadMedida: 'unidad',
    esPorPeso: false,
    costo: 1000,
    porcentajeGanancia: 30,
    precio: 1300,
    controlaStock: true,
    stockActual: 12,
    stockMinimo: 5,
    bajoStock: false,
    activo: true,
    visibleRestaurant: true,
    visibleOrders: false,
    visiblePos: true,
    fechaVencimiento: null,
    ivaAlicuota: '21',
    imagen: null,
    fechaModificacion: '2026-11-20T12:00:00.000Z',
    ...overrides,
  });
}

export const categoriasFixture = (): Categoria[] =>
  [
    { id: 3, nombre: 'Bebidas', descripcion: null, tipo: null, orden: 0, activo: true, cantidadProductos: 12, cantidadSubcategorias: 1 },
    { id: 4, nombre: 'Postres', descripcion: null, tipo: 'Cocina', orden: 1, activo: true, cantidadProductos: 0, cantidadSubcategorias: 0 },
  ].map((c) => categoriaSchema.parse(c));

export const subcategoriasFixture = (): Subcategoria[] =>
  [{ id: 7, categoriaId: 3, categoria: 'Bebidas', nombre: 'Gaseosas', descripcion: null, activo: true, cantidadProductos: 4 }].map((s) => subcategoriaSchema.parse(s));

export const proveedoresFixture = (): ProveedoresList =>
  proveedoresListSchema.parse({
    items: [
      {
        id: 9,
        nombre: 'Distribuidora Sur',
        cuit: '20123456786',
        email: null,
        direccion: null,
        localidad: 'Rosario',
        provincia: 'Santa Fe',
        comentario: null,
        activo: true,
        cantidadProductos: 3,
      },
    ],
    total: 1,
  });

export const importReportFixture = (overrides: Partial<ProductosImportReport> = {}): ProductosImportReport =>
  productosImportReportSchema.parse({ filas: 3, importados: 0, rechazados: [], categoriasCreadas: [], subcategoriasCreadas: [], separador: ';', ...overrides });

export const ajusteResultFixture = (overrides: Partial<AjustePreciosResult> = {}): AjustePreciosResult =>
  ajustePreciosResultSchema.parse({
    preview: true,
    ajusteId: null,
    total: 2,
    items: [
      { id: 1, nombre: 'Coca-Cola 500 ml', categoria: 'Bebidas', marca: 'Coca-Cola', activo: true, precioAnterior: 1300, precioNuevo: 1450, costoAnterior: 1000, costoNuevo: 1000 },
      { id: 2, nombre: 'Agua 500 ml', categoria: 'Bebidas', marca: null, activo: true, precioAnterior: 800, precioNuevo: 900, costoAnterior: null, costoNuevo: null },
    ],
    ...overrides,
  });
