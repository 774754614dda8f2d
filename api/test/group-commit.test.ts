// The SQLite group commit (issue 18): mutations that arrive together share one COMMIT, each in its
// own savepoint; one that fails leaves the others applied; none is answered before the commit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit, groupScope } from '../src/db/group-commit';
import type { Database } from '../src/db/schema';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open(): { db: Kysely<Database>; raw: BetterSqlite3.Database; commits: () => number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-group-commit-'));
  dirs.push(dir);
  const raw = new BetterSqlite3(path.join(dir, 'g.db'));
  raw.pragma('journal_mode = WAL');
  raw.exec('create table t (v integer not null unique)');
  let commits = 0;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        close: () => raw.close(),
        prepare(text) {
          if (/^commit/i.test(text)) commits += 1;
          return raw.prepare(text) as never;
        },
      },
    }),
  });
  return { db, raw, commits: () => commits };
}

const insert = (v: number) => async (trx: Kysely<Database>) => {
  await sql`insert into t (v) values (${v})`.execute(trx);
  return v;
};

describe('GroupCommit', () => {
  it('commits mutations that arrive together once, and a failing one alone is rolled back', async () => {
    const { db, raw, commits } = open();
    const group = new GroupCommit(db);
    const results = await Promise.allSettled([group.run(insert(1)), group.run(insert(2)), group.run(insert(1)), group.run(insert(3))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(commits()).toBe(1);
    expect(raw.prepare('select v from t order by v').pluck().all()).toEqual([1, 2, 3]);
    // Later ones get a commit of their own.
    await group.run(insert(4));
    expect(commits()).toBe(2);
    await db.destroy();
  });

  it('answers none before the commit is done, and fails them all when the commit fails', async () => {
    const { db, raw } = open();
    const group = new GroupCommit(db);
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
    const { db, raw } = open();
    const group = new GroupCommit(db);
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
