// Split bills, tips, moving and joining tables, through the api, on SQLite or
// PostgreSQL (TEST_DATABASE_URL): what the cashier and the waiters see.
import {
  arqueosResumenSchema,
  cuentaDivisionSchema,
  parteCobradaSchema,
  reporteVentasSchema,
  type ArqueosResumen,
  type CuentaDivision,
  type Draft,
  type DraftAgregado,
  type DraftFinalizado,
  type Historial,
  type Mesa,
  type ParteCobrada,
  type ReporteVentas,
} from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type Reply, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const cents = (amount: number) => toMinor(amount, 'ARS');
const sumCents = (amounts: readonly number[]) => amounts.reduce((s, a) => s + cents(a), 0);

async function draftDe(c: ApiClient, mesa: Mesa): Promise<Draft | null> {
  return (await c.get<Draft | null>(`/api/mesas/${mesa.id}/draft`)).body.data ?? null;
}

/** Table 1 with a steak, a milanesa, a pizza and two waters, and a 7.77 % discount (cents to spare). */
async function mesaConCuenta(): Promise<{ v: TestVenue; mesas: Mesa[]; draft: Draft }> {
  const v = await createVenue(t.app);
  const mesas = await planInicial(v, 4);
  const draft = await abrirMesa(v.as.mozo, mesas[0]!);
  for (const [sku, cantidad] of [
    ['PRI-001', 1],
    ['PRI-002', 1],
    ['PIZ-001', 1],
    ['BEB-001', 2],
  ] as const) {
    const p = await producto(v.as.mozo, sku);
    // The steak asks for its point (a required modifier): 'A punto' adds nothing to its price.
    const grupos = (await v.as.mozo.get<{ grupos: { opciones: { id: number; nombre: string }[] }[] }>(`/api/productos/${p.id}/modificadores`)).body.data?.grupos ?? [];
    const aPunto = grupos.flatMap((g) => g.opciones).find((o) => o.nombre === 'A punto');
    await agregar(v.as.mozo, draft.id, { ProductoId: p.id, Cantidad: cantidad, ...(aPunto ? { modificadores: [aPunto.id] } : {}) });
  }
  const res = await patch<Draft>(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}/descuento`, { DescuentoTipo: 'porcentaje', DescuentoValor: 7.77 });
  expect(res.status).toBe(200);
  return { v, mesas, draft: res.body.data! };
}

async function dividir(c: ApiClient, draftId: number, body: object): Promise<CuentaDivision> {
  const res = await c.put<{ draft: Draft; division: CuentaDivision }>(`/api/mesas/drafts/${draftId}/division`, { clientMutationId: mutationId(), ...body });
  if (res.status !== 200) throw new Error(`no se pudo dividir: ${res.status} ${res.body.message}`);
  return cuentaDivisionSchema.parse(res.body.data!.division);
}

async function cobrar(c: ApiClient, draftId: number, parteId: number, body: object) {
  return c.post<ParteCobrada>(`/api/mesas/drafts/${draftId}/partes/${parteId}/cobrar`, body);
}

describe('splitting a table by items, one part in dollars', () => {
  it('charges three parts as three sales that add up to the table to the cent; the table closes with the last one', async () => {
    const { v, mesas, draft } = await mesaConCuenta();
    expect(draft.total).toBe(45_100.47); // 48,900.00 - 7.77 % (3,799.53)
    await abrirCaja(v.as.cajero, 10_000);
    const [bife, mila, pizza, agua] = draft.items;
    const division = await dividir(v.as.cajero, draft.id, {
      modo: 'items',
      asignacion: [
        { itemId: bife!.id, parte: 1 },
        { itemId: mila!.id, parte: 2 },
        { itemId: pizza!.id, parte: 3 },
        { itemId: agua!.id, parte: 3 },
      ],
    });
    expect(division.partes.map((p) => [p.grupo, p.estado, p.items.map((i) => i.productoNombre)])).toEqual([
      [1, 'pendiente', ['Bife de chorizo con guarnición']],
      [2, 'pendiente', ['Milanesa napolitana con papas fritas']],
      [3, 'pendiente', ['Pizza muzzarella', 'Agua mineral sin gas 500 ml']],
    ]);
    expect(sumCents(division.partes.map((p) => p.total))).toBe(cents(draft.total));
    expect(division).toMatchObject({ total: draft.total, cobrado: 0, pendiente: draft.total });
    // The table cannot be charged whole any more: part by part.
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const whole = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, [{ MedioId: efectivo, Monto: 50_000 }]);
    expect(whole.status).toBe(409);
    expect(whole.body.message).toBe('La cuenta de la mesa 1 está dividida: cobrá cada parte');

    const [p1, p2, p3] = division.partes;
    const first = await cobrar(v.as.cajero, draft.id, p1!.id, { pagos: [{ medioId: efectivo, monto: p1!.total }], clientMutationId: mutationId() });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Parte cobrada');
    const one = parteCobradaSchema.parse(first.body.data);
    expect(one.mesaCerrada).toBe(false);
    expect(one.venta).toMatchObject({ origen: 'mesa', estado: 'pagada', total: p1!.total, pagado: p1!.total });
    expect(one.venta.items.map((i) => i.producto)).toEqual(['Bife de chorizo con guarnición']);
    expect((await draftDe(v.as.mozo, mesas[0]!))?.estado).toBe('activo');

    // Part 2 in dollars at the day's rate (1425.5): USD 10 cash = 14,255.00, the change in pesos.
    const usd = await cobrar(v.as.cajero, draft.id, p2!.id, { pagos: [{ medioId: efectivo, monto: 10, moneda: 'USD' }], clientMutationId: mutationId() });
    expect(usd.status).toBe(200);
    const two = parteCobradaSchema.parse(usd.body.data);
    expect(two.venta.pagos).toEqual([expect.objectContaining({ moneda: 'USD', monto: 10, montoLocal: 14_255 })]);
    expect(two.venta.total).toBe(p2!.total);
    expect(two.venta.vuelto).toBe(Math.round((14_255 - p2!.total) * 100) / 100);
    expect(two.mesaCerrada).toBe(false);
    expect((await draftDe(v.as.mozo, mesas[0]!))?.estado).toBe('activo');

    const qr = await medioId(v.as.cajero, 'qr');
    const last = await cobrar(v.as.cajero, draft.id, p3!.id, { pagos: [{ medioId: qr, monto: p3!.total }], clientMutationId: mutationId() });
    expect(last.status).toBe(200);
    expect(last.body.message).toBe('Mesa finalizada');
    const three = parteCobradaSchema.parse(last.body.data);
    expect(three.mesaCerrada).toBe(true);
    expect(three.draft).toMatchObject({ estado: 'finalizado', motivoCierre: 'finalizado', ventaId: three.venta.id });
    expect(three.division.partes.every((p) => p.estado === 'pagada')).toBe(true);
    expect(three.division).toMatchObject({ cobrado: draft.total, pendiente: 0 });
    expect(await draftDe(v.as.mozo, mesas[0]!)).toBeNull();

    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales.pagadas).toBe(3);
    expect(cents(hoy.totales.montoPagadas)).toBe(cents(draft.total));
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(46);
  });

  it('splits into equal parts and by amounts to the cent, and goes back to one bill while nothing is paid', async () => {
    const { v, draft } = await mesaConCuenta();
    const iguales = await dividir(v.as.cajero, draft.id, { modo: 'iguales', partes: 3 });
    expect(iguales.partes.map((p) => p.total)).toEqual([15_033.49, 15_033.49, 15_033.49]);
    expect(sumCents(iguales.partes.map((p) => p.total))).toBe(cents(draft.total));
    // Each line's quantity is shared between the parts: the two waters are 2 in all.
    const aguas = iguales.partes.flatMap((p) => p.items.filter((i) => i.productoNombre.startsWith('Agua')));
    expect(aguas.reduce((s, i) => s + Math.round(i.cantidad * 1000), 0)).toBe(2000);

    const wrong = await v.as.cajero.put(`/api/mesas/drafts/${draft.id}/division`, { modo: 'montos', montos: [20_000, 20_000], clientMutationId: mutationId() });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Las partes suman 40000 y lo que falta cobrar de la mesa es 45100.47: deben sumar lo mismo');
    const montos = await dividir(v.as.cajero, draft.id, { modo: 'montos', montos: [20_000, 25_100.47] });
    expect(montos.partes.map((p) => p.total)).toEqual([20_000, 25_100.47]);

    const back = await v.as.cajero.del<{ division: CuentaDivision }>(`/api/mesas/drafts/${draft.id}/division`, { clientMutationId: mutationId() });
    expect(back.status).toBe(200);
    expect(back.body.data!.division.partes).toEqual([]);
    // A waiter splits nothing: that is the register's.
    const mozo = await v.as.mozo.put(`/api/mesas/drafts/${draft.id}/division`, { modo: 'iguales', partes: 2 });
    expect(mozo.status).toBe(403);
  });

  it('a table changed after the split is split again before charging; a paid part stays and the rest is split', async () => {
    const { v, draft } = await mesaConCuenta();
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const first = await dividir(v.as.cajero, draft.id, { modo: 'iguales', partes: 2 });
    expect((await cobrar(v.as.cajero, draft.id, first.partes[0]!.id, { pagos: [{ medioId: efectivo, monto: first.partes[0]!.total }] })).status).toBe(200);
    const flan = await producto(v.as.mozo, 'POS-001');
    const more = await agregar(v.as.mozo, draft.id, { ProductoId: flan.id, Cantidad: 1 });
    const stale = await cobrar(v.as.cajero, draft.id, first.partes[1]!.id, { pagos: [{ medioId: efectivo, monto: 100_000 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('La mesa 1 cambió desde que se dividió la cuenta: dividila de nuevo');
    const back = await v.as.cajero.del(`/api/mesas/drafts/${draft.id}/division`, {});
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('La cuenta de la mesa 1 tiene partes cobradas: no se puede volver a una sola cuenta');

    const again = await dividir(v.as.cajero, draft.id, { modo: 'iguales', partes: 2 });
    expect(again.partes.map((p) => [p.numero, p.estado])).toEqual([
      [1, 'pagada'],
      [2, 'pendiente'],
      [3, 'pendiente'],
    ]);
    expect(sumCents(again.partes.map((p) => p.total))).toBe(cents(more.total));
    for (const parte of again.partes.filter((p) => p.estado === 'pendiente')) {
      expect((await cobrar(v.as.cajero, draft.id, parte.id, { pagos: [{ medioId: efectivo, monto: parte.total }] })).status).toBe(200);
    }
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales.pagadas).toBe(3);
    expect(cents(hoy.totales.montoPagadas)).toBe(cents(more.total));
  });
});

describe('a retried part payment', () => {
  it('charges once: the same ClientMutationId answers the first sale, another id is refused', async () => {
    const { v, draft } = await mesaConCuenta();
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const division = await dividir(v.as.cajero, draft.id, { modo: 'iguales', partes: 2 });
    const parte = division.partes[0]!;
    const body = { pagos: [{ medioId: efectivo, monto: parte.total }], clientMutationId: mutationId() };
    const [a, b] = await Promise.all([cobrar(v.as.cajero, draft.id, parte.id, body), cobrar(v.as.cajero, draft.id, parte.id, body)]);
    const retry = await cobrar(v.as.cajero, draft.id, parte.id, body);
    expect([a.status, b.status, retry.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data!.venta.id, b.body.data!.venta.id, retry.body.data!.venta.id]).size).toBe(1);
    const other = await cobrar(v.as.cajero, draft.id, parte.id, { ...body, clientMutationId: mutationId() });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('La parte 1 ya está cobrada');
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales).toMatchObject({ pagadas: 1, montoPagadas: parte.total });
    const caja = arqueosResumenSchema.parse((await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data);
    expect(caja.abierto!.totalEsperado).toBe(10_000 + parte.total);
  });
});

describe('moving and joining tables', () => {
  it('loses no line under concurrent adds from two devices, keeps the origin in mesaVinculadaId and splits back', async () => {
    const v = await createVenue(t.app);
    const [m1, m2, m3] = await planInicial(v, 4);
    const a = await abrirMesa(v.as.mozo, m1!);
    const b = await abrirMesa(v.as.admin, m2!, { Comensales: 3 });
    const agua = await producto(v.as.mozo, 'BEB-001');
    const add = (c: ApiClient, draftId: number) =>
      c.post<DraftAgregado>(`/api/mesas/drafts/${draftId}/items`, { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() });
    /** The one line an add answered (its change holds that line only). */
    const lineOf = (r: Reply<DraftAgregado>, draftId: number) => {
      expect(r.status).toBe(201);
      expect(r.body.data!.draft.id).toBe(draftId);
      expect(r.body.data!.items).toHaveLength(1);
      expect(r.body.data!.items[0]).toMatchObject({ productoId: agua.id, cantidad: 1 });
      return r.body.data!.items[0]!.id;
    };

    // Device 1 moves table 1 to table 3 while both devices keep adding to tables 1 and 2.
    const [a1, b1, moved, a2, b2, a3] = await Promise.all([
      add(v.as.mozo, a.id),
      add(v.as.admin, b.id),
      v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/mover`, { mesaId: m3!.id, clientMutationId: mutationId() }),
      add(v.as.mozo, a.id),
      add(v.as.admin, b.id),
      add(v.as.mozo, a.id),
    ]);
    expect([a1, b1, moved, a2, b2, a3].map((r) => r.status)).toEqual([201, 201, 200, 201, 201, 201]);
    expect(moved.body.data).toMatchObject({ id: a.id, mesaId: m3!.id, numeroMesa: 3 });
    expect(await draftDe(v.as.mozo, m1!)).toBeNull();
    const added = new Set([lineOf(a1, a.id), lineOf(b1, b.id), lineOf(a2, a.id), lineOf(b2, b.id), lineOf(a3, a.id)]);
    expect(added.size).toBe(5);

    // Table 2 joins table 3 while both devices add: each add lands before the join (and moves) or is refused after it.
    const [b3, a4, joinedReply, b4, a5] = await Promise.all([
      add(v.as.admin, b.id),
      add(v.as.mozo, a.id),
      v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/unir`, { mesaId: m2!.id, clientMutationId: mutationId() }),
      add(v.as.admin, b.id),
      add(v.as.mozo, a.id),
    ]);
    expect([joinedReply.status, joinedReply.body.message]).toEqual([200, 'Mesas unidas']);
    for (const [r, draftId] of [
      [b3, b.id],
      [a4, a.id],
      [b4, b.id],
      [a5, a.id],
    ] as const) {
      if (r.status === 201) added.add(lineOf(r, draftId));
      else expect([r.status, r.body.message]).toEqual([409, 'No hay draft activo']);
    }
    const joined = (await draftDe(v.as.mozo, m3!))!;
    expect(joined.id).toBe(a.id);
    expect(new Set(joined.items.map((i) => i.id))).toEqual(added);
    expect(joined.comensales).toBe(5);
    const fromTwo = joined.items.filter((i) => i.mesaVinculadaId === m2!.id);
    expect(fromTwo.length).toBeGreaterThanOrEqual(2);
    expect(await draftDe(v.as.mozo, m2!)).toBeNull();
    const ended = (await v.as.mozo.get<Draft[]>('/api/mesas/drafts')).body.data!;
    expect(ended.map((d) => d.numeroMesa)).toEqual([3]);

    // Split back: the lines from table 2 go to a comanda of their own there.
    const busy = await v.as.mozo.post(`/api/mesas/drafts/${a.id}/mover`, { mesaId: m3!.id });
    expect([busy.status, busy.body.message]).toEqual([400, 'La mesa de destino es la misma mesa']);
    const back = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${a.id}/separar`, { mesaId: m2!.id, clientMutationId: mutationId() });
    expect(back.status).toBe(200);
    expect(back.body.data!.items.map((i) => i.id).sort()).toEqual(
      joined.items
        .filter((i) => i.mesaVinculadaId !== m2!.id)
        .map((i) => i.id)
        .sort(),
    );
    const two = (await draftDe(v.as.mozo, m2!))!;
    expect(two.items.map((i) => i.id).sort()).toEqual(fromTwo.map((i) => i.id).sort());
    expect(two.items.every((i) => i.mesaVinculadaId === null)).toBe(true);
    const none = await v.as.mozo.post(`/api/mesas/drafts/${a.id}/separar`, { mesaId: m2!.id });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('La mesa 2 ya tiene un draft activo: uní las mesas en lugar de mover');
  });
});

describe('tips', () => {
  it('are kept apart from revenue and shown per waiter in the register and the sales report', async () => {
    const { v, draft } = await mesaConCuenta();
    await abrirCaja(v.as.cajero, 10_000);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const tarjeta = await medioId(v.as.cajero, 'tarjeta_credito');
    const division = await dividir(v.as.cajero, draft.id, { modo: 'iguales', partes: 2 });
    const [p1, p2] = division.partes;
    // 10 % by card on part 1; 1,000.00 in cash on part 2.
    const one = await cobrar(v.as.cajero, draft.id, p1!.id, { pagos: [{ medioId: tarjeta, monto: p1!.total }], propinas: [{ tipo: 'porcentaje', valor: 10, medioId: tarjeta }] });
    expect(one.status).toBe(200);
    expect(one.body.data!.propinas).toEqual([expect.objectContaining({ mozo: { id: v.as.mozo.userId, nombre: 'Usuario mozo' }, monto: 2_255.02, montoLocal: 2_255.02 })]);
    expect(one.body.data!.venta.total).toBe(p1!.total);
    // The part's sale line of the steak keeps the point it was ordered with.
    expect(one.body.data!.venta.items.filter((i) => i.modificadores?.length).map((i) => [i.producto, i.modificadores!.map((m) => m.nombre)])).toEqual([
      ['Bife de chorizo con guarnición', ['A punto']],
    ]);
    const two = await cobrar(v.as.cajero, draft.id, p2!.id, { pagos: [{ medioId: efectivo, monto: p2!.total }], propinas: [{ tipo: 'monto', valor: 1_000, medioId: efectivo }] });
    expect(two.status).toBe(200);

    // And a counter sale with a tip for the cashier.
    const gaseosa = await producto(v.as.cajero, 'BEB-002');
    const counter = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: gaseosa.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: 3_200 }],
      propinas: [{ tipo: 'monto', valor: 500, medioId: efectivo }],
    });
    expect([counter.status, counter.body.message]).toEqual([201, 'Venta finalizada']);

    const reporte = reporteVentasSchema.parse((await v.as.admin.get<ReporteVentas>('/api/reportes/ventas?rango=hoy')).body.data);
    expect(cents(reporte.totales.total)).toBe(cents(draft.total) + cents(3_200));
    expect(reporte.propinas).toBe(3_755.02);
    expect(reporte.propinasPorMozo).toEqual([
      { mozo: { id: v.as.mozo.userId, nombre: 'Usuario mozo' }, cantidad: 2, total: 3_255.02 },
      { mozo: { id: v.as.cajero.userId, nombre: 'Usuario cajero' }, cantidad: 1, total: 500 },
    ]);
    const caja = arqueosResumenSchema.parse((await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data);
    expect(caja.abierto!.propinas).toEqual(reporte.propinasPorMozo);
    // Cash tips are in the drawer: opening + cash sales + cash tips.
    expect(cents(caja.abierto!.totalEsperado)).toBe(cents(10_000) + cents(p2!.total) + cents(3_200) + cents(1_500));
    expect(caja.abierto!.movimientos).toContainEqual({ tipo: 'propina', moneda: 'ARS', monto: 1_500 });
  });

  it('a table charged at once takes a tip too, for the waiter who opened it', async () => {
    const { v, draft } = await mesaConCuenta();
    await abrirCaja(v.as.cajero);
    // Ten dollars is about a third of this table: within the limit the venue set for its tips.
    expect((await v.as.admin.put('/api/configuracion/general', { propinaMaximaPct: 40 })).status).toBe(200);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const res = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: efectivo, monto: draft.total }],
      propinas: [{ tipo: 'monto', valor: 10, medioId: efectivo, moneda: 'USD' }],
      clientMutationId: mutationId(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.venta.total).toBe(draft.total);
    const caja = (await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!;
    expect(caja.abierto!.propinas).toEqual([{ mozo: { id: v.as.mozo.userId, nombre: 'Usuario mozo' }, cantidad: 1, total: 14_255 }]);
  });
});
