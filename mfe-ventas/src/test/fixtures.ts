import type { Cliente, ProductoVenta, Venta, VentaResumen } from '@resto/shared/contracts';

export function producto(overrides: Partial<ProductoVenta> = {}): ProductoVenta {
  return {
    id: 1,
    nombre: 'Pizza muzzarella',
    descripcion: null,
    precio: 10500,
    categoriaId: 3,
    categoria: 'Pizzas',
    codigoBarras: null,
    codigoSku: 'PIZ-001',
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

export const PIZZA = producto();
export const GASEOSA = producto({
  id: 2,
  nombre: 'Gaseosa cola 500 ml',
  precio: 3200,
  categoria: 'Bebidas',
  codigoBarras: '7790895000997',
  codigoSku: 'BEB-002',
  controlaStock: true,
  stockActual: 60,
  stockMinimo: 12,
});
export const HELADO = producto({ id: 3, nombre: 'Helado artesanal', precio: 18000, categoria: 'Postres', unidadMedida: 'kg', esPorPeso: true, codigoSku: 'POS-004' });
export const AGOTADO = producto({ id: 4, nombre: 'Flan casero', precio: 4000, controlaStock: true, stockActual: 0, stockMinimo: 2, bajoStock: true });

export function venta(overrides: Partial<Venta> = {}): Venta {
  return {
    id: 90,
    ventaId: 90,
    numero: 55,
    estado: 'pagada',
    origen: 'mostrador',
    fecha: '2025-05-02',
    hora: '13:05',
    moneda: 'ARS',
    usuario: { id: 4, nombre: 'Carla Ruiz' },
    cajero: { id: 4, nombre: 'Carla Ruiz' },
    cliente: null,
    items: [
      {
        id: 1,
        productoId: 1,
        producto: 'Pizza muzzarella',
        categoria: 'Pizzas',
        unidadMedida: 'unidad',
        esPorPeso: false,
        cantidad: 1,
        peso: null,
        precioUnitario: 10500,
        bruto: 10500,
        tipoDescuento: null,
        valorDescuento: null,
        descuento: 0,
        subtotal: 10500,
        notas: null,
      },
    ],
    pagos: [{ id: 1, medioId: 1, medio: 'Efectivo', medioTipo: 'efectivo', moneda: 'ARS', monto: 10500, tasa: null, montoLocal: 10500 }],
    subtotal: 10500,
    descuentoTipo: null,
    descuentoValor: null,
    descuentoGeneral: 0,
    descuentoClientePorcentaje: 0,
    descuentoCliente: 0,
    total: 10500,
    pagado: 10500,
    vuelto: 0,
    arqueoId: 3,
    observaciones: null,
    motivoAnulacion: null,
    anuladaAt: null,
    finalizadaAt: '2025-05-02T16:05:00Z',
    createdAt: '2025-05-02T16:05:00Z',
    ...overrides,
  };
}

export function resumen(overrides: Partial<VentaResumen> = {}): VentaResumen {
  return {
    id: 90,
    numero: 55,
    estado: 'pagada',
    origen: 'mostrador',
    fecha: '2025-05-02',
    hora: '13:05',
    usuario: { id: 4, nombre: 'Carla Ruiz' },
    cliente: null,
    total: 10500,
    cantidadItems: 1,
    medios: ['Efectivo'],
    ...overrides,
  };
}

export const MEDIOS = [
  { id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true },
  { id: 2, nombre: 'Tarjeta de débito', tipo: 'tarjeta_debito', orden: 2, activo: true },
  { id: 6, nombre: 'Cuenta corriente', tipo: 'cuenta_corriente', orden: 6, activo: true },
] as const;

export function cliente(overrides: Partial<Cliente> = {}): Cliente {
  return {
    id: 7,
    nombre: 'Bodegón Don Pepe SRL',
    email: null,
    telefono: '+541143215678',
    direccion: 'Av. de Mayo',
    numero: '800',
    departamento: 'PB',
    ciudad: 'Buenos Aires',
    provincia: null,
    cuit: null,
    descuento: 5,
    cuentaCorriente: true,
    activo: true,
    comentario: null,
    saldo: 0,
    ...overrides,
  };
}
export const TIPOS = [
  { id: 1, moneda: 'ARS', valor: '0', esDefault: true, esMonedaLocal: true, actualizadoAt: '' },
  { id: 2, moneda: 'USD', valor: '1425.5', esDefault: false, esMonedaLocal: false, actualizadoAt: '' },
] as const;
