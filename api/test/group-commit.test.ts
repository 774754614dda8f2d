// The SQLite group commit: mutations that arrive together share one COMMIT, each in its
// own savepoint; one that fails leaves the others applied; none is answered before the commit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit, groupScope } from '../src/db/group-commit';
import type { Database } from '../src/db/schema';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open(): { db: Kysely<Database>; group: GroupCommit; raw: BetterSqlite3.Database; commits: () => number; savepoints: () => number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-group-commit-'));
  dirs.push(dir);
  const raw = new BetterSqlite3(path.join(dir, 'g.db'));
  raw.pragma('journal_mode = WAL');
  raw.exec('create table t (v integer not null unique)');
  let commits = 0;
  let savepoints = 0;
  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(text) {
      if (/^commit/i.test(text)) commits += 1;
      if (/^savepoint/i.test(text)) savepoints += 1;
      return raw.prepare(text) as never;
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, group: new GroupCommit(db, database), raw, commits: () => commits, savepoints: () => savepoints };
}

const insert = (v: number) => async (trx: Kysely<Database>) => {
  await sql`insert into t (v) values (${v})`.execute(trx);
  return v;
};

describe('GroupCommit', () => {
  it('commits mutations that arrive together once, and a failing one alone is rolled back', async () => {
    const { db, group, raw, commits } = open();
    const results = await Promise.allSettled([group.run(insert(1)), group.run(insert(2)), group.run(insert(1)), group.run(insert(3))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(commits()).toBe(1);
    expect(raw.prepare('select v from t order by v').pluck().all()).toEqual([1, 2, 3]);
    // Later ones get a commit of their own.
    await group.run(insert(4));
    expect(commits()).toBe(2);
    await db.destroy();
  });

  it('runs a mutation that comes alone in a transaction of its own, without a savepoint, with the same guarantees', async () => {
    const { db, group, raw, commits, savepoints } = open();
    const kept: number[] = [];
    expect(
      await group.run(async (trx) => {
        groupScope(trx)!.afterCommit(() => kept.push(1));
        await insert(1)(trx);
        expect(kept).toEqual([]);
        return 'uno';
      }),
    ).toBe('uno');
    expect(kept).toEqual([1]);
    expect([commits(), savepoints()]).toEqual([1, 0]);
    // A lone failure leaves nothing behind (the unique value 1 again, after a write that is undone).
    await expect(
      group.run(async (trx) => {
        groupScope(trx)!.afterCommit(() => kept.push(2));
        await insert(2)(trx);
        await insert(1)(trx);
      }),
    ).rejects.toThrow();
    expect(raw.prepare('select v from t order by v').pluck().all()).toEqual([1]);
    expect(kept).toEqual([1]);
    // A lone one whose COMMIT fails is refused and leaves nothing either.
    raw.exec('create table parent (id integer primary key); create table child (p integer references parent(id) deferrable initially deferred)');
    raw.pragma('foreign_keys = ON');
    await expect(
      group.run(async (trx) => {
        await insert(3)(trx);
        await sql`insert into child (p) values (99)`.execute(trx);
      }),
    ).rejects.toThrow();
    expect(raw.prepare('select v from t order by v').pluck().all()).toEqual([1]);
    await group.run(insert(4));
    expect(raw.prepare('select v from t order by v').pluck().all()).toEqual([1, 4]);
    expect(savepoints()).toBe(0);
    await db.destroy();
  });

  it('answers none before the commit is done, and fails them all when the commit fails', async () => {
    const { db, group, raw } = open();
    // A deferred foreign key makes COMMIT itself fail.
    raw.exec('create table parent (id integer primary key); create table child (p integer references parent(id) deferrable initially deferred)');
    raw.pragma('foreign_keys = ON');
    const ok = group.run(insert(10));
    const orphan = group.run(async (trx) => {
      await sql`insert into child (p) values (99)`.execute(trx);
    });
    await expect(ok).rejects.toThrow();
    await expect(orphan).rejects.toThrow();
    expect(raw.prepare('select count(*) from t').pluck().get()).toBe(0);
    await db.destroy();
  });

  it('runs what a mutation keeps for later only once it is committed: never for a failed one, nor when the commit fails', async () => {
    const { db, group, raw } = open();
    const kept: number[] = [];
    const keeping = (v: number) => async (trx: Kysely<Database>) => {
      groupScope(trx)!.afterCommit(() => kept.push(v));
      groupScope(trx)!.memo.set(`v${v}`, v);
      await insert(v)(trx);
      // Nothing is kept before the commit.
      expect(kept).toEqual([]);
      return v;
    };
    await Promise.allSettled([group.run(keeping(1)), group.run(keeping(1)), group.run(keeping(2))]);
    expect(kept).toEqual([1, 2]);
    // The memo outlives the group; outside a group there is no scope.
    await group.run(async (trx) => expect(groupScope(trx)!.memo.get('v2')).toBe(2));
    expect(groupScope(db)).toBeNull();

    raw.exec('create table parent (id integer primary key); create table child (p integer references parent(id) deferrable initially deferred)');
    raw.pragma('foreign_keys = ON');
    const lost = group.run(keeping(3));
    const orphan = group.run(async (trx) => {
      await sql`insert into child (p) values (99)`.execute(trx);
    });
    await expect(lost).rejects.toThrow();
    await expect(orphan).rejects.toThrow();
    expect(kept).toEqual([1, 2]);
    await db.destroy();
  });
});
