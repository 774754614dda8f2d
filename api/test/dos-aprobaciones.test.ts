// One request that needs two approvals, on SQLite or PostgreSQL (TEST_DATABASE_URL): deleting a line
// the kitchen has that also takes the table's discount beyond the waiter's limit needs the void and
// the discount approved; the request carries both tokens in X-Aprobacion, and each passes only for
// its own action, table and figure.
import type { Aprobacion, AuditoriaPage, Draft, Mesa } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, leerDraft, patch, planInicial } from './helpers/mesas';
import { createVenue, producto, type ApiClient, type Reply, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const PIN = '4321';

async function withTokens<T>(c: ApiClient, method: 'DELETE' | 'PATCH', url: string, header: string, payload: object): Promise<Reply<T>> {
  const res = await t.app.inject({ method, url, headers: { ...bearer(c.token), 'x-aprobacion': header }, payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

async function venue(): Promise<{ v: TestVenue; mesas: Mesa[]; admin: string }> {
  const v = await createVenue(t.app);
  const mesas = await planInicial(v, 2);
  expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
  const admin = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
  return { v, mesas, admin };
}

async function approveRefusal(v: TestVenue, admin: string, refusal: Reply<unknown>, motivo: string): Promise<string> {
  const data = refusal.body.data as { accion: string; entidadId: number | null; valor?: number };
  const res = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', { accion: data.accion, entidadId: data.entidadId, valor: data.valor, usuario: admin, pin: PIN, motivo });
  expect(res.status).toBe(201);
  return res.body.data!.token;
}

/** A table with two aguas the kitchen has, on two lines, and a 10 % discount as an amount (the waiter's limit). */
async function tableWithDiscount(v: TestVenue, mesa: Mesa) {
  const agua = await producto(v.as.mozo, 'BEB-001');
  const draft = await abrirMesa(v.as.mozo, mesa);
  await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: crypto.randomUUID() });
  const both = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, notas: 'Sin hielo', clientMutationId: crypto.randomUUID() });
  const amount = (2 * agua.precio) / 10;
  expect((await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { descuentoTipo: 'monto', descuentoValor: amount })).status).toBe(200);
  const line = both.items.filter((i) => !i.eliminado).at(-1)!;
  return { draft, line, amount, agua };
}

describe('a request that needs two approvals', () => {
  it('asks for the second approval once the first passes, and applies with both tokens, each audited with its approver', async () => {
    const { v, mesas, admin } = await venue();
    const { draft, line, amount, agua } = await tableWithDiscount(v, mesas[0]!);
    const url = `/api/mesas/drafts/${draft.id}/items/${line.id}`;
    const body = { motivoEliminacion: 'Se fueron sin tomarla' };

    const voidRefused = await v.as.mozo.del<Draft>(url, body);
    expect(voidRefused.status).toBe(403);
    expect(voidRefused.body).toMatchObject({ code: 'ANULAR_ITEM_REQUIERE_APROBACION', data: { accion: 'anular-item', entidadId: draft.id } });
    const voidToken = await approveRefusal(v, admin, voidRefused, 'Se fueron sin tomarla');

    // The void passes; the discount, now 20 % of one agua, is the second thing to approve (not 'approval invalid').
    const discountRefused = await withTokens<Draft>(v.as.mozo, 'DELETE', url, voidToken, body);
    expect(discountRefused.status).toBe(403);
    expect(discountRefused.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_LIMITE', data: { accion: 'descuento', entidadId: draft.id, valor: amount } });
    expect((await leerDraft(v.as.mozo, draft)).items.find((i) => i.id === line.id)).toMatchObject({ eliminado: false });
    const discountToken = await approveRefusal(v, admin, discountRefused, 'Cliente habitual');

    // Both tokens in one header, as a comma list: the void was not used up by the refused attempt.
    const deleted = await withTokens<Draft>(v.as.mozo, 'DELETE', url, `${voidToken}, ${discountToken}`, body);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data!.items.find((i) => i.id === line.id)).toMatchObject({ eliminado: true });
    expect(deleted.body.data!.total).toBe(agua.precio - amount);

    const log = async (accion: string) => (await v.as.admin.get<AuditoriaPage>(`/api/auditoria?accion=${accion}`)).body.data!.items;
    expect((await log('anular-item'))[0]).toMatchObject({ usuario: { nombre: 'Usuario mozo' }, aprobadoPor: { nombre: 'Usuario admin' }, entidadId: draft.id });
    expect((await log('descuento'))[0]).toMatchObject({
      usuario: { nombre: 'Usuario mozo' },
      aprobadoPor: { nombre: 'Usuario admin' },
      entidadId: draft.id,
      despues: { aprobacion: { valor: amount, motivo: 'Cliente habitual' } },
    });
  });

  it('each token passes only for its own action, table and figure, and once', async () => {
    const { v, mesas, admin } = await venue();
    const first = await tableWithDiscount(v, mesas[0]!);
    const second = await tableWithDiscount(v, mesas[1]!);
    const body = { motivoEliminacion: 'Error de carga' };
    const url = (t: { draft: Draft; line: { id: number } }) => `/api/mesas/drafts/${t.draft.id}/items/${t.line.id}`;

    // Two approvals of the void alone do not approve the discount.
    const voidRefused = await v.as.mozo.del<Draft>(url(first), body);
    const voidToken = await approveRefusal(v, admin, voidRefused, 'Error de carga');
    const otherVoid = await approveRefusal(v, admin, voidRefused, 'Error de carga');
    const twoVoids = await withTokens<Draft>(v.as.mozo, 'DELETE', url(first), `${voidToken},${otherVoid}`, body);
    expect(twoVoids.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_LIMITE', data: { accion: 'descuento' } });

    // A discount approval for the other table does not pass here: the discount's token is for that table only.
    const otherRefused = await withTokens<Draft>(v.as.mozo, 'DELETE', url(second), await approveRefusal(v, admin, await v.as.mozo.del(url(second), body), 'x'), body);
    const otherTableDiscount = await approveRefusal(v, admin, otherRefused, 'Otra mesa');
    const wrongTable = await withTokens<Draft>(v.as.mozo, 'DELETE', url(first), `${voidToken},${otherTableDiscount}`, body);
    expect(wrongTable.status).toBe(403);
    expect(wrongTable.body.code).toBe('APROBACION_INVALIDA');
    expect((await leerDraft(v.as.mozo, first.draft)).items.find((i) => i.id === first.line.id)).toMatchObject({ eliminado: false });

    // The right pair applies once; the same pair on another line of the table is no longer valid.
    const discountToken = await approveRefusal(v, admin, twoVoids, 'Cliente habitual');
    expect((await withTokens<Draft>(v.as.mozo, 'DELETE', url(first), `${voidToken},${discountToken}`, body)).status).toBe(200);
    const otherLine = (await leerDraft(v.as.mozo, first.draft)).items.find((i) => !i.eliminado)!;
    const reused = await withTokens<Draft>(v.as.mozo, 'DELETE', `/api/mesas/drafts/${first.draft.id}/items/${otherLine.id}`, `${voidToken},${discountToken}`, body);
    expect(reused.status).toBe(403);
    expect(reused.body.code).toBe('APROBACION_INVALIDA');
    expect((await leerDraft(v.as.mozo, first.draft)).items.find((i) => i.id === otherLine.id)).toMatchObject({ eliminado: false });
  });

  it('a token that is no approval at all passes for nothing', async () => {
    const { v, mesas } = await venue();
    const { draft, line } = await tableWithDiscount(v, mesas[0]!);
    const forged = await withTokens<Draft>(v.as.mozo, 'DELETE', `/api/mesas/drafts/${draft.id}/items/${line.id}`, 'abc, def', { motivoEliminacion: 'x' });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('APROBACION_INVALIDA');
  });
});
