// The assistant's stored conversations: nothing is kept until the venue turns it on in
// its settings; then each question and its full answer are kept for the person who asked, who
// alone lists, opens, continues and deletes them (an admin does not read anyone else's); what is
// older than the retention is pruned on a schedule; turning it off deletes everything stored.
// SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { Conversacion, Conversaciones } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let v: TestVenue;
/** Another venue: its people never reach this one's conversations. */
let otro: TestVenue;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  v = await createVenue(t.app);
  otro = await createVenue(t.app, { roles: ['admin'] });
});
afterAll(async () => {
  await t.close();
});

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

/** Asks the built-in assistant within a conversation; the answer's text (or the refusal's envelope). */
async function ask(c: ApiClient, conversacionId: string, text: string, history: { role: 'user' | 'assistant'; text: string }[] = []) {
  const messages = [...history, { role: 'user' as const, text }].map((m) => ({ role: m.role, content: [{ type: 'text', text: m.text }] }));
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: bearer(c.token), payload: { provider: 'builtin', conversacionId, messages, stream: true } });
  return { status: res.statusCode, text: nbsp(res.body) };
}

const lista = async (c: ApiClient) => (await c.get<Conversaciones>('/api/asistente/conversaciones')).body.data!;
const abrir = (c: ApiClient, id: string) => c.get<Conversacion>(`/api/asistente/conversaciones/${id}`);
const setGuardar = (guardarConversaciones: boolean, retencionDias?: number) =>
  v.as.admin.put('/api/asistente/config', { guardarConversaciones, ...(retencionDias === undefined ? {} : { retencionDias }) });
const storedRows = async () => {
  const conv = await t.app.db.selectFrom('asistente_conversaciones').select('id').where('local_id', '=', v.localId).execute();
  const msgs = await t.app.db
    .selectFrom('asistente_mensajes')
    .select('id')
    .where('conversacion_id', 'in', t.app.db.selectFrom('asistente_conversaciones').select('id').where('local_id', '=', v.localId))
    .execute();
  return { conversaciones: conv.length, mensajes: msgs.length };
};

const PRECIO = 'Pizza muzzarella cuesta $ 10.500,00.\n';
const SIN_MESAS = 'No hay mesas ocupadas.\n';

describe('stored conversations', () => {
  it('keeps nothing while the venue has not turned it on', async () => {
    const id = randomUUID();
    expect(await ask(v.as.cajero, id, '¿cuánto sale la muzza?')).toEqual({ status: 200, text: PRECIO });
    expect(await lista(v.as.cajero)).toEqual({ guardar: false, retencionDias: 30, conversaciones: [] });
    expect((await abrir(v.as.cajero, id)).status).toBe(404);
    expect(await storedRows()).toEqual({ conversaciones: 0, mensajes: 0 });
  });

  it('is a setting of config.editar, 1 to 90 days', async () => {
    expect((await v.as.mozo.put('/api/asistente/config', { guardarConversaciones: true })).status).toBe(403);
    for (const retencionDias of [0, 91, 1.5]) {
      const refused = await setGuardar(true, retencionDias);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDACION');
    }
    expect((await v.as.admin.get('/api/asistente/config')).body.data).toMatchObject({ guardarConversaciones: false, retencionDias: 30 });
    const on = await setGuardar(true, 45);
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ proveedor: 'builtin', guardarConversaciones: true, retencionDias: 45 });
    expect(await lista(v.as.mozo)).toEqual({ guardar: true, retencionDias: 45, conversaciones: [] });
  });

  it("keeps each question and its full answer in the person's conversation, which they list, open and continue", async () => {
    const a = randomUUID();
    const b = randomUUID();
    expect((await ask(v.as.cajero, a, '¿cuánto sale la muzza?')).text).toBe(PRECIO);
    // Continuing: the drawer sends the earlier turns along and the same conversation id.
    expect(
      (
        await ask(v.as.cajero, a, 'qué mesas están ocupadas', [
          { role: 'user', text: '¿cuánto sale la muzza?' },
          { role: 'assistant', text: PRECIO },
        ])
      ).text,
    ).toBe(SIN_MESAS);
    expect((await ask(v.as.cajero, b, 'qué mesas están ocupadas')).text).toBe(SIN_MESAS);

    const list = await lista(v.as.cajero);
    expect(list.guardar).toBe(true);
    // The last used first.
    expect(list.conversaciones.map((c) => [c.id, nbsp(c.titulo), c.mensajes])).toEqual([
      [b, 'qué mesas están ocupadas', 2],
      [a, '¿cuánto sale la muzza?', 4],
    ]);

    const opened = await abrir(v.as.cajero, a);
    expect(opened.status).toBe(200);
    expect(opened.body.data!.mensajes.map((m) => [m.role, nbsp(m.texto)])).toEqual([
      ['user', '¿cuánto sale la muzza?'],
      ['assistant', PRECIO],
      ['user', 'qué mesas están ocupadas'],
      ['assistant', SIN_MESAS],
    ]);
  });

  it("never shows, continues or deletes someone else's conversation, an admin's neither", async () => {
    const mine = (await lista(v.as.cajero)).conversaciones;
    expect(mine).toHaveLength(2);
    const ajena = mine[0]!.id;

    // Same venue, other people (the admin included): their own lists only, and a 404 for the cajero's.
    expect((await lista(v.as.admin)).conversaciones).toEqual([]);
    expect((await lista(v.as.mozo)).conversaciones).toEqual([]);
    for (const c of [v.as.admin, v.as.mozo, otro.as.admin]) {
      const opened = await abrir(c, ajena);
      expect(opened.status).toBe(404);
      expect(opened.body.code).toBe('ASISTENTE_CONVERSACION_NO_ENCONTRADA');
      expect(JSON.stringify(opened.body)).not.toContain('mesas');
      expect((await c.del(`/api/asistente/conversaciones/${ajena}`, { clientMutationId: mutationId() })).status).toBe(404);
    }
    // Asking into it is refused before any answer, and nothing is added.
    const into = await ask(v.as.admin, ajena, '¿cuánto sale la muzza?');
    expect(into.status).toBe(404);
    expect(JSON.parse(into.text)).toMatchObject({ success: false, code: 'ASISTENTE_CONVERSACION_NO_ENCONTRADA' });
    expect((await abrir(v.as.cajero, ajena)).body.data!.mensajes).toHaveLength(2);

    // The admin's own conversation is theirs alone.
    const suya = randomUUID();
    await ask(v.as.admin, suya, '¿cuánto sale la muzza?');
    expect((await lista(v.as.admin)).conversaciones.map((c) => c.id)).toEqual([suya]);
    expect((await lista(v.as.cajero)).conversaciones.map((c) => c.id)).not.toContain(suya);
    expect((await abrir(v.as.cajero, suya)).status).toBe(404);
  });

  it('deletes one of the person’s conversations, once', async () => {
    const [b, a] = (await lista(v.as.cajero)).conversaciones;
    const cmid = mutationId();
    const deleted = await v.as.cajero.del(`/api/asistente/conversaciones/${b!.id}`, { clientMutationId: cmid });
    expect(deleted.status).toBe(200);
    // The same request again (a retry) answers the same; the conversation stays gone.
    expect((await v.as.cajero.del(`/api/asistente/conversaciones/${b!.id}`, { clientMutationId: cmid })).status).toBe(200);
    expect((await abrir(v.as.cajero, b!.id)).status).toBe(404);
    expect((await lista(v.as.cajero)).conversaciones.map((c) => c.id)).toEqual([a!.id]);
    const left = await t.app.db.selectFrom('asistente_mensajes').select('id').where('conversacion_id', '=', b!.id).execute();
    expect(left).toEqual([]);
  });

  it('prunes what is older than the retention on a schedule', async () => {
    await setGuardar(true, 30);
    const vieja = randomUUID();
    const mixta = randomUUID();
    await ask(v.as.mozo, vieja, '¿cuánto sale la muzza?');
    await ask(v.as.mozo, mixta, '¿cuánto sale la muzza?');
    await ask(v.as.mozo, mixta, 'qué mesas están ocupadas');
    const DAY = 24 * 3_600_000;
    const hace = (dias: number) => new Date(Date.now() - dias * DAY).toISOString();
    // 'vieja' was last used 31 days ago; 'mixta' began 40 days ago and was used again today.
    await t.app.db
      .updateTable('asistente_conversaciones')
      .set({ created_at: hace(31), updated_at: hace(31) })
      .where('id', '=', vieja)
      .execute();
    await t.app.db
      .updateTable('asistente_mensajes')
      .set({ created_at: hace(31) })
      .where('conversacion_id', '=', vieja)
      .execute();
    await t.app.db
      .updateTable('asistente_conversaciones')
      .set({ created_at: hace(40) })
      .where('id', '=', mixta)
      .execute();
    const first = await t.app.db.selectFrom('asistente_mensajes').select('id').where('conversacion_id', '=', mixta).orderBy('id').limit(2).execute();
    await t.app.db
      .updateTable('asistente_mensajes')
      .set({ created_at: hace(40) })
      .where(
        'id',
        'in',
        first.map((r) => r.id),
      )
      .execute();
    // Another venue keeping conversations 90 days: its 31-day-old one stays.
    await otro.as.admin.put('/api/asistente/config', { guardarConversaciones: true, retencionDias: 90 });
    const delOtro = randomUUID();
    await ask(otro.as.admin, delOtro, '¿cuánto sale la muzza?');
    await t.app.db
      .updateTable('asistente_conversaciones')
      .set({ updated_at: hace(31) })
      .where('id', '=', delOtro)
      .execute();
    await t.app.db
      .updateTable('asistente_mensajes')
      .set({ created_at: hace(31) })
      .where('conversacion_id', '=', delOtro)
      .execute();
    expect((await lista(v.as.mozo)).conversaciones.map((c) => c.id).sort()).toEqual([vieja, mixta].sort());

    // Another instance on the same database with a short interval: the scheduled job.
    const other = await createTestApp({ seed: false, database: t.database, buildOptions: { asistenteHistorial: { intervalMs: 20 } } });
    try {
      let ids: string[] = [];
      for (let i = 0; i < 200; i += 1) {
        ids = (await lista(v.as.mozo)).conversaciones.map((c) => c.id);
        if (!ids.includes(vieja)) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(ids).toEqual([mixta]);
    } finally {
      await other.app.close();
    }
    // 'mixta' keeps only its recent question and answer.
    expect((await abrir(v.as.mozo, mixta)).body.data!.mensajes.map((m) => [m.role, nbsp(m.texto)])).toEqual([
      ['user', 'qué mesas están ocupadas'],
      ['assistant', SIN_MESAS],
    ]);
    expect((await lista(otro.as.admin)).conversaciones.map((c) => c.id)).toEqual([delOtro]);

    // A shorter retention applies as it is saved: the other venue's 31-day-old one goes at 30 days.
    expect((await otro.as.admin.put('/api/asistente/config', { retencionDias: 30 })).status).toBe(200);
    expect((await lista(otro.as.admin)).conversaciones).toEqual([]);
  });

  it("turning it off deletes every stored conversation of the venue, and only that venue's", async () => {
    const otroId = randomUUID();
    await ask(otro.as.admin, otroId, '¿cuánto sale la muzza?');
    expect((await storedRows()).conversaciones).toBeGreaterThan(0);
    const off = await setGuardar(false);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ guardarConversaciones: false });
    expect(await storedRows()).toEqual({ conversaciones: 0, mensajes: 0 });
    for (const c of [v.as.cajero, v.as.mozo, v.as.admin]) expect(await lista(c)).toMatchObject({ guardar: false, conversaciones: [] });
    expect((await lista(otro.as.admin)).conversaciones.map((c) => c.id)).toEqual([otroId]);

    // Off again, nothing is stored; on again, the list starts empty.
    await ask(v.as.cajero, randomUUID(), '¿cuánto sale la muzza?');
    expect(await storedRows()).toEqual({ conversaciones: 0, mensajes: 0 });
    await setGuardar(true);
    expect((await lista(v.as.cajero)).conversaciones).toEqual([]);
  });
});
