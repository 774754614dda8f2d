// Hot statements compiled once: the text kysely would send, each argument in its place,
// the builder's own constants kept, on SQLite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotQuery } from '../src/db/hot-query';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('hotQuery', () => {
  it('runs the SQL kysely compiles, with each argument where its placeholder was, whatever the order', async () => {
    const db = t.app.db;
    await db
      .insertInto('app_settings')
      .values([
        { key: 'hot.a', value: 'uno' },
        { key: 'hot.b', value: 'dos' },
        { key: 'hot.c', value: 'tres' },
      ])
      .execute();
    const texts: string[] = [];
    // Arguments used out of order, one twice, and a constant the builder binds itself.
    const find = hotQuery<{ key: string; value: string }, [string, string, string]>((k, p) => {
      const query = k
        .selectFrom('app_settings')
        .select(['key', 'value'])
        .where((eb) => eb.or([eb('key', '=', p(2)), eb('key', '=', p(0)), eb('value', '=', p(2))]))
        .where('key', '!=', 'hot.nunca')
        .where('key', 'like', sql.lit('hot.%'))
        .orderBy('key');
      texts.push(query.compile().sql);
      return query;
    });
    expect(await find(db, 'hot.a', 'sin uso', 'hot.c')).toEqual([
      { key: 'hot.a', value: 'uno' },
      { key: 'hot.c', value: 'tres' },
    ]);
    expect(await find(db, 'hot.b', 'sin uso', 'nada')).toEqual([{ key: 'hot.b', value: 'dos' }]);
    // Built and compiled once for the database, not on every call.
    expect(texts).toHaveLength(1);
  });

  it('writes through the compiled text too (inserts with returning, updates)', async () => {
    const db = t.app.db;
    const put = hotQuery<{ key: string }, [string, string]>((k, p) =>
      k
        .insertInto('app_settings')
        .values({ key: p(0), value: p(1) })
        .returning('key'),
    );
    const change = hotQuery<unknown, [string, string]>((k, p) =>
      k
        .updateTable('app_settings')
        .set({ value: p(1) })
        .where('key', '=', p(0)),
    );
    expect(await put(db, 'hot.d', 'cuatro')).toEqual([{ key: 'hot.d' }]);
    await change(db, 'hot.d', 'cinco');
    expect(await db.selectFrom('app_settings').select('value').where('key', '=', 'hot.d').executeTakeFirst()).toEqual({ value: 'cinco' });
  });
});
