// A manager's PIN attempts are counted per requester, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// a waiter typing wrong PINs slows down the waiter's own approvals, never another user's, and
// guesses spread over several accounts meet the approver's wider allowance over all of them.
import type { Aprobacion } from '@resto/shared/contracts';
import { describe, expect, it } from 'vitest';
import { createVenue, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

const PIN = '9876';

async function venue(t: TestApp): Promise<{ v: TestVenue; usuario: string }> {
  const v = await createVenue(t.app);
  expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
  const usuario = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
  return { v, usuario };
}

const ask = (c: ApiClient, usuario: string, pin: string) => c.post<Aprobacion>('/api/aprobaciones', { accion: 'descuento', usuario, pin, motivo: 'Cliente habitual' });

/** Every wait of the approver's counts passes (as time would). */
async function waitsPass(t: TestApp, approverId: number): Promise<void> {
  const past = new Date(Date.now() - 1).toISOString();
  await t.app.db.updateTable('aprobacion_pin_intentos').set({ bloqueado_hasta: past }).where('aprobador_id', '=', approverId).execute();
}

describe("a manager's PIN attempts", () => {
  it("a waiter's wrong PINs make the waiter wait, while the cashier's approval by the same manager goes through at once", async () => {
    const t = await createTestApp({ seed: false, env: { LOGIN_BACKOFF_BASE_SECONDS: '60', LOGIN_BACKOFF_MAX_SECONDS: '600' } });
    try {
      const { v, usuario } = await venue(t);
      const guesses = await Promise.all(Array.from({ length: 8 }, () => ask(v.as.mozo, usuario, '0000')));
      expect(guesses.map((g) => g.status).sort()).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
      // The waiter waits, even with the right PIN.
      expect((await ask(v.as.mozo, usuario, PIN)).body).toMatchObject({ code: 'PIN_EN_ESPERA', params: { count: 60 } });
      // The cashier asks the same manager: not held up by the waiter's guesses.
      const cashier = await ask(v.as.cajero, usuario, PIN);
      expect(cashier.status).toBe(201);
      expect(cashier.body.data!.aprobadoPor.id).toBe(v.as.admin.userId);
      // The cashier's success does not clear the waiter's wait.
      expect((await ask(v.as.mozo, usuario, PIN)).status).toBe(429);
      // A new PIN starts everyone's count afresh.
      expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: '5555' })).status).toBe(200);
      expect((await ask(v.as.mozo, usuario, '5555')).status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("guesses spread over several accounts are slowed down by the approver's count over all of them", async () => {
    // Two free attempts per requester: the approver's count over all of them allows three times that.
    const t = await createTestApp({ seed: false, env: { LOGIN_MAX_FAILURES: '2', LOGIN_BACKOFF_BASE_SECONDS: '60', LOGIN_BACKOFF_MAX_SECONDS: '600' } });
    try {
      const { v, usuario } = await venue(t);
      for (const c of [v.as.mozo, v.as.cajero, v.as.empleado]) {
        expect((await ask(c, usuario, '0000')).status).toBe(403);
        expect((await ask(c, usuario, '1111')).status).toBe(403);
        expect((await ask(c, usuario, '2222')).status).toBe(429);
      }
      // Each one's own wait passes; the approver's count over the three (6 wrong PINs) still holds them.
      await waitsPass(t, v.as.admin.userId);
      for (const c of [v.as.mozo, v.as.cajero, v.as.empleado]) expect((await ask(c, usuario, '3333')).body).toMatchObject({ code: 'PIN_EN_ESPERA' });
      // Once that wait passes as well, the right PIN works and clears the approver's count.
      await t.app.db
        .updateTable('usuarios')
        .set({ pin_bloqueado_hasta: new Date(Date.now() - 1).toISOString() })
        .where('id', '=', v.as.admin.userId)
        .execute();
      expect((await ask(v.as.mozo, usuario, PIN)).status).toBe(201);
      const counts = await t.app.db.selectFrom('usuarios').select(['pin_fallos', 'pin_bloqueado_hasta']).where('id', '=', v.as.admin.userId).executeTakeFirstOrThrow();
      expect(counts).toMatchObject({ pin_fallos: 0, pin_bloqueado_hasta: null });
    } finally {
      await t.close();
    }
  });
});
