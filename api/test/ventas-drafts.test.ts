// The phone sale sent to the register and charged there: concurrent charges apply once, retries
// change nothing, and every register screen hears it live on /ws/ventas (official SignalR client).
import { createRealtimeBus, LogLevel, type RealtimeBus } from '@resto/shared/bus';
import type { Historial, Venta, VentaAnuladaEvent, VentaDraftDescartadaEvent, VentaDraftEnviadaEvent, VentaFinalizadaEvent, VentaResumen } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delay, waitFor } from './helpers/hub-server';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
});

async function draftFor(v: TestVenue, qty = 2): Promise<Venta> {
  const agua = await producto(v.as.mozo, 'BEB-001');
  const res = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: agua.id, cantidad: qty }], clientMutationId: mutationId() });
  expect(res.status).toBe(201);
  return res.body.data!;
}

describe('sale drafts (send to the register)', () => {
  it('refuses an empty cart', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.mozo.post('/api/ventas/drafts', { items: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El carrito no tiene productos: agregá al menos uno antes de enviarlo a caja');
  });

  it('keeps a draft priced but unpaid, without touching stock, until the register charges it', async () => {
    const v = await createVenue(t.app);
    const draft = await draftFor(v, 2);
    expect(draft).toMatchObject({ estado: 'borrador', origen: 'movil', numero: null, total: 5_000, usuario: { nombre: 'Usuario mozo' } });
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(48);
    const pending = (await v.as.cajero.get<VentaResumen[]>('/api/ventas/drafts')).body.data!;
    expect(pending).toEqual([expect.objectContaining({ id: draft.id, estado: 'borrador', total: 5_000, cantidadItems: 1 })]);

    await abrirCaja(v.as.cajero);
    const charged = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${draft.id}/finalize`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'qr'), monto: 5_000 }],
    });
    expect(charged.status).toBe(200);
    expect(charged.body.data).toMatchObject({ id: draft.id, estado: 'pagada', numero: 1, total: 5_000, cajero: { nombre: 'Usuario cajero' } });
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(46);
    expect((await v.as.cajero.get<VentaResumen[]>('/api/ventas/drafts')).body.data).toEqual([]);
  });

  it('lets the register change the lines before charging, and discard a draft', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const draft = await draftFor(v, 1);
    const gaseosa = await producto(v.as.cajero, 'BEB-002');
    const res = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${draft.id}/finalize`, {
      items: [{ productoId: gaseosa.id, cantidad: 2 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 7_000 }],
    });
    expect(res.body.data).toMatchObject({ total: 6_400, vuelto: 600 });
    expect(res.body.data!.items.map((i) => i.producto)).toEqual(['Gaseosa cola 500 ml']);

    const other = await draftFor(v, 1);
    expect((await v.as.mozo.del(`/api/ventas/drafts/${other.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.cajero.get(`/api/ventas/drafts/${other.id}`)).status).toBe(404);
    const paid = await v.as.mozo.del(`/api/ventas/drafts/${draft.id}`);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('La venta ya fue cobrada: no es un borrador');
  });

  it('charges a draft once when two registers finalize it at the same time', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero, 1_000);
    const draft = await draftFor(v, 2);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const body = () => ({ pagos: [{ medioId: efectivo, monto: 5_000 }], clientMutationId: mutationId() });
    const results = await Promise.all([
      v.as.cajero.post<Venta>(`/api/ventas/drafts/${draft.id}/finalize`, body()),
      v.as.admin.post<Venta>(`/api/ventas/drafts/${draft.id}/finalize`, body()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('La venta ya fue cobrada');
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(46);
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales).toEqual({ pagadas: 1, montoPagadas: 5_000, anuladas: 0 });
    const audit = (await v.as.cajero.get<{ abierto: { totalEsperado: number } }>('/api/arqueos')).body.data!.abierto;
    expect(audit.totalEsperado).toBe(6_000);
  });

  it('answers concurrent retries of one ClientMutationId with the same sale, charged once', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero, 1_000);
    const draft = await draftFor(v, 3);
    const payload = { pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 10_000 }], clientMutationId: mutationId() };
    const results = await Promise.all(Array.from({ length: 5 }, () => v.as.cajero.post<Venta>(`/api/ventas/drafts/${draft.id}/finalize`, payload)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of results) expect(r.body.data).toEqual(results[0]!.body.data);
    expect(results[0]!.body.data).toMatchObject({ total: 7_500, vuelto: 2_500 });
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(45);
    const audit = (await v.as.cajero.get<{ abierto: { totalEsperado: number } }>('/api/arqueos')).body.data!.abierto;
    expect(audit.totalEsperado).toBe(8_500);
  });

  it('sells once when one counter finalize is sent twice at the same time', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const payload = {
      items: [{ productoId: agua.id, cantidad: 4 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'tarjeta_debito'), monto: 10_000 }],
      clientMutationId: mutationId(),
    };
    const [a, b] = await Promise.all([v.as.cajero.post<Venta>('/api/ventas/finalizar', payload), v.as.cajero.post<Venta>('/api/ventas/finalizar', payload)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data!.id).toBe(b.body.data!.id);
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(44);
    expect((await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!.total).toBe(1);
  });
});

describe('/ws/ventas events', () => {
  let bus: RealtimeBus;
  let other: RealtimeBus;
  const subs: { unsubscribe(): void }[] = [];
  afterAll(async () => {
    subs.forEach((s) => s.unsubscribe());
    await bus?.stop();
    await other?.stop();
  });

  it("tells every register of the venue about drafts, sales and voids, once, with the caller's mutation id", async () => {
    const v = await createVenue(t.app);
    const elsewhere = await createVenue(t.app);
    bus = createRealtimeBus();
    other = createRealtimeBus();
    const enviadas: VentaDraftEnviadaEvent[] = [];
    const finalizadas: VentaFinalizadaEvent[] = [];
    const anuladas: VentaAnuladaEvent[] = [];
    const descartadas: VentaDraftDescartadaEvent[] = [];
    const leaked: unknown[] = [];
    subs.push(
      bus.on$<VentaDraftEnviadaEvent>('ventas', 'VentaDraftEnviada').subscribe((e) => enviadas.push(e)),
      bus.on$<VentaFinalizadaEvent>('ventas', 'VentaFinalizada').subscribe((e) => finalizadas.push(e)),
      bus.on$<VentaAnuladaEvent>('ventas', 'VentaAnulada').subscribe((e) => anuladas.push(e)),
      bus.on$<VentaDraftDescartadaEvent>('ventas', 'VentaDraftDescartada').subscribe((e) => descartadas.push(e)),
      other.on$('ventas', 'VentaFinalizada').subscribe((e) => leaked.push(e)),
    );
    await bus.start({ baseUrl, accessTokenFactory: () => v.as.cajero.token, logLevel: LogLevel.None });
    await other.start({ baseUrl, accessTokenFactory: () => elsewhere.as.cajero.token, logLevel: LogLevel.None });

    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const sendId = mutationId();
    const sent = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: agua.id, cantidad: 1 }], clientMutationId: sendId });
    await waitFor(() => enviadas.length === 1, 3000, 'VentaDraftEnviada');
    expect(enviadas[0]).toEqual({ draftId: sent.body.data!.id, origen: 'movil', total: 2_500, cantidadItems: 1, usuario: 'Usuario mozo', clientMutationId: sendId });

    const chargeId = mutationId();
    const charge = { pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 2_500 }], clientMutationId: chargeId };
    const paid = await v.as.cajero.post<Venta>(`/api/ventas/drafts/${sent.body.data!.id}/finalize`, charge);
    await v.as.cajero.post(`/api/ventas/drafts/${sent.body.data!.id}/finalize`, charge);
    await waitFor(() => finalizadas.length >= 1, 3000, 'VentaFinalizada');
    expect(finalizadas[0]).toEqual({
      ventaId: paid.body.data!.id,
      numero: 1,
      total: 2_500,
      draftId: sent.body.data!.id,
      arqueoId: paid.body.data!.arqueoId,
      clientMutationId: chargeId,
    });

    const voidId = mutationId();
    await v.as.cajero.post(`/api/ventas/${paid.body.data!.id}/anular`, { motivo: 'Prueba', clientMutationId: voidId });
    await waitFor(() => anuladas.length === 1, 3000, 'VentaAnulada');
    expect(anuladas[0]).toEqual({ ventaId: paid.body.data!.id, numero: 1, arqueoId: paid.body.data!.arqueoId, clientMutationId: voidId });

    const discard = await draftFor(v, 1);
    await v.as.cajero.del(`/api/ventas/drafts/${discard.id}`);
    await waitFor(() => descartadas.length === 1, 3000, 'VentaDraftDescartada');
    expect(descartadas[0]).toEqual({ draftId: discard.id, clientMutationId: null });

    // The replayed finalize published nothing, and the other venue heard nothing at all.
    await delay(200);
    expect(finalizadas).toHaveLength(1);
    expect(leaked).toEqual([]);
  });
});
