import {
  draftAgregadoSchema,
  type Draft,
  type DraftAgregado,
  type DraftItem,
  type MedioPago,
  type Mesa,
  type ProductoVenta,
  type TipoCambio,
  type Venta,
} from '@resto/shared/contracts';

/** A table of GET /mesas. */
export function mesa(overrides: Partial<Mesa> = {}): Mesa {
  const gridX = overrides.gridX ?? 0;
  const gridY = overrides.gridY ?? 0;
  return {
    id: 1,
    numero: 1,
    nombre: null,
    capacidad: 4,
    tam: 'chica',
    x: gridX * 85,
    y: gridY * 85,
    gridX,
    gridY,
    estado: 'disponible',
    zona: 'salon',
    forma: 'cuadrada',
    ocupada: false,
    draft: null,
    ...overrides,
  };
}

/** An item of a draft: 2 units at $ 1.500 by default. */
export function item(overrides: Partial<DraftItem> = {}): DraftItem {
  return {
    id: 11,
    productoId: 1,
    productoNombre: 'Milanesa napolitana',
    nombre: 'Milanesa napolitana',
    categoria: 'Platos',
    unidadMedida: 'unidad',
    esPorPeso: false,
    cantidad: 2,
    peso: null,
    precioUnitario: 1500,
    notas: null,
    tipoDescuento: null,
    valorDescuento: null,
    descuento: 0,
    subtotalItem: 3000,
    mesaVinculadaId: null,
    eliminado: false,
    motivoEliminacion: null,
    fechaEliminacion: null,
    fechaCreacion: '2025-05-02T20:00:00.000Z',
    fechaModificacion: '2025-05-02T20:00:00.000Z',
    ...overrides,
  };
}

/** An active draft on table 3 with the items given (totals as the api computes them). */
export function draft(overrides: Partial<Draft> = {}): Draft {
  const items = overrides.items ?? [item()];
  const subtotal = items.filter((i) => !i.eliminado).reduce((sum, i) => sum + i.subtotalItem, 0);
  return {
    id: 50,
    mesaId: 3,
    numeroMesa: 3,
    estado: 'activo',
    comensales: 2,
    comentario: null,
    camarero: 'Mozo Demo',
    clienteId: null,
    cliente: null,
    usuario: { id: 2, nombre: 'Mozo Demo' },
    fechaApertura: '2025-05-02T20:00:00.000Z',
    ultimaActualizacion: '2025-05-02T20:00:00.000Z',
    fechaCierre: null,
    motivoCierre: null,
    ventaId: null,
    descuentoTipo: null,
    descuentoValor: null,
    subtotal,
    descuento: 0,
    descuentoClientePorcentaje: 0,
    descuentoCliente: 0,
    total: subtotal,
    cantidadItems: items.filter((i) => !i.eliminado).length,
    version: 1,
    items,
    ...overrides,
  };
}

/**
 * What a single add answers: the draft after it without its items, and the lines the
 * add put on it; checked against the contract.
 */
export function agregado(after: Draft, added: DraftItem[]): DraftAgregado {
  const { items: _items, ...header } = after;
  return draftAgregadoSchema.parse({ draft: header, items: added });
}

export function producto(overrides: Partial<ProductoVenta> = {}): ProductoVenta {
  return {
    id: 1,
    nombre: 'Milanesa napolitana',
    descripcion: null,
    precio: 1500,
    categoriaId: 2,
    categoria: 'Platos',
    codigoBarras: null,
    codigoSku: null,
    unidadMedida: 'unidad',
    esPorPeso: false,
    controlaStock: false,
    stockActual: null,
    stockMinimo: null,
    bajoStock: false,
    activo: true,
    ...overrides,
  };
}

export const MEDIOS: MedioPago[] = [
  { id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true },
  { id: 2, nombre: 'Tarjeta de débito', tipo: 'tarjeta_debito', orden: 2, activo: true },
];

export const TIPOS: TipoCambio[] = [{ id: 1, moneda: 'ARS', valor: '0', esDefault: true, esMonedaLocal: true, actualizadoAt: '' }];

export function venta(overrides: Partial<Venta> = {}): Venta {
  return {
    id: 90,
    ventaId: 90,
    numero: 55,
    estado: 'pagada',
    origen: 'mesa',
    fecha: '2025-05-02',
    hora: '21:05',
    moneda: 'ARS',
    usuario: { id: 4, nombre: 'Cajero' },
    cajero: { id: 4, nombre: 'Cajero' },
    cliente: null,
    items: [],
    pagos: [],
    subtotal: 3000,
    descuentoTipo: null,
    descuentoValor: null,
    descuentoGeneral: 0,
    descuentoClientePorcentaje: 0,
    descuentoCliente: 0,
    total: 3000,
    pagado: 3000,
    vuelto: 0,
    arqueoId: 3,
    observaciones: null,
    motivoAnulacion: null,
    anuladaAt: null,
    finalizadaAt: '2025-05-02T21:05:00Z',
    createdAt: '2025-05-02T21:05:00Z',
    ...overrides,
  };
}
