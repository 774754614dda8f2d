// The inactivity sweep and the kitchen's waste, on SQLite or PostgreSQL (TEST_DATABASE_URL): the
// sweep frees only tables none of whose lines reached the kitchen, so it never has prepared food
// to record as waste. A table whose pizza the kitchen marked ready stays open, listed, and its
// ingredients stay in stock until a manager cancels it, which records them as 'merma'. A line
// held for a later course is never made, even inside an order the kitchen marked ready: the sweep
// frees its table and nothing leaves the stock.
import { pedidoSchema, type DraftsLimpieza, type Pedido } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, leerDraft, patch, planInicial } from './helpers/mesas';
import { createVenue, mutationId, type TestVenue } from './helpers/money';
import { movidosDe, pizzeria, stockDe } from './helpers/recetas-venta';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The table has not been touched for `hoursAgo` hours. */
async function idle(draftId: number, hoursAgo: number): Promise<void> {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  await t.app.db.updateTable('mesa_drafts').set({ ultima_actualizacion: at }).where('id', '=', draftId).execute();
}

async function pedidosDe(v: TestVenue, draftId: number): Promise<Pedido[]> {
  const res = await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draftId}`);
  expect(res.status).toBe(200);
  return res.body.data!.map((p) => pedidoSchema.parse(p));
}

/** The kitchen takes the table's orders and marks them ready. */
async function cocinaTermina(v: TestVenue, draftId: number): Promise<void> {
  for (const p of await pedidosDe(v, draftId)) {
    for (const estado of ['preparacion', 'listo']) {
      const res = await patch(t.app, v.as.empleado, `/api/pedidos/${p.id}/estado`, { estado });
      expect(res.status, res.body.message).toBe(200);
    }
  }
}

describe('the inactivity sweep and the kitchen’s waste', () => {
  it('leaves a table whose pizza the kitchen made for a manager, its ingredients in stock until the cancel records them as waste', async () => {
    const v = await createVenue(t.app);
    const p = await pizzeria(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 1, clientMutationId: mutationId() });
    await cocinaTermina(v, draft.id);
    await idle(draft.id, 30);

    const res = await v.as.empleado.post<DraftsLimpieza>('/api/mesas/drafts/limpiar');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.cancelados).toBe(0);
    expect(res.body.data!.pendientes).toEqual([
      expect.objectContaining({ id: draft.id, items: [expect.objectContaining({ producto: 'Pizza muzzarella', cantidad: 1, enviadoACocina: true })] }),
    ]);
    expect((await leerDraft(v.as.mozo, draft)).estado).toBe('activo');
    for (const id of [p.harina, p.tomate, p.aceite, p.muzzarella, p.cebolla]) expect(await movidosDe(v, id)).toEqual([]);

    // The manager cancels it: what the kitchen made is waste, with the reason.
    const cancel = await v.as.admin.del(`/api/mesas/drafts/${draft.id}`, { motivo: 'Se fueron sin pagar', clientMutationId: mutationId() });
    expect(cancel.status, cancel.body.message).toBe(200);
    const movs = await movidosDe(v, p.muzzarella);
    expect(movs.map((m) => [m.tipo, m.cantidad, m.usuarioId])).toEqual([['merma', -0.2, v.as.admin.userId]]);
    expect(movs[0]!.motivo).toContain('Se fueron sin pagar');
    expect(await stockDe(v, p.muzzarella)).toBe(4.8);
  });

  it('frees a table whose only line was held for a later course, even in an order the kitchen marked ready, and nothing leaves the stock', async () => {
    const v = await createVenue(t.app);
    const p = await pizzeria(v);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { productoId: p.pizza.id, cantidad: 2, curso: 'postre', enEspera: true, clientMutationId: mutationId() });
    const [pedido] = await pedidosDe(v, draft.id);
    expect(pedido!.items.map((i) => [i.nombre, i.enEspera])).toEqual([['Pizza muzzarella', true]]);
    await cocinaTermina(v, draft.id);
    await idle(draft.id, 30);

    const res = await v.as.empleado.post<DraftsLimpieza>('/api/mesas/drafts/limpiar');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.drafts.map((d) => d.id)).toEqual([draft.id]);
    expect(res.body.data!.pendientes).toEqual([]);
    // The table is free: its comanda is no longer among the open ones.
    await expect(leerDraft(v.as.mozo, draft)).rejects.toThrow('no está activo');
    for (const id of [p.harina, p.tomate, p.aceite, p.muzzarella, p.cebolla]) expect(await movidosDe(v, id)).toEqual([]);
    expect(await stockDe(v, p.muzzarella)).toBe(5);
  });
});
