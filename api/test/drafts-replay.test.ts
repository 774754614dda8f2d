// Issue 18, on SQLite or PostgreSQL (TEST_DATABASE_URL): a comanda add stores a small record of
// what its answer was made of, not the answer (the whole comanda); a retry with the same
// ClientMutationId and body still gets the first answer, byte for byte, however the comanda
// changed since (more adds, quantity, note, deletion, discount, its header).
import type { Draft, DraftLoteResultado } from '@resto/shared/contracts';
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
    const itemA = (JSON.parse(first.text) as Envelope<Draft>).data!.items.at(-1)!;
    const bodyB = { ProductoId: agua.id, Cantidad: 3, ClientMutationId: mutationId() };
    const second = await add(v.as.mozo, draft.id, bodyB);
    const itemB = (JSON.parse(second.text) as Envelope<Draft>).data!.items.at(-1)!;

    const recordA = await stored(bodyA.ClientMutationId);
    expect(recordA.response).toBeNull();
    expect(recordA.replay!.length).toBeLessThan(first.text.length / 4);

    // Right away: the same text.
    expect(await add(v.as.mozo, draft.id, bodyA)).toEqual(first);

    // Then the comanda changes every way it can: its items (quantity, note, deletion), more adds,
    // its discount and header.
    const url = `/api/mesas/drafts/${draft.id}`;
    expect((await patch(t.app, v.as.admin, `${url}/items/${itemA.id}/cantidad`, { Cantidad: 5, ClientMutationId: mutationId() })).status).toBe(200);
    expect((await patch(t.app, v.as.admin, `${url}/items/${itemA.id}/notas`, { Notas: 'Con limón', ClientMutationId: mutationId() })).status).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `${url}/items/${itemB.id}`, headers: bearer(v.as.admin.token), payload: { MotivoEliminacion: 'Error de carga', ClientMutationId: mutationId() } });
    expect(del.statusCode).toBe(200);
    expect((await add(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 1, ClientMutationId: mutationId() })).status).toBe(201);
    expect((await patch(t.app, v.as.admin, `${url}/descuento`, { DescuentoTipo: 'porcentaje', DescuentoValor: 10, ClientMutationId: mutationId() })).status).toBe(200);
    expect((await patch(t.app, v.as.admin, url, { Comensales: 6, Comentario: 'Cumpleaños', ClientMutationId: mutationId() })).status).toBe(200);
    const now = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data!;
    expect(now.items.find((i) => i.id === itemA.id)).toMatchObject({ cantidad: 5, notas: 'Con limón' });
    expect(now.descuentoTipo).toBe('porcentaje');

    // Each retry still gets its own first answer, exactly, and adds nothing.
    expect(await add(v.as.mozo, draft.id, bodyA)).toEqual(first);
    expect(await add(v.as.mozo, draft.id, bodyB)).toEqual(second);
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data).toEqual(now);

    // The same id with another body is still refused.
    const other = await add(v.as.mozo, draft.id, { ...bodyA, Cantidad: 1 });
    expect(other.status).toBe(409);
    expect((JSON.parse(other.text) as Envelope).code).toBe('MUTACION_CUERPO_DISTINTO');
  });

  it('answers a batch line retried alone with the comanda as the batch left it', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const lines = [
      { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() },
      { ProductoId: agua.id, Cantidad: 2, ClientMutationId: mutationId() },
    ];
    const batch = await v.as.mozo.post<DraftLoteResultado>(`/api/mesas/drafts/${draft.id}/items/lote`, { Items: lines });
    expect(batch.status).toBe(201);
    expect((await stored(lines[0]!.ClientMutationId)).response).toBeNull();
    const itemId = batch.body.data!.draft.items[0]!.id;
    expect((await patch(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}/items/${itemId}/cantidad`, { Cantidad: 4, ClientMutationId: mutationId() })).status).toBe(200);

    const retried = await add(v.as.mozo, draft.id, lines[1]!);
    expect(retried.status).toBe(201);
    expect(JSON.parse(retried.text)).toEqual({ success: true, data: batch.body.data!.draft, message: 'Producto agregado' });
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data!.items).toHaveLength(2);
  });
});
