// Roles per venue (migration 0018-roles-por-local), on SQLite or PostgreSQL
// (TEST_DATABASE_URL): one database, two venues; an admin of one venue never reads or changes
// the other's roles, and an install made before 0018 gives each venue its own copy.
import type { Rol, Usuario } from '@resto/shared/contracts';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase, dialectOf, migrateToLatest } from '../src/db/database';
import { migrationProvider } from '../src/db/migration-provider';
import { createVenue, mutationId, type TestVenue } from './helpers/money';
import { createTestApp, createTestDatabase, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function rolesOf(v: TestVenue): Promise<Map<string, Rol>> {
  const res = await v.as.admin.get<Rol[]>('/api/roles');
  expect(res.status).toBe(200);
  return new Map(res.body.data!.map((r) => [r.nombre, r]));
}

describe('roles per venue', () => {
  it("editing one venue's mozo does not change the other's; each venue sees only its own roles", async () => {
    const a = await createVenue(t.app);
    const b = await createVenue(t.app);
    const rolesA = await rolesOf(a);
    const rolesB = await rolesOf(b);
    expect([...rolesA.keys()].sort()).toEqual(['admin', 'cajero', 'empleado', 'mozo']);
    expect([...rolesB.keys()].sort()).toEqual(['admin', 'cajero', 'empleado', 'mozo']);
    const mozoA = rolesA.get('mozo')!;
    const mozoB = rolesB.get('mozo')!;
    expect(mozoA.id).not.toBe(mozoB.id);
    expect(mozoA.usuarios).toBe(1);

    const edited = await a.as.admin.put<Rol>(`/api/roles/${mozoA.id}`, { permisos: ['mesas.atender', 'ventas.tomar', 'reportes.ver'], descuentoMaximo: 25 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ permisos: ['mesas.atender', 'reportes.ver', 'ventas.tomar'], descuentoMaximo: 25 });

    // The other venue's mozo role, and its waiter's permissions, are as before.
    expect((await rolesOf(b)).get('mozo')).toEqual(mozoB);
    const meB = await b.as.mozo.get<{ permisos: string[] }>('/api/auth/me');
    expect(meB.body.data!.permisos).toEqual(['mesas.atender', 'pedidos.cocina', 'ventas.tomar']);
    const meA = await a.as.mozo.get<{ permisos: string[] }>('/api/auth/me');
    expect(meA.body.data!.permisos).toEqual(['mesas.atender', 'reportes.ver', 'ventas.tomar']);

    // A role created in one venue is not seen in the other, and the same name is free there.
    const supA = await a.as.admin.post<Rol>('/api/roles', { nombre: 'Supervisor', permisos: ['reportes.ver'], clientMutationId: mutationId() });
    expect(supA.status).toBe(201);
    expect((await rolesOf(b)).has('Supervisor')).toBe(false);
    expect((await b.as.admin.post<Rol>('/api/roles', { nombre: 'Supervisor', permisos: [] })).status).toBe(201);
  });

  it('a role id of another venue is 404 (read, edit, delete) and cannot be given to a user; nothing changes', async () => {
    const a = await createVenue(t.app);
    const b = await createVenue(t.app);
    const rolesB = await rolesOf(b);
    const mozoB = rolesB.get('mozo')!;
    const extraB = await b.as.admin.post<Rol>('/api/roles', { nombre: 'Bachero', permisos: ['pedidos.cocina'] });
    expect(extraB.status).toBe(201);

    for (const res of [
      await a.as.admin.get(`/api/roles/${mozoB.id}`),
      await a.as.admin.put(`/api/roles/${mozoB.id}`, { permisos: ['reportes.ver'], descuentoMaximo: 100 }),
      await a.as.admin.del(`/api/roles/${extraB.body.data!.id}`),
    ]) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'ROL_NO_EXISTE' });
    }
    const after = await rolesOf(b);
    expect(after.get('mozo')).toEqual(mozoB);
    expect(after.get('Bachero')).toEqual(extraB.body.data);

    // Venue A's admin cannot give a user venue B's admin role (nor add it to an existing user).
    const stolen = await a.as.admin.post<Usuario>('/api/usuarios', {
      nombre: 'Intruso',
      email: `intruso-${mutationId()}@test.local`,
      password: 'secreto123',
      rolIds: [rolesB.get('admin')!.id],
    });
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 400, code: 'ROL_NO_EXISTE' });
    const mozoUser = (await a.as.admin.get<Usuario[]>('/api/usuarios')).body.data!.find((u) => u.roles.some((r) => r.nombre === 'mozo'))!;
    const promoted = await a.as.admin.put(`/api/usuarios/${mozoUser.id}`, { rolIds: [rolesB.get('admin')!.id] });
    expect({ status: promoted.status, code: promoted.body.code }).toEqual({ status: 400, code: 'ROL_NO_EXISTE' });
    expect((await rolesOf(b)).get('admin')!.usuarios).toBe(1);
  });
});

describe('migration 0018 on an install made before it', () => {
  it('gives each venue its own copy of the roles with their permissions and limits; users keep their role by name', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 0018 (roles without a venue), as migrations see it
    const db = createDatabase(config.database) as unknown as Kysely<any>;
    try {
      // The schema as the release before 0018 left it.
      const all = await migrationProvider.getMigrations();
      const before: Record<string, Migration> = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0018'));
      const schema = dialectOf(db) === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => before }, ...(schema ? { migrationTableSchema: schema } : {}) });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();

      const now = new Date().toISOString();
      const venue = async (nombre: string) =>
        Number(
          (
            await db
              .insertInto('locales')
              .values({ nombre, pais: 'AR', locale: 'es-AR', currency_code: 'ARS', timezone: 'America/Argentina/Buenos_Aires', created_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const v1 = await venue('Uno');
      const v2 = await venue('Dos');
      const role = async (nombre: string, descuento: number | null, permisos: string[]) => {
        const id = Number((await db.insertInto('roles').values({ nombre, descripcion: nombre, descuento_maximo: descuento }).returning('id').executeTakeFirstOrThrow()).id);
        if (permisos.length > 0)
          await db
            .insertInto('rol_permisos')
            .values(permisos.map((permiso) => ({ rol_id: id, permiso })))
            .execute();
        return id;
      };
      const { hashPassword } = await import('../src/modules/auth/password');
      const hash = await hashPassword('secreto123');
      const user = async (localId: number, email: string, rolIds: number[]) => {
        const id = Number(
          (await db.insertInto('usuarios').values({ local_id: localId, nombre: email, email, password_hash: hash, created_at: now }).returning('id').executeTakeFirstOrThrow()).id,
        );
        await db
          .insertInto('usuario_roles')
          .values(rolIds.map((rol_id) => ({ usuario_id: id, rol_id })))
          .execute();
      };
      const admin = await role('admin', null, ['usuarios.administrar', 'reportes.ver']);
      const mozo = await role('mozo', 15, ['mesas.atender', 'ventas.tomar']);
      await role('cajero', null, ['ventas.vender']);
      await role('empleado', null, ['ventas.tomar']);
      const barra = await role('Barra', 5, ['pedidos.cocina']);
      await role('Nadie', null, ['reportes.ver']);
      await user(v1, 'admin1@test.local', [admin]);
      await user(v1, 'mozo1@test.local', [mozo]);
      await user(v2, 'admin2@test.local', [admin]);
      await user(v2, 'barra2@test.local', [barra, mozo]);

      await migrateToLatest(db);

      const rows = (await db.selectFrom('roles').select(['id', 'local_id', 'nombre', 'descuento_maximo']).orderBy('local_id').orderBy('id').execute()) as {
        id: number;
        local_id: number;
        nombre: string;
        descuento_maximo: number | null;
      }[];
      const names = (localId: number) => rows.filter((r) => Number(r.local_id) === localId).map((r) => r.nombre);
      // 'Barra' (held only in venue 2) stays there; 'Nadie' (held by nobody) goes to both.
      expect(names(v1)).toEqual(['admin', 'mozo', 'cajero', 'empleado', 'Nadie']);
      expect(names(v2)).toEqual(['admin', 'mozo', 'cajero', 'empleado', 'Barra', 'Nadie']);
      // The first venue keeps the old ids.
      expect(rows.find((r) => Number(r.local_id) === v1 && r.nombre === 'mozo')!.id).toBe(mozo);
      expect(rows.filter((r) => r.nombre === 'mozo').map((r) => r.descuento_maximo)).toEqual([15, 15]);
      await db.destroy();

      // Through the api: each user keeps their role in their venue, with its permissions.
      const app = await createTestApp({ database, seed: false });
      try {
        const mozo1 = await login(app.app, 'mozo1@test.local', 'secreto123');
        expect(mozo1.permisos).toEqual(['mesas.atender', 'ventas.tomar']);
        const barra2 = await login(app.app, 'barra2@test.local', 'secreto123');
        expect(barra2.permisos).toEqual(['mesas.atender', 'pedidos.cocina', 'ventas.tomar']);
        const admin1 = await login(app.app, 'admin1@test.local', 'secreto123');
        const list = await app.app.inject({ method: 'GET', url: '/api/roles', headers: { authorization: `Bearer ${admin1.token}` } });
        const roles1 = list.json<{ data: Rol[] }>().data;
        expect(roles1.map((r) => [r.nombre, r.usuarios])).toEqual([
          ['admin', 1],
          ['mozo', 1],
          ['cajero', 0],
          ['empleado', 0],
          ['Nadie', 0],
        ]);
        // A new role id continues after the kept ones.
        const created = await app.app.inject({
          method: 'POST',
          url: '/api/roles',
          headers: { authorization: `Bearer ${admin1.token}` },
          payload: { nombre: 'Nuevo', permisos: [] },
        });
        expect(created.statusCode).toBe(201);
        expect(created.json<{ data: Rol }>().data.id).toBeGreaterThan(Math.max(...rows.map((r) => r.id)));
      } finally {
        await app.app.close();
      }
    } finally {
      await db.destroy().catch(() => undefined);
      await database.drop();
    }
  });
});
