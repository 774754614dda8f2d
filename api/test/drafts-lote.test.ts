// On SQLite or PostgreSQL (TEST_DATABASE_URL): the batch add of a confirmed pending
// list (one request, one transaction, each line exactly once by its own ClientMutationId), the
// item note edit, draft versions, finalizing a table whose product was deactivated after it
// went to the kitchen, and table names and reserved state in the bulk plan save.
import type { Draft, DraftAgregado, DraftFinalizado, DraftLoteResultado, Mesa, Pedido } from '@resto/shared/contracts';
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
  const [mesa] = await planInicial(v, 4);
  return { v, mesa: mesa!, draft: await abrirMesa(v.as.mozo, mesa!) };
}

function withoutItems(d: Draft): Omit<Draft, 'items'> {
  const { items: _items, ...rest } = d;
  return rest;
}

const lote = (v: TestVenue, draftId: number, items: object[]) => v.as.mozo.post<DraftLoteResultado>(`/api/mesas/drafts/${draftId}/items/lote`, { Items: items });

async function pendientes(v: TestVenue, draftId: number): Promise<Pedido[]> {
  return (await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draftId}`)).body.data!;
}

describe('batch add (POST /mesas/drafts/{id}/items/lote)', () => {
  it('adds a confirmed list in one go, sends it to the kitchen as one order, and applies each line once however it is retried', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    const lines = [
      { ProductoId: agua.id, Cantidad: 2, Notas: 'Natural', ClientMutationId: mutationId() },
      { ProductoId: gaseosa.id, Cantidad: 1, ClientMutationId: mutationId() },
      { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() },
    ];
    const res = await lote(v, draft.id, lines);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('3 productos agregados');
    const { draft: d, items } = res.body.data!;
    expect(d.items.map((i) => [i.productoId, i.cantidad, i.notas])).toEqual([
      [agua.id, 2, 'Natural'],
      [gaseosa.id, 1, null],
      [agua.id, 1, null],
    ]);
    expect(items).toEqual(lines.map((l, i) => ({ clientMutationId: l.ClientMutationId, aplicado: true, itemId: d.items[i]!.id })));
    expect(d.version).toBe(draft.version + 1);
    expect(d.cantidadItems).toBe(3);
    // What a GET reads back is exactly what the batch answered (built without reading back).
    const mesaDraft = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(mesaDraft).toEqual(d);
    const kitchen = await pendientes(v, draft.id);
    expect(kitchen).toHaveLength(1);
    expect(kitchen[0]!.items.map((i) => [i.draftItemId, i.cantidad])).toEqual(d.items.map((i) => [i.id, i.cantidad]));

    // The whole batch again: nothing is added twice.
    const again = await lote(v, draft.id, lines);
    expect(again.status).toBe(200);
    expect(again.body.data!.items.every((i) => !i.aplicado)).toBe(true);
    expect(again.body.data!.draft.items).toHaveLength(3);

    // One line alone, retried through the single add: the batch's change (the draft as it left it
    // and its three lines), no new item.
    const single = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, lines[1]!);
    expect(single.status).toBe(201);
    expect(single.body.data).toEqual({ draft: withoutItems(d), items: d.items });
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data).toEqual(mesaDraft);

    // A batch mixing applied lines and a new one adds only the new one.
    const nuevo = { ProductoId: gaseosa.id, Cantidad: 2, ClientMutationId: mutationId() };
    const mixed = await lote(v, draft.id, [lines[0]!, nuevo]);
    expect(mixed.status).toBe(201);
    expect(mixed.body.data!.items.map((i) => i.aplicado)).toEqual([false, true]);
    expect(mixed.body.data!.draft.items).toHaveLength(4);
    // The new line is a round of its own; the first round keeps its three lines.
    const rounds = await pendientes(v, draft.id);
    expect(rounds.map((p) => [p.ronda, p.items.map((i) => [i.productoId, i.cantidad])])).toEqual([
      [
        1,
        [
          [agua.id, 2],
          [gaseosa.id, 1],
          [agua.id, 1],
        ],
      ],
      [2, [[gaseosa.id, 2]]],
    ]);
  });

  it('takes lines already applied one by one (the waiter outbox sent some before the batch)', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const first = { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() };
    await agregar(v.as.mozo, draft.id, first);
    const res = await lote(v, draft.id, [first, { ProductoId: agua.id, Cantidad: 3, ClientMutationId: mutationId() }]);
    expect(res.status).toBe(201);
    expect(res.body.data!.draft.items.map((i) => i.cantidad)).toEqual([1, 3]);
  });

  it('adds nothing when one line is invalid, and the same ids work once the list is fixed', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const ok = { ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() };
    const bad = { ProductoId: 999_999, Cantidad: 1, ClientMutationId: mutationId() };
    const res = await lote(v, draft.id, [ok, bad]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El producto 999999 no existe o no está activo');
    const after = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(after.items).toEqual([]);
    expect(after.version).toBe(draft.version);
    expect(await pendientes(v, draft.id)).toEqual([]);
    const fixed = await lote(v, draft.id, [ok, { ...bad, ProductoId: agua.id }]);
    expect(fixed.status).toBe(201);
    expect(fixed.body.data!.draft.items).toHaveLength(2);
  });

  it('refuses lines without their own distinct ClientMutationId, and an id used for another operation', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    expect((await lote(v, draft.id, [{ ProductoId: agua.id, Cantidad: 1 }])).status).toBe(400);
    const id = mutationId();
    expect(
      (
        await lote(v, draft.id, [
          { ProductoId: agua.id, Cantidad: 1, ClientMutationId: id },
          { ProductoId: agua.id, Cantidad: 2, ClientMutationId: id },
        ])
      ).status,
    ).toBe(400);
    expect((await lote(v, draft.id, [])).status).toBe(400);
    const used = mutationId();
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}`, { Comensales: 3, ClientMutationId: used });
    const reused = await lote(v, draft.id, [{ ProductoId: agua.id, Cantidad: 1, ClientMutationId: used }]);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('El ClientMutationId ya se usó para otra operación');
  });

  it('applies concurrent copies of one batch once', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const lines = Array.from({ length: 5 }, () => ({ ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() }));
    const results = await Promise.all([lote(v, draft.id, lines), lote(v, draft.id, lines), lote(v, draft.id, lines)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const after = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(after.items).toHaveLength(5);
    expect(after.version).toBe(draft.version + 1);
  });
});

describe('changes arriving together', () => {
  it('applies each of many concurrent adds, and one refused among them takes none of the others with it', async () => {
    // On SQLite these share commits (one SAVEPOINT each inside one transaction).
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const adds = Array.from({ length: 12 }, (_, i) =>
      v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: agua.id, Cantidad: i + 1, ClientMutationId: mutationId() }),
    );
    const refused = v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: 999_999, Cantidad: 1, ClientMutationId: mutationId() });
    const [results, refusedResult] = await Promise.all([Promise.all(adds), refused]);
    expect([...results.map((r) => r.status), refusedResult.status]).toEqual([...Array<number>(12).fill(201), 400]);
    const after = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(after.items.map((i) => i.cantidad).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(after.version).toBe(draft.version + 12);
    // Each add answered its own line, at a version of its own.
    results.forEach((r, i) => expect(r.body.data!.items).toEqual([after.items.find((item) => item.cantidad === i + 1)]));
    expect(results.map((r) => r.body.data!.draft.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => draft.version + 1 + i));
    // Each add is a confirmation of its own: twelve rounds, one line each, none lost or doubled.
    const rounds = await pendientes(v, draft.id);
    expect(rounds.map((p) => p.items.length)).toEqual(Array<number>(12).fill(1));
    expect(rounds.map((p) => p.items[0]!.cantidad).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe('adds after other changes', () => {
  it('shows every change made since the previous add (the items an add left are reused only while nothing else changed)', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    const read = async () => (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    /** The single add; its change must be the comanda read back: the draft without items and the new line. */
    const add = async (productoId: number, cantidad = 1): Promise<Draft> => {
      const res = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: productoId, Cantidad: cantidad, ClientMutationId: mutationId() });
      expect(res.status).toBe(201);
      const whole = await read();
      expect(res.body.data).toEqual({ draft: withoutItems(whole), items: [whole.items.at(-1)] });
      expect(res.body.data!.items[0]).toMatchObject({ productoId, cantidad });
      return whole;
    };
    let d = await add(agua.id);
    d = await add(gaseosa.id);
    expect(d).toMatchObject({ cantidadItems: 2, subtotal: agua.precio + gaseosa.precio });
    const [first, second] = d.items;

    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${first!.id}/cantidad`, { Cantidad: 4, ClientMutationId: mutationId() });
    d = await add(agua.id, 2);
    expect(d.items.map((i) => i.cantidad)).toEqual([4, 1, 2]);
    expect(d).toMatchObject({ cantidadItems: 3, subtotal: 6 * agua.precio + gaseosa.precio });

    // A line the kitchen has is taken off by a manager (mesas.cancelar).
    await v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${second!.id}`, { MotivoEliminacion: 'Error', ClientMutationId: mutationId() });
    await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${first!.id}/notas`, { Notas: 'Sin hielo', ClientMutationId: mutationId() });
    d = await add(gaseosa.id);
    expect(d.items.map((i) => [i.cantidad, i.eliminado, i.notas])).toEqual([
      [4, false, 'Sin hielo'],
      [1, true, null],
      [2, false, null],
      [1, false, null],
    ]);
    expect(d).toMatchObject({ cantidadItems: 3, subtotal: 6 * agua.precio + gaseosa.precio });

    // A batch and a refused add in between change nothing the next add could miss.
    const refused = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: 999_999, Cantidad: 1, ClientMutationId: mutationId() });
    expect(refused.status).not.toBe(201);
    const batch = await lote(v, draft.id, [{ ProductoId: agua.id, Cantidad: 1, ClientMutationId: mutationId() }]);
    d = await add(agua.id, 3);
    expect(d.items).toHaveLength(6);
    expect(d.version).toBe(batch.body.data!.draft.version + 1);
    expect(d).toMatchObject({ cantidadItems: 5, subtotal: 10 * agua.precio + gaseosa.precio });
  });
});

describe('item note (PATCH /mesas/drafts/{id}/items/{itemId}/notas)', () => {
  it('changes the note on the draft and on its pending kitchen line, once per ClientMutationId', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const d = await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1, Notas: 'Con hielo' });
    const itemId = d.items[0]!.id;
    const body = { Notas: '  Sin hielo ', ClientMutationId: mutationId() };
    const res = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${itemId}/notas`, body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Nota actualizada');
    expect(res.body.data!.items[0]!.notas).toBe('Sin hielo');
    expect(res.body.data!.version).toBe(d.version + 1);
    expect((await pendientes(v, draft.id))[0]!.items[0]!.notas).toBe('Sin hielo');
    const replay = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${itemId}/notas`, body);
    expect(replay.body.data).toEqual(res.body.data);
    const cleared = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${itemId}/notas`, { Notas: '', ClientMutationId: mutationId() });
    expect(cleared.body.data!.items[0]!.notas).toBeNull();
    const missing = await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/999999/notas`, { Notas: 'x' });
    expect(missing.status).toBe(404);
  });
});

describe('finalizing', () => {
  it('charges a product deactivated after it went to the kitchen, at the price it was served', async () => {
    const { v, draft } = await mesaAbierta();
    await abrirCaja(v.as.cajero, 10_000);
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2 });
    await t.app.db.updateTable('productos').set({ activo: false }).where('id', '=', agua.id).execute();
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const res = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${draft.id}/finalizar`, [{ MedioId: efectivo, Monto: 5_000 }]);
    expect(res.status).toBe(200);
    expect(res.body.data!.venta).toMatchObject({ total: 5_000, estado: 'pagada' });
    expect(res.body.data!.venta.items).toEqual([expect.objectContaining({ productoId: agua.id, cantidad: 2, subtotal: 5_000 })]);
  });
});

describe('floor plan bulk save', () => {
  it('stores a table name and the reserved state', async () => {
    const v = await createVenue(t.app);
    const mesas = await planInicial(v, 2);
    const body = mesas.map((m, i) => ({ id: m.id, numero: m.numero, x: m.x, y: m.y, ...(i === 0 ? { nombre: 'Ventana', estado: 'reservada' } : {}) }));
    const res = await v.as.admin.put<Mesa[]>('/api/mesas/bulk', body);
    expect(res.status).toBe(200);
    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan.map((m) => [m.numero, m.nombre, m.estado])).toEqual([
      [1, 'Ventana', 'reservada'],
      [2, null, 'disponible'],
    ]);
  });
});
