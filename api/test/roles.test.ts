// Roles and their permissions.
import type { Rol } from '@resto/shared/contracts';
import { PERMISSIONS } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

describe('/api/roles', () => {
  it('lists the four seeded roles with their permissions and users, marked as system roles', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.admin.get<Rol[]>('/api/roles');
    expect(res.status).toBe(200);
    const byName = new Map(res.body.data!.map((r) => [r.nombre, r]));
    expect(byName.get('admin')).toMatchObject({ sistema: true, permisos: [...PERMISSIONS].sort() });
    expect(byName.get('mozo')).toMatchObject({ sistema: true, permisos: ['mesas.atender', 'pedidos.cocina', 'ventas.tomar'] });
    expect(byName.get('cajero')!.usuarios).toBeGreaterThanOrEqual(1);
    expect((await v.as.cajero.get('/api/roles')).status).toBe(403);
  });

  it('creates, edits and deletes a role; names are unique ignoring case and accents, permissions must exist', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const nombre = uniqueName('Supervisor');
    const cmid = mutationId();
    const body = { nombre: `  ${nombre} `, descripcion: 'Anula ventas', permisos: ['ventas.anular', 'ventas.anular', 'reportes.ver'], clientMutationId: cmid };
    const created = await a.post<Rol>('/api/roles', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Rol creado' });
    expect(created.body.data).toMatchObject({ nombre, descripcion: 'Anula ventas', permisos: ['reportes.ver', 'ventas.anular'], usuarios: 0, sistema: false });
    // The same ClientMutationId again: the stored answer, no second role; with another body: refused.
    const replay = await a.post<Rol>('/api/roles', body);
    expect(replay.body.data).toEqual(created.body.data);
    const reused = await a.post<Rol>('/api/roles', { nombre, permisos: [], clientMutationId: cmid });
    expect({ status: reused.status, code: reused.body.code }).toEqual({ status: 409, code: 'MUTACION_CUERPO_DISTINTO' });

    const dup = await a.post('/api/roles', { nombre: nombre.toUpperCase().replace('O', 'Ó') });
    expect({ status: dup.status, code: dup.body.code, message: dup.body.message }).toEqual({ status: 409, code: 'ROL_DUPLICADO', message: 'El rol ya existe' });
    const empty = await a.post('/api/roles', { nombre: '   ' });
    expect({ status: empty.status, message: empty.body.message }).toEqual({ status: 400, message: 'Rol inválido: el nombre no puede estar vacío' });
    expect((await a.post('/api/roles', { nombre: uniqueName('Otro'), permisos: ['ventas.regalar'] })).status).toBe(400);

    const id = created.body.data!.id;
    const edited = await a.put<Rol>(`/api/roles/${id}`, { permisos: ['caja.abrir-cerrar'] });
    expect(edited.body.data).toMatchObject({ nombre, descripcion: 'Anula ventas', permisos: ['caja.abrir-cerrar'] });
    const cleared = await a.put<Rol>(`/api/roles/${id}`, { descripcion: null });
    expect(cleared.body.data).toMatchObject({ descripcion: null, permisos: ['caja.abrir-cerrar'] });
    expect((await a.put(`/api/roles/${id}`, { nombre: 'cajero' })).body.code).toBe('ROL_DUPLICADO');

    const deleted = await a.del(`/api/roles/${id}`);
    expect(deleted.body).toEqual({ success: true, message: 'Rol eliminado' });
    const gone = await a.get(`/api/roles/${id}`);
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 404, message: 'El rol no existe' });
  });

  it('refuses deleting a role with assigned users and says how many', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const rol = (await a.post<Rol>('/api/roles', { nombre: uniqueName('Cocina'), permisos: ['pedidos.cocina'] })).body.data!;
    const tag = Math.random().toString(36).slice(2, 8);
    const users: number[] = [];
    for (const n of [1, 2]) {
      const u = await a.post<{ id: number }>('/api/usuarios', { nombre: `Cocinero ${n}`, email: `cocina${n}-${tag}@test.local`, password: 'secreto123', rolIds: [rol.id] });
      users.push(u.body.data!.id);
    }
    const two = await a.del(`/api/roles/${rol.id}`);
    expect({ status: two.status, code: two.body.code, message: two.body.message, params: two.body.params }).toEqual({
      status: 409,
      code: 'ROL_CON_USUARIOS',
      message: 'No se puede eliminar el rol: tiene 2 usuarios asignados. Quitalos o reasignalos a otro rol primero.',
      params: { count: 2 },
    });
    // Reassign one: the message counts one.
    const mozoId = (await a.get<Rol[]>('/api/roles')).body.data!.find((r) => r.nombre === 'mozo')!.id;
    await a.put(`/api/usuarios/${users[0]}`, { rolIds: [mozoId] });
    const one = await a.del(`/api/roles/${rol.id}`);
    expect(one.body.message).toBe('No se puede eliminar el rol: tiene 1 usuario asignado. Quitalo o reasignalo a otro rol primero.');
    expect((await a.get<Rol>(`/api/roles/${rol.id}`)).body.data!.usuarios).toBe(1);
    await a.put(`/api/usuarios/${users[1]}`, { rolIds: [mozoId] });
    expect((await a.del(`/api/roles/${rol.id}`)).status).toBe(200);
  });

  it('keeps the seeded roles: not deleted, not renamed, and admin never loses usuarios.administrar', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const roles = (await a.get<Rol[]>('/api/roles')).body.data!;
    const admin = roles.find((r) => r.nombre === 'admin')!;
    const mozo = roles.find((r) => r.nombre === 'mozo')!;

    const del = await a.del(`/api/roles/${mozo.id}`);
    expect({ status: del.status, message: del.body.message }).toEqual({ status: 409, message: 'No se puede eliminar el rol mozo: es uno de los roles del sistema' });
    const rename = await a.put(`/api/roles/${mozo.id}`, { nombre: 'camarero' });
    expect({ status: rename.status, message: rename.body.message }).toEqual({
      status: 409,
      message: 'No se puede cambiar el nombre del rol mozo: es uno de los roles del sistema',
    });

    const demote = await a.put(`/api/roles/${admin.id}`, { permisos: admin.permisos.filter((p) => p !== 'usuarios.administrar') });
    expect({ status: demote.status, code: demote.body.code, message: demote.body.message }).toEqual({
      status: 409,
      code: 'ROL_ADMIN_PERMISO_REQUERIDO',
      message: 'El rol admin no puede perder el permiso de administrar usuarios y roles',
    });
    expect((await a.get<Rol>(`/api/roles/${admin.id}`)).body.data!.permisos).toEqual(admin.permisos);
    // The same name is fine; a description can change.
    expect((await a.put<Rol>(`/api/roles/${mozo.id}`, { nombre: 'mozo', descripcion: 'Mozo: mesas y comandas' })).status).toBe(200);
  });
});
