// On SQLite or PostgreSQL (TEST_DATABASE_URL): a comanda add answers the change it made
// (the draft without items as it left it and its new line) and stores a small record of what that
// answer was made of, not the answer; a retry with the same ClientMutationId and body still gets
// the first answer, byte for byte, however the comanda changed since (more adds, quantity, note,
// deletion, discount, its header). A batch line retried alone answers its batch's change.
import type { Draft, DraftAgregado, DraftLoteResultado } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, patch, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto, type ApiClient } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The add as a handheld sends it; the answer's exact text. */
async function add(c: ApiClient, draftId: number, body: object): Promise<{ status: number; text: string }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/mesas/drafts/${draftId}/items`, headers: bearer(c.token), payload: body });
  return { status: res.statusCode, text: res.body };
}

/** The change an answer's text carries. */
const changeOf = (text: string): DraftAgregado => (JSON.parse(text) as Envelope<DraftAgregado>).data!;

/** The comanda as the api reads it back. */
async function comanda(c: ApiClient, mesaId: number): Promise<Draft> {
  const res = await c.get<Draft>(`/api/mesas/${mesaId}/draft`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

function withoutItems(d: Draft): Omit<Draft, 'items'> {
  const { items: _items, ...rest } = d;
  return rest;
}

async function stored(clientMutationId: string): Promise<{ response: string | null; replay: string | null }> {
  return t.app.db.selectFrom('client_mutations').select(['response', 'replay']).where('client_mutation_id', '=', clientMutationId).executeTakeFirstOrThrow();
}

describe('comanda add replays from a small record', () => {
  it('answers a retried add with its first answer, byte for byte, after the comanda changed in every way', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    // A comanda of real size: its answer is far bigger than the record kept for it.
    for (let i = 0; i < 12; i += 1) expect((await add(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() })).status).toBe(201);
    const bodyA = { ProductoId: gaseosa.id, Cantidad: 2, Notas: 'Sin hielo', ClientMutationId: mutationId() };
    const first = await add(v.as.mozo, draft.id, bodyA);
    expect(first.status).toBe(201);
    const changeA = changeOf(first.text);
    // The change only: the new line and the draft as the add left it, not the 13 lines.
    expect(changeA.items).toHaveLength(1);
    const itemA = changeA.items[0]!;
    expect(itemA).toMatchObject({ productoId: gaseosa.id, cantidad: 2, notas: 'Sin hielo', eliminado: false });
    expect(changeA.draft).toMatchObject({ id: draft.id, version: draft.version + 13, cantidadItems: 13 });
    const afterA = await comanda(v.as.mozo, mesa!.id);
    expect(changeA).toEqual({ draft: withoutItems(afterA), items: [afterA.items.at(-1)] });
    const bodyB = { ProductoId: agua.id, Cantidad: 3, ClientMutationId: mutationId() };
    const second = await add(v.as.mozo, draft.id, bodyB);
    expect(second.status).toBe(201);
    const changeB = changeOf(second.text);
    expect(changeB.items).toHaveLength(1);
    const itemB = changeB.items[0]!;
    expect(changeB.draft.version).toBe(changeA.draft.version + 1);

    // What is kept is far smaller than the comanda the record rebuilds the answer from.
    const recordA = await stored(bodyA.ClientMutationId);
    expect(recordA.response).toBeNull();
    expect(recordA.replay!.length).toBeLessThan(JSON.stringify(afterA).length / 4);

    // Right away: the same text.
    expect(await add(v.as.mozo, draft.id, bodyA)).toEqual(first);

    // Then the comanda changes every way it can: its items (quantity, note, deletion), more adds,
    // its discount and header.
    const url = `/api/mesas/drafts/${draft.id}`;
    expect((await patch(t.app, v.as.admin, `${url}/items/${itemA.id}/cantidad`, { Cantidad: 5, ClientMutationId: mutationId() })).status).toBe(200);
    expect((await patch(t.app, v.as.admin, `${url}/items/${itemA.id}/notas`, { Notas: 'Con limón', ClientMutationId: mutationId() })).status).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${url}/items/${itemB.id}`,
      headers: bearer(v.as.admin.token),
      payload: { MotivoEliminacion: 'Error de carga', ClientMutationId: mutationId() },
    });
    expect(del.statusCode).toBe(200);
    expect((await add(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 1, ClientMutationId: mutationId() })).status).toBe(201);
    expect((await patch(t.app, v.as.admin, `${url}/descuento`, { DescuentoTipo: 'porcentaje', DescuentoValor: 10, ClientMutationId: mutationId() })).status).toBe(200);
    expect((await patch(t.app, v.as.admin, url, { Comensales: 6, Comentario: 'Cumpleaños', ClientMutationId: mutationId() })).status).toBe(200);
    const now = await comanda(v.as.mozo, mesa!.id);
    expect(now.items.find((i) => i.id === itemA.id)).toMatchObject({ cantidad: 5, notas: 'Con limón' });
    expect(now.items.find((i) => i.id === itemB.id)).toMatchObject({ eliminado: true });
    expect(now.descuentoTipo).toBe('porcentaje');

    // Each retry still gets its own first answer, exactly, and adds nothing: the line and the
    // draft as they were then, not as they are now.
    const replayA = await add(v.as.mozo, draft.id, bodyA);
    expect(replayA).toEqual(first);
    expect(changeOf(replayA.text).items).toEqual([itemA]);
    expect(changeOf(replayA.text).draft.version).toBeLessThan(now.version);
    expect(await add(v.as.mozo, draft.id, bodyB)).toEqual(second);
    expect(changeOf(second.text).items[0]!.eliminado).toBe(false);
    expect(await comanda(v.as.mozo, mesa!.id)).toEqual(now);

    // The same id with another body is still refused.
    const other = await add(v.as.mozo, draft.id, { ...bodyA, Cantidad: 1 });
    expect(other.status).toBe(409);
    expect((JSON.parse(other.text) as Envelope).code).toBe('MUTACION_CUERPO_DISTINTO');
  });

  it('answers a replayed add with its own change, byte for byte, after another add, a quantity change and the deletion of its line', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    expect((await add(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() })).status).toBe(201);
    const body = { ProductoId: gaseosa.id, Cantidad: 2, Notas: 'Sin hielo', ClientMutationId: mutationId() };
    const first = await add(v.as.mozo, draft.id, body);
    expect(first.status).toBe(201);
    const change = changeOf(first.text);
    const [line] = change.items;
    expect(change.items).toHaveLength(1);
    expect(line).toMatchObject({ productoId: gaseosa.id, cantidad: 2, notas: 'Sin hielo', eliminado: false, subtotalItem: 2 * gaseosa.precio });
    expect(change.draft).toMatchObject({ version: draft.version + 2, cantidadItems: 2, subtotal: agua.precio + 2 * gaseosa.precio });

    // Another add: the replay does not carry its line nor its version.
    const other = await add(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 4, ClientMutationId: mutationId() });
    expect(other.status).toBe(201);
    expect(await add(v.as.mozo, draft.id, body)).toEqual(first);

    // The line's quantity changes: the replay keeps the quantity it was added with.
    const url = `/api/mesas/drafts/${draft.id}/items/${line!.id}`;
    expect((await patch(t.app, v.as.mozo, `${url}/cantidad`, { Cantidad: 3, ClientMutationId: mutationId() })).status).toBe(200);
    expect(await add(v.as.mozo, draft.id, body)).toEqual(first);

    // The line is deleted: the replay still shows it as it was added.
    const del = await t.app.inject({ method: 'DELETE', url, headers: bearer(v.as.admin.token), payload: { MotivoEliminacion: 'Error de carga', ClientMutationId: mutationId() } });
    expect(del.statusCode).toBe(200);
    const now = await comanda(v.as.mozo, mesa!.id);
    expect(now.version).toBe(change.draft.version + 3);
    expect(now.items.find((i) => i.id === line!.id)).toMatchObject({ cantidad: 3, eliminado: true });
    const replay = await add(v.as.mozo, draft.id, body);
    expect(replay).toEqual(first);
    expect(changeOf(replay.text)).toEqual(change);
    // And adds nothing.
    expect(await comanda(v.as.mozo, mesa!.id)).toEqual(now);
  });

  it("answers a batch line retried alone with the batch's change: the draft as the batch left it and all its lines", async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    // A line before the batch: not part of the batch's change.
    expect((await add(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 1, ClientMutationId: mutationId() })).status).toBe(201);
    const lines = [
      { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() },
      { ProductoId: agua.id, Cantidad: 2, ClientMutationId: mutationId() },
    ];
    const batch = await v.as.mozo.post<DraftLoteResultado>(`/api/mesas/drafts/${draft.id}/items/lote`, { Items: lines });
    expect(batch.status).toBe(201);
    expect((await stored(lines[0]!.ClientMutationId)).response).toBeNull();
    const batchDraft = batch.body.data!.draft;
    expect(batchDraft.items).toHaveLength(3);
    const batchLines = batchDraft.items.slice(1);
    expect(batchLines.map((i) => i.id)).toEqual(batch.body.data!.items.map((i) => i.itemId));
    const itemId = batchLines[0]!.id;
    expect((await patch(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}/items/${itemId}/cantidad`, { Cantidad: 4, ClientMutationId: mutationId() })).status).toBe(200);
    const before = await comanda(v.as.mozo, mesa!.id);
    expect(before.version).toBe(batchDraft.version + 1);

    const expected = { success: true, data: { draft: withoutItems(batchDraft), items: batchLines }, message: 'Producto agregado' };
    const retried = await add(v.as.mozo, draft.id, lines[1]!);
    expect(retried.status).toBe(201);
    expect(JSON.parse(retried.text)).toEqual(expected);
    const change = changeOf(retried.text);
    expect(change.draft.version).toBe(batchDraft.version);
    expect(change.items.map((i) => i.cantidad)).toEqual([1, 2]);
    expect(Object.keys(change.draft)).not.toContain('items');
    // The batch's other line answers the same change, and nothing is added either way.
    const otherLine = await add(v.as.mozo, draft.id, lines[0]!);
    expect(otherLine.status).toBe(201);
    expect(otherLine.text).toBe(retried.text);
    expect(await comanda(v.as.mozo, mesa!.id)).toEqual(before);
  });
});
