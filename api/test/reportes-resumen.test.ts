// The reports' summaries (migration 0028) on a real database (SQLite or
// PostgreSQL): the sums by hour a sale's transaction keeps give, report by report and filter by
// filter, the same answer to the cent as the sale rows, across discounts (line, general and the
// customer's), split and foreign-currency payments with change, a sale on account, a phone sale
// charged at the register and voids; and rebuilding them from the sales gives the same rows.
import type { Venta } from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usarResumen } from '../src/modules/reportes/reportes-filtro.repository';
import { reconstruirResumen } from '../src/modules/ventas/resumen.repository';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  usarResumen(true);
  await t.close();
});

/** A fixed-offset zone where it is about midday now, so 'today' never straddles midnight during the run. */
function middayZone(now = new Date()): string {
  let offset = 12 - now.getUTCHours();
  if (offset > 12) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const ars = (amount: number) => toMinor(amount, 'ARS');
const sumMinor = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const REPORTES = ['ventas', 'productos', 'clientes', 'financiero', 'arqueos'] as const;

/** A report's answer without the moment it was generated at. */
function sinHora(body: unknown): unknown {
  const { generadoAt: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

async function tablas(localId: number) {
  const db = t.app.db;
  const ordenar = <T>(rows: T[]) =>
    rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' || (typeof v === 'string' && /^-?\d+$/.test(v)) ? Number(v) : v))).sort();
  return {
    ventas: ordenar(await db.selectFrom('resumen_ventas').selectAll().where('local_id', '=', localId).execute()),
    pagos: ordenar(await db.selectFrom('resumen_pagos').selectAll().where('local_id', '=', localId).execute()),
    productos: ordenar(await db.selectFrom('resumen_productos').selectAll().where('local_id', '=', localId).execute()),
    clientes: ordenar(await db.selectFrom('resumen_clientes').selectAll().where('local_id', '=', localId).execute()),
  };
}

describe('reports read from the summaries, the same as from the sale rows', () => {
  let v: TestVenue;
  const paid: Venta[] = [];
  const voided: Venta[] = [];
  let arqueoId: number;
  let ids: { cajero: number; mozo: number; efectivo: number; debito: number; pizza: number; categoria: number; cliente: number };

  beforeAll(async () => {
    v = await createVenue(t.app, { timezone: middayZone() });
    const c = v.as.cajero;
    arqueoId = await abrirCaja(c, 10_000);
    const [pizza, pizza2, helado, agua] = await Promise.all([producto(c, 'PIZ-001'), producto(c, 'PIZ-002'), producto(c, 'POS-004'), producto(c, 'BEB-001')]);
    const efectivo = await medioId(c, 'efectivo');
    const debito = await medioId(c, 'tarjeta_debito');
    const cuenta = await medioId(c, 'cuenta_corriente');
    const sell = async (body: object) => {
      const res = await c.post<Venta>('/api/ventas/finalizar', { ...body, clientMutationId: mutationId() });
      if (res.status !== 201) throw new Error(`venta rechazada: ${res.status} ${res.body.message}`);
      return res.body.data!;
    };
    const cliente = await v.as.admin.post<{ id: number }>('/api/clientes', {
      nombre: 'Marta Cuenta',
      telefono: '11 2345-6789',
      direccion: 'Corrientes',
      departamento: 'Comuna 1',
      ciudad: 'Buenos Aires',
      descuento: 10,
      cuentaCorriente: true,
      // Opening an account is the manager's (clientes.cuenta-corriente), with a credit limit.
      limiteCredito: 1_000_000,
      clientMutationId: mutationId(),
    });
    expect(cliente.status).toBe(201);
    const clienteId = cliente.body.data!.id;

    // A line discount, a general discount and cash change.
    paid.push(
      await sell({
        items: [
          { productoId: pizza.id, cantidad: 2, tipoDescuento: 'porcentaje', valorDescuento: 10 },
          { productoId: agua.id, cantidad: 1 },
        ],
        descuentoTipo: 'monto',
        descuentoValor: 500,
        pagos: [{ medioId: efectivo, monto: 100_000 }],
      }),
    );
    // A split payment: 10 dollars and pesos in cash, change in pesos.
    paid.push(
      await sell({
        items: [
          { productoId: helado.id, cantidad: 1 },
          { productoId: agua.id, cantidad: 2 },
        ],
        pagos: [
          { medioId: efectivo, monto: 10, moneda: 'USD' },
          { medioId: efectivo, monto: 50_000 },
        ],
      }),
    );
    // For a customer with a 10 % discount, in cash with change.
    paid.push(await sell({ clienteId, items: [{ productoId: agua.id, cantidad: 3 }], pagos: [{ medioId: efectivo, monto: agua.precio * 3 }] }));
    // On account, for a customer without discount.
    const deCuenta = await v.as.admin.post<{ id: number }>('/api/clientes', {
      nombre: 'Pedro Cuenta',
      telefono: '11 2345-6790',
      direccion: 'Corrientes',
      departamento: 'Comuna 1',
      ciudad: 'Buenos Aires',
      descuento: 0,
      cuentaCorriente: true,
      // Opening an account is the manager's (clientes.cuenta-corriente), with a credit limit.
      limiteCredito: 1_000_000,
      clientMutationId: mutationId(),
    });
    expect(deCuenta.status).toBe(201);
    paid.push(await sell({ clienteId: deCuenta.body.data!.id, items: [{ productoId: agua.id, cantidad: 2 }], pagos: [{ medioId: cuenta, monto: agua.precio * 2 }] }));
    // A phone sale by the waiter, charged at the register by card.
    const draft = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: pizza2.id, cantidad: 1 }], clientMutationId: mutationId() });
    expect(draft.status).toBe(201);
    const charged = await c.post<Venta>(`/api/ventas/drafts/${draft.body.data!.id}/finalize`, {
      pagos: [{ medioId: debito, monto: pizza2.precio }],
      clientMutationId: mutationId(),
    });
    expect(charged.status).toBe(200);
    paid.push(charged.body.data!);
    // Voided: one whose product sold nothing else (its rows must go), one beside paid ones.
    for (const body of [
      { items: [{ productoId: helado.id, cantidad: 2 }], pagos: [{ medioId: efectivo, monto: helado.precio * 2 }], clienteId },
      {
        items: [{ productoId: pizza.id, cantidad: 1 }],
        pagos: [
          { medioId: efectivo, monto: 5, moneda: 'USD' },
          { medioId: efectivo, monto: pizza.precio },
        ],
      },
    ]) {
      const sale = await sell(body);
      const anulada = await c.post<Venta>(`/api/ventas/${sale.id}/anular`, { motivo: 'Error de carga', clientMutationId: mutationId() });
      expect(anulada.status).toBe(200);
      voided.push(sale);
    }
    expect((await c.post('/api/gastos', { categoria: 'Insumos', descripcion: 'Hielo', pagadoPor: 'Caja', montoPesos: 1_500.5, clientMutationId: mutationId() })).status).toBe(201);

    const categoria = await t.app.db.selectFrom('productos').select('categoria_id').where('id', '=', pizza.id).executeTakeFirstOrThrow();
    ids = { cajero: c.userId, mozo: v.as.mozo.userId, efectivo, debito, pizza: pizza.id, categoria: Number(categoria.categoria_id), cliente: clienteId };
  });

  it('keeps each sale in the summaries as it is charged and voided', async () => {
    const db = t.app.db;
    const ventas = await db
      .selectFrom('resumen_ventas')
      .select((eb) => [
        eb.fn.sum<number>('ventas').as('ventas'),
        eb.fn.sum<number>('total').as('total'),
        eb.fn.sum<number>('descuento_lineas').as('lineas'),
        eb.fn.sum<number>('descuentos').as('descuentos'),
        eb.fn.sum<number>('vuelto').as('vuelto'),
        eb.fn.sum<number>('anuladas').as('anuladas'),
        eb.fn.sum<number>('total_anuladas').as('total_anuladas'),
      ])
      .where('local_id', '=', v.localId)
      .executeTakeFirstOrThrow();
    expect(Number(ventas.ventas)).toBe(paid.length);
    expect(Number(ventas.total)).toBe(sumMinor(paid.map((s) => ars(s.total))));
    expect(Number(ventas.lineas)).toBe(sumMinor(paid.flatMap((s) => s.items.map((i) => ars(i.descuento)))));
    expect(Number(ventas.lineas)).toBeGreaterThan(0);
    expect(Number(ventas.descuentos)).toBe(sumMinor(paid.map((s) => ars(s.descuentoGeneral) + ars(s.descuentoCliente))));
    expect(Number(ventas.vuelto)).toBe(sumMinor(paid.map((s) => ars(s.vuelto))));
    expect(Number(ventas.anuladas)).toBe(2);
    expect(Number(ventas.total_anuladas)).toBe(sumMinor(voided.map((s) => ars(s.total))));

    // Payments by method and currency: the dollars at their own scale, and their pesos.
    const pagos = await db
      .selectFrom('resumen_pagos')
      .select((eb) => ['moneda', eb.fn.sum<number>('pagos').as('pagos'), eb.fn.sum<number>('monto').as('monto'), eb.fn.sum<number>('monto_local').as('local')])
      .where('local_id', '=', v.localId)
      .groupBy('moneda')
      .orderBy('moneda')
      .execute();
    const pagados = paid.flatMap((s) => s.pagos);
    expect(pagos.map((p) => ({ moneda: p.moneda, pagos: Number(p.pagos), monto: Number(p.monto), local: Number(p.local) }))).toEqual(
      ['ARS', 'USD'].map((moneda) => {
        const de = pagados.filter((p) => p.moneda === moneda);
        return { moneda, pagos: de.length, monto: sumMinor(de.map((p) => toMinor(p.monto, moneda))), local: sumMinor(de.map((p) => ars(p.montoLocal))) };
      }),
    );
    // Nothing left of what only the voided sales had (the ice cream sold once, on a paid sale).
    const productos = await db.selectFrom('resumen_productos').selectAll().where('local_id', '=', v.localId).execute();
    expect(productos.every((p) => Number(p.lineas) > 0)).toBe(true);
    expect(sumMinor(productos.map((p) => Number(p.subtotal)))).toBe(sumMinor(paid.flatMap((s) => s.items.map((i) => ars(i.subtotal)))));
    const clientes = await db.selectFrom('resumen_clientes').selectAll().where('local_id', '=', v.localId).execute();
    const conCliente = paid.filter((s) => s.cliente !== null);
    expect(conCliente).toHaveLength(2);
    expect(clientes.map((c) => ({ cliente: c.cliente_id, ventas: Number(c.ventas), total: Number(c.total) })).sort((a, b) => a.cliente - b.cliente)).toEqual(
      conCliente.map((s) => ({ cliente: s.cliente!.id, ventas: 1, total: ars(s.total) })).sort((a, b) => a.cliente - b.cliente),
    );
  });

  it('gives every report and the dashboard the same figures as the sale rows, with each filter', async () => {
    const filtros: Record<string, string | number>[] = [
      {},
      { usuarioId: ids.cajero },
      { usuarioId: ids.mozo },
      { arqueoId },
      { origen: 'movil' },
      { origen: 'mostrador' },
      { origen: 'mesa' },
      { productoId: ids.pizza },
      { categoriaId: ids.categoria },
      { clienteId: ids.cliente },
      { medioPagoId: ids.efectivo },
      { rango: '7' },
    ];
    for (const filtro of filtros) {
      const qs = new URLSearchParams(Object.entries({ rango: 'hoy', ...filtro }).map(([k, x]) => [k, String(x)])).toString();
      for (const reporte of REPORTES) {
        usarResumen(true);
        const resumen = await v.as.admin.get(`/api/reportes/${reporte}?${qs}`);
        usarResumen(false);
        const filas = await v.as.admin.get(`/api/reportes/${reporte}?${qs}`);
        expect(resumen.status).toBe(200);
        expect(filas.status).toBe(200);
        expect({ reporte, filtro, body: sinHora(resumen.body.data) }).toEqual({ reporte, filtro, body: sinHora(filas.body.data) });
      }
    }
    usarResumen(true);
    const resumen = await v.as.admin.get('/api/reportes/dashboard');
    usarResumen(false);
    const filas = await v.as.admin.get('/api/reportes/dashboard');
    usarResumen(true);
    expect(sinHora(resumen.body.data)).toEqual(sinHora(filas.body.data));

    // And the figures are the receipts' own (not two equal wrong answers).
    const ventas = (await v.as.admin.get<{ totales: { ventas: number; total: number; anuladas: number } }>('/api/reportes/ventas?rango=hoy')).body.data!;
    expect(ventas.totales.ventas).toBe(paid.length);
    expect(ars(ventas.totales.total)).toBe(sumMinor(paid.map((s) => ars(s.total))));
    expect(ventas.totales.anuladas).toBe(2);
    const movil = (await v.as.admin.get<{ totales: { ventas: number; total: number } }>('/api/reportes/ventas?rango=hoy&origen=movil')).body.data!;
    expect(movil.totales).toMatchObject({ ventas: 1, total: paid[4]!.total });
  });

  it('rebuilds the same rows from the sales', async () => {
    const antes = await tablas(v.localId);
    expect(antes.ventas.length).toBeGreaterThan(0);
    await t.app.db.transaction().execute((trx) => reconstruirResumen(trx, v.localId));
    expect(await tablas(v.localId)).toEqual(antes);
  });
});

describe('a venue whose days are not whole UTC hours', () => {
  it('reads the sale rows, with the same totals', async () => {
    const v: TestVenue = await createVenue(t.app, { timezone: 'Asia/Kolkata' });
    const c = v.as.cajero;
    await abrirCaja(c, 10_000);
    const agua = await producto(c, 'BEB-001');
    const efectivo = await medioId(c, 'efectivo');
    const sale = await c.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 2 }],
      pagos: [{ medioId: efectivo, monto: agua.precio * 2 }],
      clientMutationId: mutationId(),
    });
    expect(sale.status).toBe(201);
    const r = (await v.as.admin.get<{ totales: { ventas: number; total: number } }>('/api/reportes/ventas?rango=hoy')).body.data!;
    expect(r.totales).toMatchObject({ ventas: 1, total: sale.body.data!.total });
  });
});
