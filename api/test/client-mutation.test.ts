import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMutation, type MutationResult } from '../src/plugins/client-mutation';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let localId: number;
beforeAll(async () => {
  t = await createTestApp();
  localId = (await t.app.db.selectFrom('locales').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

/** The "effect" under test: a counter row in app_settings, read and written in the transaction. */
async function counter(key: string): Promise<number> {
  const row = await t.app.db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

function increment(key: string) {
  return async (trx: Parameters<Parameters<typeof runMutation>[2]>[0]): Promise<MutationResult<{ value: number }>> => {
    const row = await trx.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
    const value = (row ? Number(row.value) : 0) + 1;
    if (row)
      await trx
        .updateTable('app_settings')
        .set({ value: String(value) })
        .where('key', '=', key)
        .execute();
    else
      await trx
        .insertInto('app_settings')
        .values({ key, value: String(value) })
        .execute();
    return { statusCode: 201, body: { value } };
  };
}

describe('runMutation', () => {
  it('applies an id once and returns the stored answer on a repeat', async () => {
    const key = { localId, clientMutationId: 'client-a-1700000000001', operation: 'test.increment' };
    const first = await runMutation(t.app.db, key, increment('c1'));
    const second = await runMutation(t.app.db, key, increment('c1'));
    expect(first).toEqual({ statusCode: 201, body: { value: 1 }, replayed: false });
    // The repeat carries the stored text too, so it is sent as it was stored, not serialised again
    // (PostgreSQL's jsonb gives back the same JSON with its own spacing).
    expect(second).toMatchObject({ statusCode: 201, body: { value: 1 }, replayed: true });
    expect(JSON.parse(second.json!)).toEqual({ value: 1 });
    expect(await counter('c1')).toBe(1);
  });

  it("serialises the body once with the route's serialiser: the text stored is the text a repeat gets", async () => {
    const key = { localId, clientMutationId: 'client-s-1700000000009', operation: 'test.increment' };
    const calls: [number, unknown][] = [];
    const serialize = (statusCode: number, body: unknown) => {
      calls.push([statusCode, body]);
      return `{"envuelto":${JSON.stringify(body)}}`;
    };
    const first = await runMutation(t.app.db, key, increment('c9'), serialize);
    const second = await runMutation(t.app.db, key, increment('c9'), serialize);
    expect(first).toEqual({ statusCode: 201, body: { value: 1 }, replayed: false, json: '{"envuelto":{"value":1}}' });
    expect(second).toMatchObject({ statusCode: 201, replayed: true });
    expect(JSON.parse(second.json!)).toEqual({ envuelto: { value: 1 } });
    expect(calls).toEqual([[201, { value: 1 }]]);
  });

  it('applies 10 concurrent calls with one id exactly once, all getting the same answer', async () => {
    const key = { localId, clientMutationId: 'client-b-1700000000002', operation: 'test.increment' };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => runMutation(t.app.db, key, increment('c2'))));
    expect(await counter('c2')).toBe(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    for (const o of outcomes) expect(o).toMatchObject({ statusCode: 201, body: { value: 1 } });
  });

  it('runs every call when no id is given, and treats ids per venue', async () => {
    await runMutation(t.app.db, { localId, operation: 'test.increment' }, increment('c3'));
    await runMutation(t.app.db, { localId, clientMutationId: '  ', operation: 'test.increment' }, increment('c3'));
    expect(await counter('c3')).toBe(2);

    const otherVenue = await t.app.db
      .insertInto('locales')
      .values({
        nombre: 'Otro',
        pais: 'UY',
        locale: 'es-UY',
        currency_code: 'UYU',
        timezone: 'America/Montevideo',
        modulo_restaurant: true,
        modulo_pos_flow: false,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await runMutation(t.app.db, { localId, clientMutationId: 'shared-id', operation: 'test.increment' }, increment('c4'));
    await runMutation(t.app.db, { localId: otherVenue.id, clientMutationId: 'shared-id', operation: 'test.increment' }, increment('c4'));
    expect(await counter('c4')).toBe(2);
  });

  it('records nothing when the work fails, so a retry with the same id applies', async () => {
    const key = { localId, clientMutationId: 'client-c-1', operation: 'test.increment' };
    await expect(
      runMutation(t.app.db, key, async (trx) => {
        await increment('c5')(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await counter('c5')).toBe(0);
    const retry = await runMutation(t.app.db, key, increment('c5'));
    expect(retry.replayed).toBe(false);
    expect(await counter('c5')).toBe(1);
  });

  it('refuses an id reused for another operation with 409', async () => {
    const id = 'client-d-1';
    await runMutation(t.app.db, { localId, clientMutationId: id, operation: 'test.increment' }, increment('c6'));
    await expect(runMutation(t.app.db, { localId, clientMutationId: id, operation: 'test.other' }, increment('c6'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'El ClientMutationId ya se usó para otra operación',
    });
    expect(await counter('c6')).toBe(1);
  });
});
