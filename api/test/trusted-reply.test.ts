// In production the comanda add's reply (the single add's change, the batch's whole
// comanda) is written without the zod check; what it writes must be exactly what the contract's
// serializer writes (same keys, same order, nothing more), for the single add, its replay and the
// batch add.
import { draftAgregadoSchema, draftLoteResultadoSchema, type Draft, type DraftAgregado } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okSchema } from '../src/lib/envelope';
import { reusableJson, stringifyReusing } from '../src/lib/trusted-reply';
import { abrirMesa, planInicial } from './helpers/mesas';
import { createVenue, mutationId, producto } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    t = await createTestApp({ seed: false });
  } finally {
    process.env.NODE_ENV = before;
  }
});
afterAll(async () => {
  await t?.close();
});

/** The text the contract's zod serializer writes for `text`'s value. */
const contractText = (schema: { encode(value: unknown): unknown }, text: string) => JSON.stringify(schema.encode(JSON.parse(text)));

describe('comanda replies written without zod in production', () => {
  it('writes exactly what the contract serializer writes', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    const addReply = okSchema(draftAgregadoSchema);
    const url = `/api/mesas/drafts/${draft.id}/items`;
    const body = { ProductoId: agua.id, Cantidad: 2, Notas: 'Natural', ClientMutationId: mutationId() };
    const first = await t.app.inject({ method: 'POST', url, headers: bearer(v.as.mozo.token), payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.body).toBe(contractText(addReply, first.body));
    const change = first.json<{ data: DraftAgregado }>().data;
    expect(change.items).toHaveLength(1);
    expect(change.items[0]).toMatchObject({ productoId: agua.id, cantidad: 2, notas: 'Natural' });
    expect(change.draft).toMatchObject({ id: draft.id, version: draft.version + 1, cantidadItems: 1 });
    expect(Object.keys(change.draft)).not.toContain('items');

    const replay = await t.app.inject({ method: 'POST', url, headers: bearer(v.as.mozo.token), payload: body });
    expect(replay.body).toBe(first.body);

    const batch = await t.app.inject({
      method: 'POST',
      url: `${url}/lote`,
      headers: bearer(v.as.mozo.token),
      payload: {
        Items: [
          { ProductoId: gaseosa.id, Cantidad: 1, ClientMutationId: mutationId() },
          { ProductoId: agua.id, Cantidad: 3, ClientMutationId: mutationId() },
        ],
      },
    });
    expect(batch.statusCode).toBe(201);
    expect(batch.body).toBe(contractText(okSchema(draftLoteResultadoSchema), batch.body));

    // Later adds reuse the kept text of every earlier line; a comment that looks like JSON stays text.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/mesas/drafts/${draft.id}`,
      headers: bearer(v.as.mozo.token),
      payload: { Comentario: '"items":[{"id":1}] \\u0000', ClientMutationId: mutationId() },
    });
    expect(patched.statusCode).toBe(200);
    const expected = [2, 1, 3];
    for (const cantidad of [1, 4]) {
      expected.push(cantidad);
      const next = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(v.as.mozo.token),
        payload: { ProductoId: gaseosa.id, Cantidad: cantidad, ClientMutationId: mutationId() },
      });
      expect(next.statusCode).toBe(201);
      expect(next.body).toBe(contractText(addReply, next.body));
      const added = next.json<{ data: DraftAgregado }>().data;
      expect(added.draft.comentario).toBe('"items":[{"id":1}] \\u0000');
      expect(added.items.map((i) => i.cantidad)).toEqual([cantidad]);
      const whole = await t.app.inject({ method: 'GET', url: `/api/mesas/${mesa!.id}/draft`, headers: bearer(v.as.mozo.token) });
      const { items, ...rest } = whole.json<{ data: Draft }>().data;
      expect(items.map((i) => i.cantidad)).toEqual(expected);
      expect(added).toEqual({ draft: rest, items: [items.at(-1)] });
    }
  });
});

describe('stringifyReusing', () => {
  it('writes what JSON.stringify writes, reused objects, look-alike strings and JSON.stringify’s edge cases included', () => {
    const line = reusableJson(Object.freeze({ id: 1, nombre: 'Agua "con gas"', modificadores: Object.freeze([Object.freeze({ nombre: 'Hielo' })]) }));
    const other = reusableJson(Object.freeze({ id: 2, nombre: 'Café', notas: null }));
    const data = { success: true, data: { comentario: '\u0000x:0 "items":[]', items: [line, other, line], nested: { again: other } }, message: 'ok' };
    expect(stringifyReusing(data)).toBe(JSON.stringify(data));
    // The second time from the kept texts.
    expect(stringifyReusing(data)).toBe(JSON.stringify(data));
    const edge = { a: undefined, f: () => 1, d: new Date(0), arr: [undefined, () => 1, null, { x: undefined }], n: NaN, nested: [[line]], o: Object.create(null) as object };
    expect(stringifyReusing(edge)).toBe(JSON.stringify(edge));
    expect(stringifyReusing([1, 'a', null])).toBe(JSON.stringify([1, 'a', null]));
    expect(stringifyReusing(undefined)).toBe('null');
  });
});
