// Staff accounts.
import type { Rol, Usuario } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, type TestVenue } from './helpers/money';
import { bearer, createTestApp, DEVICE_INFO, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function roleId(v: TestVenue, nombre: string): Promise<number> {
  return (await v.as.admin.get<Rol[]>('/api/roles')).body.data!.find((r) => r.nombre === nombre)!.id;
}

async function signIn(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: email, password, deviceInfo: DEVICE_INFO } });
  return { status: res.statusCode, body: res.json<Envelope<{ token: string; user: { id: number } }>>() };
}

async function refresh(token: string) {
  return (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) })).statusCode;
}

const tag = () => Math.random().toString(36).slice(2, 8);

describe('/api/usuarios', () => {
  it("lists the venue's users with their roles and last access, and only to who administers users", async () => {
    const v = await createVenue(t.app);
    const other = await createVenue(t.app);
    const res = await v.as.admin.get<Usuario[]>('/api/usuarios');
    expect(res.status).toBe(200);
    const list = res.body.data!;
    expect(list.map((u) => u.roles.map((r) => r.nombre)[0]).sort()).toEqual(['admin', 'cajero', 'empleado', 'mozo']);
    // Each of them signed in when the venue was made.
    expect(list.every((u) => u.activo && u.ultimoAcceso !== null)).toBe(true);
    expect(list.some((u) => u.id === other.as.admin.userId)).toBe(false);
    expect((await v.as.empleado.get('/api/usuarios')).status).toBe(403);
    expect((await v.as.admin.get(`/api/usuarios/${other.as.admin.userId}`)).status).toBe(404);
  });

  it('creates a user who can sign in: password required, e-mail unique (any case), roles that exist', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const email = `sofia-${tag()}@test.local`;
    const mozo = await roleId(v, 'mozo');
    const noPassword = await a.post('/api/usuarios', { nombre: 'Sofía', email, password: '', rolIds: [mozo] });
    expect({ status: noPassword.status, message: noPassword.body.message }).toEqual({ status: 400, message: 'La contraseña es obligatoria' });
    const missing = await a.post('/api/usuarios', { nombre: 'Sofía', email, rolIds: [mozo] });
    expect(missing.status).toBe(400);

    const cmid = mutationId();
    const created = await a.post<Usuario>('/api/usuarios', {
      nombre: ' Sofía ',
      email: ` ${email.toUpperCase()} `,
      password: 'mozo-nueva',
      rolIds: [mozo],
      clientMutationId: cmid,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nombre: 'Sofía', email, roles: [{ id: mozo, nombre: 'mozo' }], activo: true, ultimoAcceso: null });
    expect(JSON.stringify(created.body)).not.toContain('mozo-nueva');
    expect((await a.post<Usuario>('/api/usuarios', { nombre: 'Sofía', email, password: 'mozo-nueva', rolIds: [mozo], clientMutationId: cmid })).body.data).toEqual(
      created.body.data,
    );

    const dup = await a.post('/api/usuarios', { nombre: 'Otra', email: email.toUpperCase(), password: 'secreto123', rolIds: [mozo] });
    expect({ status: dup.status, code: dup.body.code, message: dup.body.message }).toEqual({
      status: 409,
      code: 'USUARIO_EMAIL_DUPLICADO',
      message: `Ya existe un usuario con el e-mail ${email}`,
    });
    const badRole = await a.post('/api/usuarios', { nombre: 'Otra', email: `otra-${tag()}@test.local`, password: 'secreto123', rolIds: [999999] });
    expect({ status: badRole.status, message: badRole.body.message }).toEqual({ status: 400, message: 'El rol no existe' });

    const session = await signIn(email, 'mozo-nueva');
    expect(session.status).toBe(200);
    const listed = (await a.get<Usuario>(`/api/usuarios/${created.body.data!.id}`)).body.data!;
    expect(listed.ultimoAcceso).not.toBeNull();
  });

  it('deactivating a user or resetting their password ends the sessions already issued (refresh refused)', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const email = `caja2-${tag()}@test.local`;
    const cajero = await roleId(v, 'cajero');
    const user = (await a.post<Usuario>('/api/usuarios', { nombre: 'Caja 2', email, password: 'secreto123', rolIds: [cajero] })).body.data!;

    const first = await signIn(email, 'secreto123');
    expect(await refresh(first.body.data!.token)).toBe(200);
    const reset = await a.post(`/api/usuarios/${user.id}/password`, { password: 'otra-clave' });
    expect(reset.body).toEqual({ success: true, message: 'Contraseña restablecida' });
    expect(await refresh(first.body.data!.token)).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ventas/historial', headers: bearer(first.body.data!.token) })).statusCode).toBe(401);
    expect((await signIn(email, 'secreto123')).status).toBe(401);
    const second = await signIn(email, 'otra-clave');
    expect(second.status).toBe(200);

    const off = await a.put<Usuario>(`/api/usuarios/${user.id}`, { activo: false });
    expect(off.body.data).toMatchObject({ activo: false });
    expect(await refresh(second.body.data!.token)).toBe(401);
    expect((await signIn(email, 'otra-clave')).status).toBe(401);
    // Reactivated, they sign in again, but the old session stays closed.
    await a.put(`/api/usuarios/${user.id}`, { activo: true });
    expect(await refresh(second.body.data!.token)).toBe(401);
    expect((await signIn(email, 'otra-clave')).status).toBe(200);

    const third = await signIn(email, 'otra-clave');
    const removed = await a.del(`/api/usuarios/${user.id}`);
    expect(removed.body).toEqual({ success: true, message: 'Usuario eliminado' });
    expect(await refresh(third.body.data!.token)).toBe(401);
    expect((await a.get<Usuario>(`/api/usuarios/${user.id}`)).body.data).toMatchObject({ activo: false });
  });

  it('never leaves the venue without an active admin: the last one is not removed, deactivated or demoted', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const adminId = await roleId(v, 'admin');
    const empleadoId = await roleId(v, 'empleado');
    const ultimo = {
      status: 409,
      code: 'ULTIMO_ADMIN',
      message: 'No se puede eliminar, desactivar ni quitarle el rol admin al último administrador activo',
    };
    const pick = (r: { status: number; body: Envelope }) => ({ status: r.status, code: r.body.code, message: r.body.message });
    expect(pick(await a.del(`/api/usuarios/${a.userId}`))).toEqual(ultimo);
    expect(pick(await a.put(`/api/usuarios/${a.userId}`, { activo: false }))).toEqual(ultimo);
    expect(pick(await a.put(`/api/usuarios/${a.userId}`, { rolIds: [empleadoId] }))).toEqual(ultimo);
    // Still an admin, still signed in.
    expect((await a.get('/api/usuarios')).status).toBe(200);

    // With a second admin, the first may step down; then the second is the last one.
    const email = `admin2-${tag()}@test.local`;
    const second = (await a.post<Usuario>('/api/usuarios', { nombre: 'Admin 2', email, password: 'secreto123', rolIds: [adminId] })).body.data!;
    expect((await a.put(`/api/usuarios/${a.userId}`, { rolIds: [empleadoId, adminId] })).status).toBe(200);
    expect((await a.put<Usuario>(`/api/usuarios/${a.userId}`, { rolIds: [empleadoId] })).body.data!.roles.map((r) => r.nombre)).toEqual(['empleado']);
    // The demoted user's session loses the rights at once.
    expect((await a.get('/api/usuarios')).status).toBe(403);
    const s2 = await signIn(email, 'secreto123');
    const asSecond = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(s2.body.data!.token), ...(payload ? { payload } : {}) });
    const self = await asSecond('DELETE', `/api/usuarios/${second.id}`);
    expect({ status: self.statusCode, code: self.json<Envelope>().code }).toEqual({ status: 409, code: 'ULTIMO_ADMIN' });
    // Another venue's admins do not count.
    const other = await createVenue(t.app);
    expect(other.localId).not.toBe(v.localId);
    expect((await asSecond('PUT', `/api/usuarios/${second.id}`, { activo: false })).statusCode).toBe(409);
  });
});
