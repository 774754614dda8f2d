// A Z-closed day keeps its figures under every filter and in any time zone, on SQLite or
// PostgreSQL (TEST_DATABASE_URL): the reports that read the sales themselves (a customer, payment
// method, product or category filter; a zone whose offset is not a whole hour) count a later void
// of one of its sales as the summaries do, on the day of the void; and that day's Z names it.
import type { CierreZ, CierreZDocumento, ReporteClientes, ReporteFinanciero, ReporteProductos, ReporteVentas, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cierreZDocument } from '../src/modules/impresion/documents';
import { usarResumen } from '../src/modules/reportes/reportes-filtro.repository';
import { abrirCaja, createVenue, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';
import { anularAnterior, cerrarCaja, diaDeAyer, reporteDe, vender } from './support/z-cerrado-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  usarResumen(true);
  await t?.close();
});

type Tipo = 'ventas' | 'productos' | 'clientes' | 'financiero';
const TIPOS: Tipo[] = ['ventas', 'productos', 'clientes', 'financiero'];

/** What a report says of its days' sales (not when it was made, nor today's stock and balances). */
function cifras(tipo: Tipo, r: unknown): unknown {
  if (tipo === 'ventas') {
    const { generadoAt: _g, propinas: _p, propinasPorMozo: _m, ...rest } = r as ReporteVentas;
    return rest;
  }
  if (tipo === 'productos') {
    const p = r as ReporteProductos;
    return { totales: p.totales, items: p.items, modificadores: p.modificadores };
  }
  if (tipo === 'clientes') {
    const c = r as ReporteClientes;
    return { totales: { ...c.totales, saldoCuentas: 0 }, top: c.top };
  }
  const f = r as ReporteFinanciero;
  return { ingresos: f.ingresos, costoMercaderia: f.costoMercaderia, margenBruto: f.margenBruto, flujoPorMoneda: f.flujoPorMoneda };
}

interface Escenario {
  v: TestVenue;
  ayer: string;
  hoy: string;
  /** The sale voided today: a customer's, two empanadas paid by debit card. */
  anulada: Venta;
  /** The same customer's other sale, two waters in cash. */
  otra: Venta;
  z: CierreZ;
  filtros: { cliente: string; medio: string; producto: string; categoria: string; efectivo: string };
  /** Yesterday's reports (each type, each filter and none) before the void. */
  antes: Map<string, unknown>;
  productoId: number;
  /** Whether the venue's zone is a whole number of hours from UTC (its days fold by UTC hour exactly). */
  horaEntera: boolean;
}

const clave = (tipo: Tipo, filtro: string) => `${tipo}?${filtro}`;

/**
 * Yesterday: a customer's two sales (empanadas by debit card, waters in cash), its register
 * closed and its Z issued; its reports read. Today: a register opened, the card sale voided, the
 * register closed.
 */
async function escenario(timezone?: string): Promise<Escenario> {
  const v = await createVenue(t.app, timezone ? { timezone } : {});
  const clientes = (await v.as.admin.get<{ items: { id: number; descuento: number }[] }>('/api/clientes')).body.data!.items;
  const clienteId = clientes.find((c) => c.descuento === 0)!.id;
  const empanada = await producto(v.as.cajero, 'ENT-001');
  const { ayer, hoy, ventas } = await diaDeAyer(t, v, async () => [
    await vender(v.as.cajero, { sku: 'ENT-001', medio: 'tarjeta_debito', clienteId }),
    await vender(v.as.cajero, { sku: 'BEB-001', medio: 'efectivo', clienteId }),
  ]);
  const anulada = ventas[0]!;
  const debito = anulada.pagos[0]!.medioId;
  const efectivo = ventas[1]!.pagos[0]!.medioId;
  const filtros = {
    cliente: `clienteId=${clienteId}`,
    medio: `medioPagoId=${debito}`,
    producto: `productoId=${empanada.id}`,
    categoria: `categoriaId=${empanada.categoriaId}`,
    efectivo: `medioPagoId=${efectivo}`,
  };
  const issued = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', { fecha: ayer });
  expect(issued.status).toBe(201);
  const antes = new Map<string, unknown>();
  for (const tipo of TIPOS) {
    for (const filtro of ['', ...Object.values(filtros)]) antes.set(clave(tipo, filtro), cifras(tipo, await reporteDe(v.as.admin, tipo, ayer, ayer, filtro)));
  }
  const arqueoHoy = await abrirCaja(v.as.cajero, 10_000);
  await anularAnterior(t, v, anulada);
  await cerrarCaja(v.as.cajero, arqueoHoy);
  return { v, ayer, hoy, anulada, otra: ventas[1]!, z: issued.body.data!, filtros, antes, productoId: empanada.id, horaEntera: timezone === undefined };
}

/** The Z-closed day reads as before the void, for every report under `filtro`. */
async function diaCerradoIgual(e: Escenario, filtro: string): Promise<void> {
  for (const tipo of TIPOS) expect(cifras(tipo, await reporteDe(e.v.as.admin, tipo, e.ayer, e.ayer, filtro)), `${tipo} ${filtro}`).toEqual(e.antes.get(clave(tipo, filtro)));
}

/** The day of the void shows the voided sale as a negative sale and its adjustment line, under `filtro`. */
async function diaDeLaAnulacion(e: Escenario, filtro: string): Promise<void> {
  const total = e.anulada.total;
  const ventas = await reporteDe<ReporteVentas>(e.v.as.admin, 'ventas', e.hoy, e.hoy, filtro);
  expect(ventas.totales).toMatchObject({ ventas: -1, total: -total, anuladas: 0, totalAnuladas: 0 });
  expect(ventas.anulacionesDiasCerrados).toEqual({ ventas: 1, total: -total });
  expect(ventas.porMedio).toMatchObject([{ medioPagoId: e.anulada.pagos[0]!.medioId, pagos: -1, montoLocal: -total }]);
  // A half-hour zone folds the UTC hour of the void into its day from the hour's start.
  if (e.horaEntera) expect(ventas.porDia).toEqual([{ fecha: e.hoy, ventas: -1, total: -total }]);
  const productos = await reporteDe<ReporteProductos>(e.v.as.admin, 'productos', e.hoy, e.hoy, filtro);
  expect(productos.items).toMatchObject([{ productoId: e.productoId, cantidad: -2, ingresos: -total }]);
  const clientes = await reporteDe<ReporteClientes>(e.v.as.admin, 'clientes', e.hoy, e.hoy, filtro);
  expect(clientes.totales).toMatchObject({ clientes: 0, ventas: -1, total: -total, ventasSinCliente: 0 });
  expect(clientes.top).toMatchObject([{ clienteId: e.anulada.cliente!.id, ventas: -1, total: -total }]);
  expect((await reporteDe<ReporteFinanciero>(e.v.as.admin, 'financiero', e.hoy, e.hoy, filtro)).ingresos).toBe(-total);
}

describe('a Z-closed day keeps its figures under every filter', () => {
  let e: Escenario;
  beforeAll(async () => {
    e = await escenario();
  }, 60_000);

  it('by customer: the closed day reads as its Z, the void counts on its own day, and a filter matching every sale gives the unfiltered figures', async () => {
    await diaCerradoIgual(e, e.filtros.cliente);
    await diaDeLaAnulacion(e, e.filtros.cliente);
    const ayer = await reporteDe<ReporteVentas>(e.v.as.admin, 'ventas', e.ayer, e.ayer, e.filtros.cliente);
    expect(ayer.totales).toMatchObject({ ventas: e.z.datos.ventas, total: e.z.datos.total, anuladas: e.z.datos.anuladas, totalAnuladas: e.z.datos.totalAnuladas });
    for (const tipo of TIPOS) {
      for (const [desde, hasta] of [
        [e.ayer, e.ayer],
        [e.hoy, e.hoy],
        [e.ayer, e.hoy],
      ] as const) {
        const todas = cifras(tipo, await reporteDe(e.v.as.admin, tipo, desde, hasta));
        expect(cifras(tipo, await reporteDe(e.v.as.admin, tipo, desde, hasta, e.filtros.cliente)), `${tipo} ${desde}..${hasta}`).toEqual(todas);
      }
    }
    const ambos = await reporteDe<ReporteVentas>(e.v.as.admin, 'ventas', e.ayer, e.hoy, e.filtros.cliente);
    expect(ambos.totales).toMatchObject({ ventas: 1, total: e.otra.total });
  });

  it('by payment method: the closed day keeps the card sale, the day of the void takes it out', async () => {
    await diaCerradoIgual(e, e.filtros.medio);
    await diaDeLaAnulacion(e, e.filtros.medio);
    const efectivo = await reporteDe<ReporteVentas>(e.v.as.admin, 'ventas', e.hoy, e.hoy, e.filtros.efectivo);
    expect(efectivo.totales).toMatchObject({ ventas: 0, total: 0 });
    expect(efectivo.anulacionesDiasCerrados).toEqual({ ventas: 0, total: 0 });
    await diaCerradoIgual(e, e.filtros.efectivo);
  });

  it('by product: the closed day keeps its lines, the day of the void shows them negative', async () => {
    await diaCerradoIgual(e, e.filtros.producto);
    await diaDeLaAnulacion(e, e.filtros.producto);
  });

  it('by category: the closed day keeps its lines, the day of the void shows them negative', async () => {
    await diaCerradoIgual(e, e.filtros.categoria);
    await diaDeLaAnulacion(e, e.filtros.categoria);
  });

  it('reading the sale rows instead of the summaries gives the same figures on both days', async () => {
    try {
      for (const tipo of TIPOS) {
        for (const [desde, hasta] of [
          [e.ayer, e.ayer],
          [e.hoy, e.hoy],
          [e.ayer, e.hoy],
        ] as const) {
          usarResumen(true);
          const resumen = cifras(tipo, await reporteDe(e.v.as.admin, tipo, desde, hasta));
          usarResumen(false);
          expect(cifras(tipo, await reporteDe(e.v.as.admin, tipo, desde, hasta)), `${tipo} ${desde}..${hasta}`).toEqual(resumen);
        }
      }
    } finally {
      usarResumen(true);
    }
  });

  it("the void day's Z shows the voids of closed days on their own line, printed and on the thermal roll", async () => {
    await voidDayZ(e);
  });
});

/** The Z of the day of the void: negative sales, explained by their own line. */
async function voidDayZ(e: Escenario): Promise<void> {
  const issued = await e.v.as.admin.post<CierreZ>('/api/reportes/cierres-z', { fecha: e.hoy });
  expect(issued.status).toBe(201);
  const z = issued.body.data!;
  expect(z.datos).toMatchObject({ ventas: -1, total: -e.anulada.total, anuladas: 0, anulacionesDiasCerrados: { ventas: 1, total: -e.anulada.total } });
  const page = (await e.v.as.admin.get<CierreZDocumento>(`/api/reportes/cierres-z/${z.id}/imprimir?formato=ticket`)).body.data!;
  expect(page.html).toContain('Anulaciones de días cerrados (1)');
  const venue = { nombre: 'Local', locale: 'es-AR', timezone: 'America/Argentina/Buenos_Aires' };
  expect(cierreZDocument(venue, z).lineas).toContainEqual(expect.objectContaining({ izquierda: 'Anulaciones de días cerrados (1)' }));
  expect(cierreZDocument({ ...venue, locale: 'en-US' }, z).lineas).toContainEqual(expect.objectContaining({ izquierda: 'Voids of closed days (1)' }));
  // The closed day's Z is the same, and a Z without such a void prints no such line.
  expect((await e.v.as.admin.get<CierreZ>(`/api/reportes/cierres-z/${e.z.id}`)).body.data!.datos).toEqual(e.z.datos);
  const closed = (await e.v.as.admin.get<CierreZDocumento>(`/api/reportes/cierres-z/${e.z.id}/imprimir?formato=ticket`)).body.data!;
  expect(closed.html).not.toContain('Anulaciones de días cerrados');
}

describe('a Z-closed day keeps its figures in a zone whose offset is not a whole hour (+05:30)', () => {
  let e: Escenario;
  beforeAll(async () => {
    e = await escenario('Asia/Kolkata');
  }, 60_000);

  it('the closed day reads as its Z and the void counts on its own day, filtered or not', async () => {
    const ayer = await reporteDe<ReporteVentas>(e.v.as.admin, 'ventas', e.ayer);
    expect(ayer.totales).toMatchObject({ ventas: e.z.datos.ventas, total: e.z.datos.total, anuladas: e.z.datos.anuladas, totalAnuladas: e.z.datos.totalAnuladas });
    for (const filtro of ['', e.filtros.cliente, e.filtros.medio, e.filtros.producto, e.filtros.categoria]) {
      await diaCerradoIgual(e, filtro);
      await diaDeLaAnulacion(e, filtro);
    }
    expect((await reporteDe<ReporteVentas>(e.v.as.admin, 'ventas', e.ayer, e.hoy)).totales).toMatchObject({ ventas: 1, total: e.otra.total });
  });

  it("the void day's Z shows the voids of closed days on their own line", async () => {
    await voidDayZ(e);
  });
});
