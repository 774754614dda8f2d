import {
  dashboardSchema,
  reporteArqueosSchema,
  reporteProductosSchema,
  reporteVentasSchema,
  type Dashboard,
  type ReporteArqueos,
  type ReporteProductos,
  type ReporteVentas,
} from '@resto/shared/contracts';

/*
 * What the api sends, validated against the shared zod contracts, so a page test cannot pass on
 * a shape the api would never produce. Amounts are decimals of the venue's currency (ARS).
 */

const days = (n: number, last = '2025-05-30') =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${last}T00:00:00Z`) - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));

export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  const ultimos30 = days(30).map((fecha, i) => ({ fecha, ventas: i % 5, total: i === 29 ? 1_234_567.89 : 10_000 * (i % 5) }));
  return dashboardSchema.parse({
    fecha: '2025-05-30',
    moneda: 'ARS',
    generadoAt: '2025-05-30T15:00:00.000Z',
    hoy: { ventas: 42, total: 1_234_567.89, ticketPromedio: 29_394.47 },
    semanaPasada: { fecha: '2025-05-23', ventas: 30, total: 987_000 },
    variacion: 25.08,
    mesas: { ocupadas: 7, total: 20 },
    pedidos: { enCurso: 5, atrasados: 2, alertaMinutos: 35 },
    caja: {
      abierta: true,
      arqueoId: 9,
      fecha: '2025-05-30',
      esperado: 150_000,
      sesiones: [{ arqueoId: 9, caja: 'Caja principal', usuario: 'Ana Gómez', fecha: '2025-05-30', esperado: 150_000 }],
    },
    stockBajo: 3,
    ultimos30,
    porHoraHoy: Array.from({ length: 24 }, (_, hora) => ({ hora, ventas: hora >= 12 && hora <= 14 ? 14 : 0, total: hora >= 12 && hora <= 14 ? 411_522.63 : 0 })),
    mediosHoy: [
      { medioPagoId: 1, medio: 'Efectivo', tipo: 'efectivo', pagos: 30, montoLocal: 834_567.89 },
      { medioPagoId: 2, medio: 'Tarjeta de débito', tipo: 'tarjeta_debito', pagos: 12, montoLocal: 400_000 },
    ],
    topProductos: [{ productoId: 5, producto: 'Pizza muzzarella', cantidad: 31, ingresos: 310_000 }],
    ...overrides,
  });
}

export function reporteVentasFixture(overrides: Partial<ReporteVentas> = {}): ReporteVentas {
  return reporteVentasSchema.parse({
    desde: '2025-05-01',
    hasta: '2025-05-30',
    moneda: 'ARS',
    generadoAt: '2025-05-30T15:00:00.000Z',
    totales: { ventas: 120, total: 3_456_789.5, subtotal: 3_500_000, descuentos: 43_210.5, ticketPromedio: 28_806.58, vuelto: 12_000, anuladas: 2, totalAnuladas: 25_000 },
    porDia: days(30).map((fecha) => ({ fecha, ventas: 4, total: 115_226.32 })),
    porHora: Array.from({ length: 24 }, (_, hora) => ({ hora, ventas: hora === 13 ? 120 : 0, total: hora === 13 ? 3_456_789.5 : 0 })),
    porMedio: [
      { medioPagoId: 1, medio: 'Efectivo', tipo: 'efectivo', pagos: 80, montoLocal: 2_000_000 },
      { medioPagoId: 2, medio: 'Tarjeta de crédito', tipo: 'tarjeta_credito', pagos: 40, montoLocal: 1_468_789.5 },
    ],
    porMoneda: [
      { moneda: 'ARS', monto: 3_350_789.5, montoLocal: 3_350_789.5 },
      { moneda: 'USD', monto: 100, montoLocal: 118_000 },
    ],
    porOrigen: [{ origen: 'mostrador', ventas: 120, total: 3_456_789.5 }],
    porUsuario: [{ usuario: { id: 4, nombre: 'Cajero Demo' }, ventas: 120, total: 3_456_789.5 }],
    propinas: 1_250,
    propinasPorMozo: [{ mozo: { id: 7, nombre: 'Mozo Demo' }, cantidad: 3, total: 1_250 }],
    ...overrides,
  });
}

export function reporteProductosFixture(): ReporteProductos {
  return reporteProductosSchema.parse({
    desde: '2025-05-01',
    hasta: '2025-05-30',
    moneda: 'ARS',
    generadoAt: '2025-05-30T15:00:00.000Z',
    totales: { cantidad: 45, ingresos: 450_000, costo: 150_000, margen: 300_000, productos: 2 },
    items: [
      { productoId: 5, producto: 'Pizza muzzarella', categoria: 'Pizzas', cantidad: 30, ingresos: 400_000, costo: 140_000, margen: 260_000, margenPorcentaje: 65, abc: 'A' },
      { productoId: 6, producto: 'Agua mineral', categoria: 'Bebidas', cantidad: 15, ingresos: 50_000, costo: 10_000, margen: 40_000, margenPorcentaje: 80, abc: 'B' },
    ],
    sinMovimiento: [{ productoId: 9, producto: 'Flan casero', categoria: 'Postres', cantidad: 0 }],
    menosVendidos: [
      { productoId: 6, producto: 'Agua mineral', categoria: 'Bebidas', cantidad: 15 },
      { productoId: 5, producto: 'Pizza muzzarella', categoria: 'Pizzas', cantidad: 30 },
    ],
    stockBajo: [{ productoId: 6, producto: 'Agua mineral', stockActual: 2, stockMinimo: 10 }],
  });
}

export function reporteArqueosFixture(): ReporteArqueos {
  return reporteArqueosSchema.parse({
    desde: '2025-05-01',
    hasta: '2025-05-30',
    moneda: 'ARS',
    generadoAt: '2025-05-30T15:00:00.000Z',
    totales: { arqueos: 1, esperado: 31_500.5, contado: 31_000, diferencia: -500.5 },
    items: [
      {
        id: 9,
        fecha: '2025-05-29',
        estado: 'cerrado',
        montoInicial: 10_000,
        esperado: 31_500.5,
        contado: 31_000,
        diferencia: -500.5,
        ventas: 12,
        totalVentas: 25_000,
        usuarioApertura: 'Cajero Demo',
        usuarioCierre: 'Cajero Demo',
        monedas: [],
      },
    ],
  });
}
