// Kitchen orders born of table drafts, on SQLite or PostgreSQL (TEST_DATABASE_URL): confirmed
// items become a 'mesa' order in 'pendiente'; the orders screen and the waiter's timeline follow
// them through GET /pedidos and change them with PATCH /pedidos/{id}/estado.
import type { Draft, DraftAgregado, Mesa, Pedido } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function mesaAbierta(): Promise<{ v: TestVenue; mesa: Mesa; draft: Draft }> {
  const v = await createVenue(t.app);
  const mesas = await planInicial(v, 3);
  const mesa = mesas[1]!;
  return { v, mesa, draft: await abrirMesa(v.as.mozo, mesa) };
}

async function pedidosDe(v: TestVenue, draftId: number): Promise<Pedido[]> {
  const res = await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draftId}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

const lines = (p: Pedido) => p.items.map((i) => [i.nombre, i.cantidad, i.eliminado]);

function setEstado(v: TestVenue, id: number, estado: string, clientMutationId?: string) {
  return patch<Pedido>(t.app, v.as.empleado, `/api/pedidos/${id}/estado`, { Estado: estado, ...(clientMutationId ? { ClientMutationId: clientMutationId } : {}) });
}

describe('kitchen orders from a table', () => {
  it('sends each confirmation as its own pending table order, the next round, even while the previous one is pending', async () => {
    const { v, mesa, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const cafe = await producto(v.as.mozo, 'BEB-005');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2, Notas: 'Sin hielo' });
    // The kitchen has not started the first round: the second confirmation is still a round of its own.
    await agregar(v.as.mozo, draft.id, { ProductoId: cafe.id, Cantidad: 1 });
    // A confirmed pending list of two (the handheld's 'Confirmar') is one round with both.
    const lote = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { ProductoId: gaseosa.id, Cantidad: 1, ClientMutationId: mutationId() },
        { ProductoId: cafe.id, Cantidad: 2, ClientMutationId: mutationId() },
      ],
    });
    expect(lote.status).toBe(201);

    const list = (await v.as.empleado.get<Pedido[]>('/api/pedidos')).body.data!;
    expect(list.map((p) => [p.numero, p.ronda, p.estado])).toEqual([
      [1, 1, 'pendiente'],
      [2, 2, 'pendiente'],
      [3, 3, 'pendiente'],
    ]);
    const pedido = list[0]!;
    expect(pedido).toMatchObject({
      numero: 1,
      tipo: 'mesa',
      estado: 'pendiente',
      canal: 'presencial',
      mesaId: mesa.id,
      mesaNumero: 2,
      draftId: draft.id,
      ventaId: null,
      usuario: { nombre: 'Usuario mozo' },
      total: 5_000,
    });
    expect(pedido.items).toEqual([
      expect.objectContaining({ nombre: 'Agua mineral sin gas 500 ml', cantidad: 2, precioUnitario: 2_500, subtotal: 5_000, notas: 'Sin hielo', eliminado: false }),
    ]);
    expect(list[1]!.items).toEqual([expect.objectContaining({ nombre: 'Café espresso', cantidad: 1, subtotal: 2_800, notas: null })]);
    expect(lines(list[2]!)).toEqual([
      ['Gaseosa cola 500 ml', 1, false],
      ['Café espresso', 2, false],
    ]);
    expect(Date.now() - new Date(pedido.fechaCreacion).getTime()).toBeLessThan(60_000);
    expect(pedido.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await v.as.mozo.get<Pedido>(`/api/pedidos/${pedido.id}`)).body.data).toEqual(pedido);
    const missing = await v.as.mozo.get('/api/pedidos/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('El pedido no existe');
  });

  it('changes an item where its pending round holds it: quantity and note; a rise after the kitchen took it is a new round', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    const d = await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2 });
    await agregar(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 1 });
    const aguaId = d.items[0]!.id;
    // Round 2 is pending too: the water's change goes to round 1's line, not to round 2.
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaId}/cantidad`, { Cantidad: 3 });
    expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaId}/notas`, { notas: 'Natural', clientMutationId: mutationId() })).status).toBe(200);
    let orders = await pedidosDe(v, draft.id);
    expect(orders.map((p) => [p.ronda, p.items.map((i) => [i.nombre, i.cantidad, i.notas])])).toEqual([
      [1, [['Agua mineral sin gas 500 ml', 3, 'Natural']]],
      [2, [['Gaseosa cola 500 ml', 1, null]]],
    ]);

    expect((await setEstado(v, orders[0]!.id, 'preparacion')).status).toBe(200);
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaId}/cantidad`, { Cantidad: 4 });
    orders = await pedidosDe(v, draft.id);
    expect(orders.map((p) => [p.ronda, p.estado, lines(p)])).toEqual([
      [1, 'preparacion', [['Agua mineral sin gas 500 ml', 3, false]]],
      [2, 'pendiente', [['Gaseosa cola 500 ml', 1, false]]],
      [3, 'pendiente', [['Agua mineral sin gas 500 ml', 1, false]]],
    ]);
  });

  it('starts a new order for items confirmed after the kitchen took the first, and for quantity rises', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    const d = await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2 });
    const [first] = await pedidosDe(v, draft.id);
    expect((await setEstado(v, first!.id, 'preparacion')).body.data!.estado).toBe('preparacion');

    await agregar(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 1 });
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${d.items[0]!.id}/cantidad`, { Cantidad: 3 });
    // A decrease below what the kitchen already cooked strikes the rise it had not started (a manager's change: mesas.cancelar).
    expect((await patch(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}/items/${d.items[0]!.id}/cantidad`, { Cantidad: 1 })).status).toBe(200);
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${d.items[0]!.id}/cantidad`, { Cantidad: 4 });

    const orders = await pedidosDe(v, draft.id);
    expect(orders.map((p) => [p.numero, p.estado])).toEqual([
      [1, 'preparacion'],
      [2, 'pendiente'],
      [3, 'pendiente'],
    ]);
    expect(lines(orders[0]!)).toEqual([['Agua mineral sin gas 500 ml', 2, false]]);
    expect(lines(orders[1]!)).toEqual([['Gaseosa cola 500 ml', 1, false]]);
    expect(lines(orders[2]!)).toEqual([['Agua mineral sin gas 500 ml', 2, false]]);
  });

  it('strikes a deleted item in its pending round and brings it back when restored; cooked lines stay', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const cafe = await producto(v.as.mozo, 'BEB-005');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
    const d = await agregar(v.as.mozo, draft.id, { ProductoId: cafe.id, Cantidad: 2 });
    const [aguaItem, cafeItem] = d.items;
    const del = (itemId: number) => v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${itemId}`, { MotivoEliminacion: 'Error de carga' });

    await del(cafeItem!.id);
    let [first, second] = await pedidosDe(v, draft.id);
    expect(lines(first!)).toEqual([['Agua mineral sin gas 500 ml', 1, false]]);
    expect(lines(second!)).toEqual([['Café espresso', 2, true]]);
    expect(second!.total).toBe(0);
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/${cafeItem!.id}/restaurar`);
    [first, second] = await pedidosDe(v, draft.id);
    expect(lines(second!)).toEqual([['Café espresso', 2, false]]);

    await setEstado(v, first!.id, 'listo');
    await del(aguaItem!.id);
    const after = await pedidosDe(v, draft.id);
    expect(after).toHaveLength(2);
    expect(after.map((p) => [p.estado, lines(p)])).toEqual([
      ['listo', [['Agua mineral sin gas 500 ml', 1, false]]],
      ['pendiente', [['Café espresso', 2, false]]],
    ]);
  });

  it('cancels the unfinished orders of a cancelled table and links the orders of a finalized one to its sale', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
    const [taken] = await pedidosDe(v, draft.id);
    await setEstado(v, taken!.id, 'listo');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
    // Cancelling a table sent to the kitchen takes a reason and mesas.cancelar: the admin has it.
    expect((await v.as.admin.del(`/api/mesas/drafts/${draft.id}`, { Motivo: 'Se fueron' })).status).toBe(200);
    expect((await pedidosDe(v, draft.id)).map((p) => p.estado)).toEqual(['listo', 'cancelado']);

    const mesa3 = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data![2]!;
    const other = await abrirMesa(v.as.mozo, mesa3);
    await agregar(v.as.mozo, other.id, { ProductoId: agua.id, Cantidad: 2 });
    await abrirCaja(v.as.cajero);
    const paid = await v.as.cajero.post<{ ventaId: number }>(`/api/mesas/drafts/${other.id}/finalizar`, [{ MedioId: await medioId(v.as.cajero, 'efectivo'), Monto: 5_000 }]);
    expect(paid.status).toBe(200);
    const orders = await pedidosDe(v, other.id);
    expect(orders.map((p) => [p.estado, p.ventaId])).toEqual([['pendiente', paid.body.data!.ventaId]]);
  });

  it('makes one round per confirmation when many devices confirm at once, each item in exactly one, even while the kitchen takes one', async () => {
    const { v, draft } = await mesaAbierta();
    const cafe = await producto(v.as.mozo, 'BEB-005');
    const devices = [v.as.mozo, v.as.empleado, v.as.admin, v.as.mozo];
    const add = (i: number) =>
      devices[i % devices.length]!.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: cafe.id, Cantidad: i + 1, ClientMutationId: mutationId() });
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => add(i)));
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(201));
    // Each device is answered its own line only.
    expect(first.map((r) => r.body.data!.items.map((l) => [l.productoId, l.cantidad]))).toEqual(Array.from({ length: 10 }, (_, i) => [[cafe.id, i + 1]]));
    const pending = await pedidosDe(v, draft.id);
    expect(pending.map((p) => p.items.length)).toEqual(Array(10).fill(1));

    const second = await Promise.all([...Array.from({ length: 10 }, (_, i) => add(10 + i)), setEstado(v, pending[0]!.id, 'preparacion')]);
    expect(second.map((r) => r.status)).toEqual([...Array(10).fill(201), 200]);
    const orders = await pedidosDe(v, draft.id);
    expect(orders.map((p) => p.ronda)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(orders.map((p) => p.estado)).toEqual(['preparacion', ...Array(19).fill('pendiente')]);
    const byItem = new Map<number, number>();
    for (const line of orders.flatMap((p) => p.items)) byItem.set(line.draftItemId!, (byItem.get(line.draftItemId!) ?? 0) + line.cantidad);
    const items = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!.items;
    expect(items).toHaveLength(20);
    for (const item of items) expect(byItem.get(item.id)).toBe(item.cantidad);
  });
});

describe('order statuses', () => {
  it('moves forward through the kitchen flow or one step back, can be cancelled until ready, and applies a retried id once', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
    const [pedido] = await pedidosDe(v, draft.id);
    const id = pedido!.id;

    const cmid = mutationId();
    const [a, b] = await Promise.all([setEstado(v, id, 'preparacion', cmid), setEstado(v, id, 'preparacion', cmid)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message).toBe('Estado del pedido actualizado');
    // One step back undoes a mistaken bump; two steps are refused.
    expect((await setEstado(v, id, 'listo')).status).toBe(200);
    const twoBack = await setEstado(v, id, 'pendiente');
    expect(twoBack.status).toBe(409);
    expect(twoBack.body.message).toBe('El pedido está listo: no puede pasar a pendiente');
    expect((await setEstado(v, id, 'preparacion')).body.data!.estado).toBe('preparacion');
    expect((await setEstado(v, id, 'listo')).status).toBe(200);
    const cancel = await setEstado(v, id, 'cancelado');
    expect(cancel.body.message).toBe('El pedido está listo: no puede pasar a cancelado');
    expect((await setEstado(v, id, 'entregado')).body.data!.estado).toBe('entregado');
    expect((await setEstado(v, id, 'preparacion')).status).toBe(409);
    expect((await setEstado(v, id, 'listo')).body.data!.estado).toBe('listo');
    const bad = await setEstado(v, id, 'quemado');
    expect(bad.status).toBe(400);
    expect((await setEstado(v, 999_999, 'listo')).status).toBe(404);
  });

  it('lists the orders in progress by default, and filters by status, table and the venue dates', async () => {
    const v = await createVenue(t.app);
    const mesas = await planInicial(v, 3);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const ids: number[] = [];
    for (const mesa of mesas) {
      const draft = await abrirMesa(v.as.mozo, mesa);
      await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 });
      ids.push((await pedidosDe(v, draft.id))[0]!.id);
    }
    await setEstado(v, ids[0]!, 'listo');
    await setEstado(v, ids[0]!, 'entregado');
    await setEstado(v, ids[1]!, 'cancelado');

    const get = async (q: string) => (await v.as.empleado.get<Pedido[]>(`/api/pedidos${q}`)).body.data!.map((p) => p.id);
    expect(await get('')).toEqual([ids[2]]);
    expect(await get('?estado=entregado,cancelado')).toEqual([ids[0], ids[1]]);
    expect(await get(`?mesaId=${mesas[1]!.id}&estado=cancelado`)).toEqual([ids[1]]);
    const today = (await v.as.empleado.get<Pedido>(`/api/pedidos/${ids[0]}`)).body.data!.fecha;
    expect(await get(`?fechaDesde=${today}&fechaHasta=${today}`)).toEqual(ids);
    expect(await get('?fechaDesde=2020-01-01&fechaHasta=2020-01-02')).toEqual([]);
    expect((await v.as.empleado.get('/api/pedidos?estado=otro')).status).toBe(400);
    const other = await createVenue(t.app, { withMenu: false });
    expect((await other.as.empleado.get('/api/pedidos?estado=pendiente')).body.data).toEqual([]);
  });
});
