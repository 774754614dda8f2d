import type { Arqueo } from '@resto/shared/contracts';

/** An audit as the api sends it; amounts are decimals in the venue's currency. */
export function arqueoFixture(overrides: Partial<Arqueo> = {}): Arqueo {
  return {
    id: 12,
    tipo: 'apertura',
    estado: 'abierto',
    fecha: '2025-05-02',
    hora: '09:30',
    montoInicial: 20000,
    moneda: 'ARS',
    totalEsperado: 31500.5,
    totalReal: null,
    diferencia: null,
    observaciones: null,
    observacionesApertura: null,
    usuario: { id: 4, nombre: 'Cajero Demo' },
    usuarioCierre: null,
    abiertoAt: '2025-05-02T12:30:00.000Z',
    cerradoAt: null,
    horaCierre: null,
    propinas: [],
    monedas: [
      { moneda: 'USD', esperado: 20, contado: null, diferencia: null, descripcion: null },
      { moneda: 'BRL', esperado: 0, contado: null, diferencia: null, descripcion: null },
    ],
    movimientos: [
      { tipo: 'apertura', moneda: 'ARS', monto: 20000 },
      { tipo: 'venta', moneda: 'ARS', monto: 15000.5 },
      { tipo: 'vuelto', moneda: 'ARS', monto: -500 },
      { tipo: 'gasto', moneda: 'ARS', monto: -3000 },
      { tipo: 'venta', moneda: 'USD', monto: 20 },
    ],
    ...overrides,
  };
}
