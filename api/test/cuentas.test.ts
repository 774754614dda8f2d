// Customer accounts, phone sales discarded by others, and the password rule: what dishonest staff tried.
import type { Usuario } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, type TestVenue } from './helpers/money';
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
