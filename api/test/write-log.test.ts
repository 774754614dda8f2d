// Reads kept between writes: the SQLite connection's write log says what each statement
// may have changed, through foreign keys that cascade and triggers too, and a cached hot query is
// read again as soon as one of its tables may have changed, a rollback included. Always on SQLite
// files of its own (the cache is SQLite's only), in both api suites.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, sqliteHandleOf, type Db } from '../src/db/database';
import { GroupCommit } from '../src/db/group-commit';
import { hotQuery } from '../src/db/hot-query';
import { schemaReach, writeEffect } from '../src/db/write-log';

const opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function open(): Promise<{ db: Db; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-write-log-'));
  const file = path.join(dir, 'w.db');
  const db = createDatabase({ kind: 'sqlite', file });
  opened.push({ db, dir });
  await sql`create table padres (id integer primary key, nombre text not null)`.execute(db);
  await sql`create table hijos (id integer primary key, padre_id integer not null references padres(id) on delete cascade, nombre text not null)`.execute(db);
  await sql`create table nietos (id integer primary key, hijo_id integer references hijos(id) on delete set null, nombre text not null)`.execute(db);
  await sql`create table registro (texto text not null)`.execute(db);
  await sql`create trigger padres_registro after update on padres begin insert into "registro" (texto) values (new.nombre); end`.execute(db);
  await sql`insert into padres (id, nombre) values (1, 'Ana'), (2, 'Beto')`.execute(db);
  await sql`insert into hijos (id, padre_id, nombre) values (10, 1, 'Caro'), (20, 2, 'Dani')`.execute(db);
  await sql`insert into nietos (id, hijo_id, nombre) values (100, 10, 'Eli')`.execute(db);
  return { db, file };
}

// Test-only tables: the queries say which tables they read, as the api's cached reads do.
const padre = hotQuery<{ id: number; nombre: string }, [number]>(
  (k, p) =>
    k
      .selectFrom('padres' as never)
      .select(['id', 'nombre'] as never)
      .where('id' as never, '=', p(0)),
  {
    cached: ['padres'],
  },
);
const hijos = hotQuery<{ id: number; nombre: string }, []>(
  (k) =>
    k
      .selectFrom('hijos' as never)
      .select(['id', 'nombre'] as never)
      .orderBy('id' as never),
  { cached: ['hijos'] },
);
const nietos = hotQuery<{ id: number; hijo_id: number | null }, []>((k) => k.selectFrom('nietos' as never).select(['id', 'hijo_id'] as never), { cached: ['nietos'] });
const registro = hotQuery<{ texto: string }, []>((k) => k.selectFrom('registro' as never).select(['texto'] as never), { cached: ['registro'] });

/** A change the write log cannot see (another connection to the file): only a kept answer misses it. */
function behindItsBack(file: string, statement: string): void {
  const other = new BetterSqlite3(file);
  try {
    other.prepare(statement).run();
  } finally {
    other.close();
  }
}

describe('writeEffect', () => {
  it('names the table a statement writes, * when it cannot tell, nothing for reads and transaction control', () => {
    expect(writeEffect('insert into "sesiones" ("id") values (?)')).toBe('sesiones');
    expect(writeEffect('INSERT OR IGNORE INTO Roles (x) values (1)')).toBe('roles');
    expect(writeEffect('replace into "app_settings" values (?, ?)')).toBe('app_settings');
    expect(writeEffect('update "usuarios" set "activo" = ? where "id" = ?')).toBe('usuarios');
    expect(writeEffect('update or replace usuarios set x = 1')).toBe('usuarios');
    expect(writeEffect('delete from "rol_permisos" where "rol_id" = ?')).toBe('rol_permisos');
    expect(writeEffect('insert into "main"."locales" (id) values (1)')).toBe('locales');
    expect(writeEffect('  select * from "usuarios"')).toBeNull();
    expect(writeEffect('with x as (select 1) select * from x')).toBeNull();
    for (const control of ['begin', 'commit', 'savepoint "mutation"', 'release "mutation"', 'explain query plan select 1']) expect(writeEffect(control)).toBeNull();
    for (const unknown of [
      'rollback',
      'rollback to "mutation"',
      'pragma foreign_keys = off',
      'create table t (a)',
      'drop index i',
      'alter table t add b',
      'vacuum',
      'with x as (select 1) insert into t select * from x',
    ])
      expect(writeEffect(unknown)).toBe('*');
  });
});

describe('schemaReach', () => {
  it("follows the api's own cascades: a user's sessions and roles, a role's permissions, a product's search index, transitively", async () => {
    const { db } = await open();
    await migrateToLatest(db);
    const raw = new BetterSqlite3(opened[0]!.dir + '/w.db', { readonly: true });
    try {
      const reach = schemaReach(raw);
      expect(reach.get('usuarios')).toEqual(expect.arrayContaining(['usuarios', 'sesiones', 'usuario_roles']));
      expect(reach.get('roles')).toEqual(expect.arrayContaining(['roles', 'rol_permisos']));
      expect(reach.get('productos')).toEqual(expect.arrayContaining(['productos', 'productos_fts']));
      // Transitive: a venue reaches its users and, through them, their sessions.
      expect(reach.get('locales')).toEqual(expect.arrayContaining(['locales', 'usuarios', 'sesiones', 'impresoras']));
    } finally {
      raw.close();
    }
  });
});

describe('a cached hot query', () => {
  it('answers from what it kept while nothing was written, and reads again after a write to its table', async () => {
    const { db, file } = await open();
    expect(await padre(db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
    behindItsBack(file, `update padres set nombre = 'Ana (fuera)' where id = 1`);
    // Kept: the other connection's change is not seen (the api never has one; this shows the hit).
    expect(await padre(db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
    // Other arguments are read on their own.
    expect(await padre(db, 2)).toEqual([{ id: 2, nombre: 'Beto' }]);
    // A read of another table changes nothing; a write to this one is seen at once.
    await sql`select count(*) from hijos`.execute(db);
    expect(await padre(db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
    await sql`update padres set nombre = ${'Ana María'} where id = 1`.execute(db);
    expect(await padre(db, 1)).toEqual([{ id: 1, nombre: 'Ana María' }]);
  });

  it('reads again after a write that reaches its table through a cascade or a trigger', async () => {
    const { db } = await open();
    expect(await hijos(db)).toEqual([
      { id: 10, nombre: 'Caro' },
      { id: 20, nombre: 'Dani' },
    ]);
    expect(await nietos(db)).toEqual([{ id: 100, hijo_id: 10 }]);
    expect(await registro(db)).toEqual([]);
    // The statement names only padres: the cascade deletes Caro, whose grandchild loses its link.
    await sql`delete from padres where id = 1`.execute(db);
    expect(await hijos(db)).toEqual([{ id: 20, nombre: 'Dani' }]);
    expect(await nietos(db)).toEqual([{ id: 100, hijo_id: null }]);
    // The trigger on padres writes registro.
    await sql`update padres set nombre = 'Beto B.' where id = 2`.execute(db);
    expect(await registro(db)).toEqual([{ texto: 'Beto B.' }]);
  });

  it('reads again after a rollback, alone or to a savepoint in a group commit', async () => {
    const { db } = await open();
    const group = new GroupCommit(db, sqliteHandleOf(db)!);
    const failing = (nombre: string) => async (trx: Db) => {
      await sql`update padres set nombre = ${nombre} where id = 1`.execute(trx);
      // Read, and kept, inside the transaction that will not commit.
      expect(await padre(trx, 1)).toEqual([{ id: 1, nombre }]);
      throw new Error('no');
    };
    await expect(group.run(failing('Ana (alone)'))).rejects.toThrow('no');
    expect(await padre(db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
    // Two at once share a commit: the failing one is rolled back to its savepoint.
    const results = await Promise.allSettled([group.run(failing('Ana (grupo)')), group.run(async (trx) => (await padre(trx, 2))[0]!.nombre)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await padre(db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
  });

  it('gives frozen rows in a new array, and never the rows of another database', async () => {
    const a = await open();
    const b = await open();
    const rows = await padre(a.db, 1);
    expect(() => {
      (rows[0] as { nombre: string }).nombre = 'cambiado';
    }).toThrow(TypeError);
    rows.push({ id: 9, nombre: 'otro' });
    expect(await padre(a.db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
    // b ran the same statements as a (its log is at the same point): it still reads its own file.
    behindItsBack(b.file, `update padres set nombre = 'Ana de b' where id = 1`);
    expect(await padre(b.db, 1)).toEqual([{ id: 1, nombre: 'Ana de b' }]);
    expect(await padre(a.db, 1)).toEqual([{ id: 1, nombre: 'Ana' }]);
  });
});
