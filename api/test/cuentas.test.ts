// Customer accounts, phone sales discarded by others, and the password rule: what dishonest staff tried.
import type { Aprobacion, AuditoriaPage, Usuario, Venta, VentaResumen } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { bearer, call, createTestApp, createTestDatabase, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const tag = () => Math.random().toString(36).slice(2, 8);

async function roleId(v: TestVenue, nombre: string): Promise<number> {
  return (await v.as.admin.get<{ id: number; nombre: string }[]>('/api/roles')).body.data!.find((r) => r.nombre === nombre)!.id;
}

describe('the password rule', () => {
  it('refuses, when an admin creates a user, short, repeated, common and personal passwords, in the caller language, creating nothing', async () => {
    const v = await createVenue(t.app);
    const mozo = await roleId(v, 'mozo');
    const email = `lucia-${tag()}@test.local`;
    const attempt = (password: string) => v.as.admin.post('/api/usuarios', { nombre: 'Lucía Pérez', email, password, rolIds: [mozo] });
    const short = await attempt('123456');
    expect({ status: short.status, message: short.body.message }).toEqual({ status: 400, message: 'La contraseña debe tener al menos 10 caracteres' });
    const repeated = await attempt('aaaaaaaaaaaa');
    expect({ status: repeated.status, message: repeated.body.message }).toEqual({ status: 400, message: 'La contraseña no puede ser un mismo carácter repetido' });
    const common = await attempt('password123');
    expect(common.body).toMatchObject({ code: 'PASSWORD_COMUN', message: 'La contraseña es demasiado común: elegí otra más difícil de adivinar' });
    const ownEmail = await attempt(email);
    expect(ownEmail.body).toMatchObject({ message: 'La contraseña no puede contener el e-mail ni el nombre del usuario' });
    const ownName = await attempt('LuciaPerez-2026');
    expect(ownName.status).toBe(400);
    expect(ownName.body.message).toBe('La contraseña no puede contener el e-mail ni el nombre del usuario');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { ...bearer(v.as.admin.token), 'accept-language': 'en' },
      payload: { nombre: 'Lucía Pérez', email, password: 'qwerty12345', rolIds: [mozo] },
    });
    expect(english.json()).toMatchObject({ code: 'PASSWORD_COMUN' });
    const list = (await v.as.admin.get<Usuario[]>('/api/usuarios')).body.data!;
    expect(list.some((u) => u.email === email)).toBe(false);

    const created = await attempt('Mate-con-Facturas-77');
    expect(created.status).toBe(201);
    await login(t.app, email, 'Mate-con-Facturas-77');
  });

  it("refuses a weak reset by an admin (the user's own e-mail) and a weak change of one's own password", async () => {
    const v = await createVenue(t.app);
    const cajero = v.as.cajero;
    const me = (await v.as.admin.get<Usuario>(`/api/usuarios/${cajero.userId}`)).body.data!;
    const reset = await v.as.admin.post(`/api/usuarios/${cajero.userId}/password`, { password: `${me.email}1` });
    expect(reset.body).toMatchObject({ code: 'PASSWORD_PERSONAL' });
    // The refused reset changed nothing: the old password still signs in.
    await login(t.app, me.email, 'secreto123');

    const change = (passwordNueva: string) =>
      call(t.app, { method: 'POST', url: '/api/auth/password', headers: bearer(cajero.token), payload: { passwordActual: 'secreto123', passwordNueva } });
    expect((await change('1234567890')).json()).toMatchObject({ code: 'PASSWORD_COMUN' });
    expect((await change('zzzzzzzzzzzz')).json()).toMatchObject({ message: 'La contraseña no puede ser un mismo carácter repetido' });
    expect((await change(`x-${me.email}`)).json()).toMatchObject({ code: 'PASSWORD_PERSONAL' });
    expect((await change('corta1')).status).toBe(400);
    await login(t.app, me.email, 'secreto123');
    expect((await change('Empanadas-de-Carne-9')).status).toBe(200);
  });

  it('stops the start of an empty install whose ADMIN_PASSWORD is too weak, with a clear message', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        createTestApp({ seed: false, database, env: { NODE_ENV: 'production', SEED_DEMO: '', SEED_FIRST_ADMIN: 'true', ADMIN_EMAIL: 'duenio@local.com', ADMIN_PASSWORD: '123456' } }),
      ).rejects.toThrow(/ADMIN_PASSWORD.*La contraseña debe tener al menos 10 caracteres/);
      // Nothing was seeded: a start with a good password creates the first admin.
      const good = await createTestApp({ seed: false, database, env: { NODE_ENV: 'production', SEED_DEMO: '', SEED_FIRST_ADMIN: 'true', ADMIN_EMAIL: 'duenio@local.com', ADMIN_PASSWORD: 'Primer-Ingreso-2468' } });
      try {
        expect((await login(good.app, 'duenio@local.com', 'Primer-Ingreso-2468')).debeCambiarPassword).toBe(true);
      } finally {
        await good.app.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe("a phone sale discarded by someone other than who took it", () => {
  async function phoneSale(v: TestVenue): Promise<Venta> {
    const agua = await producto(v.as.mozo, 'BEB-001');
    const res = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: agua.id, cantidad: 3 }], clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    return res.body.data!;
  }
  const pending = async (v: TestVenue) => (await v.as.cajero.get<VentaResumen[]>('/api/ventas/drafts')).body.data!.map((d) => d.id);
  const discards = async (v: TestVenue) => (await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=anular-venta')).body.data!.items.filter((e) => e.entidad === 'venta-telefono');

  it('refuses another user without ventas.anular (the manager approval it needs in data), and keeps the sale', async () => {
    const v = await createVenue(t.app);
    const draft = await phoneSale(v);
    const refused = await v.as.empleado.del(`/api/ventas/drafts/${draft.id}`, { clientMutationId: mutationId() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'BORRADOR_DE_OTRO_USUARIO',
      message: 'Esta venta la tomó Usuario mozo: descartarla necesita la aprobación de un encargado',
      data: { accion: 'anular-venta', entidadId: draft.id },
    });
    expect(await pending(v)).toContain(draft.id);
    expect(await discards(v)).toEqual([]);
  });

  it('lets its creator and a manager discard it, audited with its lines and amounts; a manager PIN approves it for another', async () => {
    const v = await createVenue(t.app);
    const own = await phoneSale(v);
    expect((await v.as.mozo.del(`/api/ventas/drafts/${own.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    const byCajero = await phoneSale(v);
    expect((await v.as.cajero.del(`/api/ventas/drafts/${byCajero.id}`, { clientMutationId: mutationId() })).status).toBe(200);

    const approved = await phoneSale(v);
    expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: '8642' })).status).toBe(200);
    const adminEmail = (await v.as.admin.get<Usuario>(`/api/usuarios/${v.as.admin.userId}`)).body.data!.email;
    const approval = await v.as.empleado.post<Aprobacion>('/api/aprobaciones', { accion: 'anular-venta', entidadId: approved.id, usuario: adminEmail, pin: '8642', motivo: 'El cliente se fue' });
    expect(approval.status).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/ventas/drafts/${approved.id}`,
      headers: { ...bearer(v.as.empleado.token), 'x-aprobacion': approval.body.data!.token },
      payload: { clientMutationId: mutationId() },
    });
    expect(res.statusCode).toBe(200);
    expect(await pending(v)).toEqual([]);

    const entries = await discards(v);
    expect(entries).toHaveLength(3);
    const byId = new Map(entries.map((e) => [e.entidadId, e]));
    expect(byId.get(own.id)).toMatchObject({ usuario: { id: v.as.mozo.userId }, aprobadoPor: null });
    expect(byId.get(byCajero.id)).toMatchObject({ usuario: { id: v.as.cajero.userId }, aprobadoPor: null });
    expect(byId.get(approved.id)).toMatchObject({ usuario: { id: v.as.empleado.userId }, aprobadoPor: { id: v.as.admin.userId }, motivo: 'El cliente se fue' });
    expect(byId.get(approved.id)!.antes).toEqual({
      tomadaPor: { id: v.as.mozo.userId, nombre: 'Usuario mozo' },
      cliente: null,
      total: approved.total,
      items: [{ producto: approved.items[0]!.producto, cantidad: 3, precioUnitario: approved.items[0]!.precioUnitario, subtotal: approved.items[0]!.subtotal }],
    });
  });
});
