// A table's discounts hold for the table's final state, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// each way a dishonest waiter took money out with discounts (an empty table, held lines, a join,
// an approval for something else, a customer stacked on a line), as a caller sees it; approvals
// bound to their table and figure; failed PINs in the audit log; and the inactivity sweep that
// never cancels a table the kitchen cooked for.
import type { Aprobacion, AuditoriaPage, Cliente, Draft, DraftsLimpieza, Mesa } from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, leerDraft, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type Reply, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

/** An amount as the api writes it in a refusal: the venue's money, es-AR. */
const pesos = (major: number) => formatMoney(toMinor(major, 'ARS'), { locale: 'es-AR', currency: 'ARS' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const PIN = '4321';

/** A request with a manager's approval token, as the screens retry it. */
async function withApproval<T>(c: ApiClient, method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload: object): Promise<Reply<T>> {
  const res = await t.app.inject({ method, url, headers: { ...bearer(c.token), 'x-aprobacion': token }, payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

async function auditLog(v: TestVenue, accion: string): Promise<AuditoriaPage> {
  const res = await v.as.admin.get<AuditoriaPage>(`/api/auditoria?accion=${accion}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

/** A venue whose admin has the approval PIN, with a plan of tables. */
async function venue(): Promise<{ v: TestVenue; mesas: Mesa[]; admin: string }> {
  const v = await createVenue(t.app);
  const mesas = await planInicial(v, 4);
  expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
  const admin = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
  return { v, mesas, admin };
}

/** The manager approves, for the waiter, exactly what a refusal asked for (its action, table and figure). */
async function approveRefusal(v: TestVenue, admin: string, refusal: Reply<unknown>, motivo = 'Cliente habitual'): Promise<string> {
  const data = refusal.body.data as { accion: string; entidadId: number | null; valor?: number };
  const res = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', { accion: data.accion, entidadId: data.entidadId, valor: data.valor, usuario: admin, pin: PIN, motivo });
  expect(res.status).toBe(201);
  return res.body.data!.token;
}

const descuento = (v: TestVenue, draftId: number, body: object, c: ApiClient = v.as.mozo) => patch<Draft>(t.app, c, `/api/mesas/drafts/${draftId}/descuento`, body);

describe("a table's discounts hold for what the table is", () => {
  it('refuses a discount on an empty table: 100 % of nothing would make every later item free', async () => {
    const { v, mesas } = await venue();
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    for (const body of [
      { descuentoTipo: 'porcentaje', descuentoValor: 100 },
      { descuentoTipo: 'porcentaje', descuentoValor: 5 },
    ]) {
      const refused = await descuento(v, draft.id, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'DESCUENTO_SIN_IMPORTE',
        message: `La mesa ${mesas[0]!.numero} no tiene productos para descontar: cargá los productos y después aplicá el descuento`,
      });
    }
    // Not even the admin: there is nothing to discount.
    expect((await descuento(v, draft.id, { descuentoTipo: 'porcentaje', descuentoValor: 100, motivo: 'x' }, v.as.admin)).status).toBe(400);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const after = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 2, clientMutationId: mutationId() });
    expect(after).toMatchObject({ descuentoTipo: null, descuentoValor: null, total: 2 * agua.precio });
  });

  it('held lines do not inflate the base: deleting them is refused while the discount would go beyond the limit', async () => {
    const { v, mesas } = await venue();
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    const held = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 9, curso: 'postre', enEspera: true, clientMutationId: mutationId() });
    // 10 % of ten aguas, as an amount: within the waiter's limit.
    const amount = agua.precio;
    expect((await descuento(v, draft.id, { descuentoTipo: 'monto', descuentoValor: amount })).status).toBe(200);
    const heldLine = held.items.find((i) => i.enEspera)!;
    // The held line goes freely (no approval), but not the discount's base: it would be 100 % of one agua.
    const refused = await v.as.mozo.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${heldLine.id}`, { motivoEliminacion: 'Se arrepintieron' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'DESCUENTO_EXCEDE_LIMITE',
      message: `Con este cambio los descuentos de la mesa ${mesas[0]!.numero} llegan a 100 % y superan tu límite de 10 %: pedí la aprobación de un encargado o bajá el descuento`,
      data: { accion: 'descuento', entidadId: draft.id, valor: amount },
    });
    expect((await leerDraft(v.as.mozo, draft)).items.find((i) => i.id === heldLine.id)).toMatchObject({ eliminado: false });
    // Lowering the discount first, then deleting: the legitimate way.
    expect((await descuento(v, draft.id, { descuentoTipo: 'porcentaje', descuentoValor: 10 })).status).toBe(200);
    const deleted = await v.as.mozo.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${heldLine.id}`, { motivoEliminacion: 'Se arrepintieron' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data!.total).toBe((agua.precio * 9) / 10);
  });

  it('a 100 % line discount hidden by a big held line is refused when the held line goes', async () => {
    const { v, mesas } = await venue();
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const tabla = await producto(v.as.mozo, 'ENT-005');
    const held = await agregar(v.as.mozo, draft.id, { productoId: tabla.id, cantidad: 10, enEspera: true, curso: 'principal', clientMutationId: mutationId() });
    const free = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, tipoDescuento: 'porcentaje', valorDescuento: 100, clientMutationId: mutationId() });
    expect(free.total).toBe(10 * tabla.precio);
    const refused = await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${held.items[0]!.id}`, { motivoEliminacion: 'No los quieren' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_LIMITE', data: { accion: 'descuento', entidadId: draft.id, valor: agua.precio } });
    expect((await leerDraft(v.as.mozo, draft)).total).toBe(10 * tabla.precio);
  });

  it('an approved discount covers the figure approved: a later add or a join beyond it is refused until a manager approves the new figure', async () => {
    const { v, mesas, admin } = await venue();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const tabla = await producto(v.as.mozo, 'ENT-005');
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    const half = { descuentoTipo: 'porcentaje', descuentoValor: 50 };
    const refused = await descuento(v, draft.id, half);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento', entidadId: draft.id, valor: agua.precio / 2 } });
    const token = await approveRefusal(v, admin, refused, 'Demora en cocina');
    expect((await withApproval<Draft>(v.as.mozo, 'PATCH', `/api/mesas/drafts/${draft.id}/descuento`, token, half)).status).toBe(200);

    // Another table with five steaks joins: 50 % of it all would be far more than the manager approved.
    const other = await abrirMesa(v.as.mozo, mesas[1]!);
    await agregar(v.as.mozo, other.id, { productoId: tabla.id, cantidad: 5, clientMutationId: mutationId() });
    const join = { mesaId: mesas[1]!.id };
    const joinRefused = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/unir`, join);
    expect(joinRefused.status).toBe(403);
    const joinedDiscount = (agua.precio + 5 * tabla.precio) / 2;
    expect(joinRefused.body).toMatchObject({
      code: 'DESCUENTO_EXCEDE_APROBADO',
      // The figure the manager approved is named, so the waiter reads why 50 % is now more than was approved.
      message: `Con este cambio los descuentos de la mesa ${mesas[0]!.numero} llegan a ${pesos(joinedDiscount)} (50 %), más de lo aprobado (${pesos(agua.precio / 2)}): pedí una nueva aprobación o bajá el descuento`,
      params: { numero: mesas[0]!.numero, porcentaje: 50, monto: pesos(joinedDiscount), aprobado: pesos(agua.precio / 2) },
      data: { accion: 'descuento', entidadId: draft.id, valor: joinedDiscount },
    });
    expect((await leerDraft(v.as.mozo, other)).estado).toBe('activo');
    expect((await leerDraft(v.as.mozo, draft)).total).toBe(agua.precio / 2);

    // A later add beyond the approved figure: refused, nothing added.
    const add = { productoId: agua.id, cantidad: 1 };
    const addRefused = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ...add, clientMutationId: mutationId() });
    expect(addRefused.status).toBe(403);
    expect(addRefused.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_APROBADO', data: { accion: 'descuento', entidadId: draft.id, valor: agua.precio } });
    expect((await leerDraft(v.as.mozo, draft)).items).toHaveLength(1);

    // The manager approves the new figure: the join goes through and the table keeps its 50 %.
    const joinToken = await approveRefusal(v, admin, joinRefused, 'Invitación de la casa');
    const joined = await withApproval<Draft>(v.as.mozo, 'POST', `/api/mesas/drafts/${draft.id}/unir`, joinToken, { ...join, clientMutationId: mutationId() });
    expect(joined.status).toBe(200);
    expect((await leerDraft(v.as.mozo, draft)).total).toBe(joinedDiscount);
    const log = (await auditLog(v, 'descuento')).items;
    expect(log[0]).toMatchObject({
      usuario: { nombre: 'Usuario mozo' },
      aprobadoPor: { nombre: 'Usuario admin' },
      entidadId: draft.id,
      despues: { descuento: Math.round(joinedDiscount * 100), aprobacion: { valor: joinedDiscount, motivo: 'Invitación de la casa' } },
    });
  });

  it("counts the customer's discount with the others: a customer stacked on a line discount goes beyond the waiter's limit", async () => {
    const { v, mesas } = await venue();
    const cliente = {
      nombre: 'Habitué',
      telefono: '11 2345-6789',
      direccion: 'Av. Santa Fe',
      departamento: 'Comuna 2',
      ciudad: 'Buenos Aires',
      descuento: 10,
      cuentaCorriente: false,
    };
    const created = await v.as.admin.post<Cliente>('/api/clientes', cliente);
    expect(created.status).toBe(201);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, tipoDescuento: 'porcentaje', valorDescuento: 10, clientMutationId: mutationId() });
    // 10 % on the line, then 10 % of the customer: 19 % for a waiter whose limit is 10 %.
    const refused = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}`, { clienteId: created.body.data!.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_LIMITE', params: { porcentaje: 19, limite: 10 }, data: { accion: 'descuento', entidadId: draft.id } });
    expect((await leerDraft(v.as.mozo, draft)).clienteId).toBeNull();
    // The customer alone: its own discount was vetted with the customer.
    const alone = await abrirMesa(v.as.mozo, mesas[1]!, { clienteId: created.body.data!.id });
    const seated = await agregar(v.as.mozo, alone.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    expect(seated.total).toBe((agua.precio * 9) / 10);
  });

  it('checks again at the charge: a customer whose discount was raised since is not charged beyond the limit', async () => {
    const { v, mesas } = await venue();
    await abrirCaja(v.as.cajero);
    const cliente = {
      nombre: 'Socio',
      telefono: '11 2345-6789',
      direccion: 'Av. Santa Fe',
      departamento: 'Comuna 2',
      ciudad: 'Buenos Aires',
      descuento: 0,
      cuentaCorriente: false,
    };
    const created = (await v.as.admin.post<Cliente>('/api/clientes', cliente)).body.data!;
    const agua = await producto(v.as.mozo, 'BEB-001');
    const draft = await abrirMesa(v.as.mozo, mesas[0]!, { clienteId: created.id });
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 10, clientMutationId: mutationId() });
    expect((await descuento(v, draft.id, { descuentoTipo: 'porcentaje', descuentoValor: 10 })).status).toBe(200);
    expect((await v.as.admin.put(`/api/clientes/${created.id}`, { ...cliente, descuento: 15 })).status).toBe(200);
    // 10 % and then 15 %: 23.5 % of the gross, beyond the cashier's 20 %.
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const charged = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, { pagos: [{ medioId: efectivo, monto: 10 * agua.precio }] });
    expect(charged.status).toBe(403);
    expect(charged.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_LIMITE', params: { porcentaje: 23.5, limite: 20 } });
    expect((await leerDraft(v.as.mozo, draft)).estado).toBe('activo');
  });

  it('an amount discount never exceeds what is left on the table', async () => {
    const { v, mesas } = await venue();
    const agua = await producto(v.as.admin, 'BEB-001');
    const draft = await abrirMesa(v.as.admin, mesas[0]!);
    const first = await agregar(v.as.admin, draft.id, { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() });
    await agregar(v.as.admin, draft.id, { productoId: agua.id, cantidad: 3, clientMutationId: mutationId() });
    expect((await descuento(v, draft.id, { descuentoTipo: 'monto', descuentoValor: 2 * agua.precio, motivo: 'Cortesía' }, v.as.admin)).status).toBe(200);
    const second = (await leerDraft(v.as.admin, draft)).items.find((i) => i.id !== first.items[0]!.id)!;
    const refused = await v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${second.id}`, { motivoEliminacion: 'Error de carga' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('DESCUENTO_SUPERA_SUBTOTAL_DRAFT');
    expect((await leerDraft(v.as.admin, draft)).total).toBe(2 * agua.precio);
  });
});

describe('approvals are bound to their table and figure', () => {
  it("an approval naming no table, or another figure, does not pass; the audit keeps the approver's figure and reason and the waiter's", async () => {
    const { v, mesas, admin } = await venue();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 4, clientMutationId: mutationId() });
    const ask = async (body: object) =>
      (await v.as.mozo.post<Aprobacion>('/api/aprobaciones', { accion: 'descuento', usuario: admin, pin: PIN, motivo: '15 % cliente habitual', ...body })).body.data!;
    const full = { descuentoTipo: 'porcentaje', descuentoValor: 100, motivo: 'Lo pidió el encargado' };
    const url = `/api/mesas/drafts/${draft.id}/descuento`;

    // No table named: no blank cheque for any table.
    const anyTable = await ask({ valor: 4 * agua.precio });
    expect(anyTable.entidadId).toBeNull();
    const blank = await withApproval<Draft>(v.as.mozo, 'PATCH', url, anyTable.token, full);
    expect(blank.status).toBe(403);
    expect(blank.body).toMatchObject({ code: 'APROBACION_INVALIDA', message: 'La aprobación no es válida o ya venció: pedila de nuevo' });

    // The manager approved 15 %: 100 % does not pass.
    const fifteen = await ask({ entidadId: draft.id, valor: (15 * 4 * agua.precio) / 100 });
    expect(fifteen).toMatchObject({ entidadId: draft.id, valor: (15 * 4 * agua.precio) / 100 });
    expect((await withApproval<Draft>(v.as.mozo, 'PATCH', url, fifteen.token, full)).body.code).toBe('APROBACION_INVALIDA');
    expect((await leerDraft(v.as.mozo, draft)).descuentoValor).toBeNull();

    // Exactly what was approved passes, once.
    const again = await ask({ entidadId: draft.id, valor: (15 * 4 * agua.precio) / 100 });
    const applied = await withApproval<Draft>(v.as.mozo, 'PATCH', url, again.token, { descuentoTipo: 'porcentaje', descuentoValor: 15, motivo: 'Cliente de siempre' });
    expect(applied.status).toBe(200);
    expect(applied.body.data!.total).toBe((85 * 4 * agua.precio) / 100);
    const log = (await auditLog(v, 'descuento')).items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      usuario: { nombre: 'Usuario mozo' },
      aprobadoPor: { nombre: 'Usuario admin' },
      motivo: 'Cliente de siempre',
      despues: { porcentaje: 15, aprobacion: { valor: (15 * 4 * agua.precio) / 100, motivo: '15 % cliente habitual' } },
    });
  });

  it('a wrong PIN is in the audit log: who tried, for which approver, which action', async () => {
    const { v, mesas, admin } = await venue();
    const draft = await abrirMesa(v.as.mozo, mesas[0]!);
    const wrong = await v.as.mozo.post('/api/aprobaciones', { accion: 'cancelar-mesa', entidadId: draft.id, usuario: admin, pin: '0000', motivo: 'x' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Usuario o PIN incorrectos');
    const nobody = await v.as.mozo.post('/api/aprobaciones', { accion: 'descuento', usuario: 'nadie@example.com', pin: '0000', motivo: 'x' });
    expect(nobody.status).toBe(403);
    const log = (await auditLog(v, 'aprobacion-pin-incorrecto')).items;
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({
      usuario: { id: v.as.mozo.userId, nombre: 'Usuario mozo' },
      entidad: 'aprobacion',
      entidadId: draft.id,
      despues: { accion: 'cancelar-mesa', entidadId: draft.id, aprobador: { id: v.as.admin.userId, usuario: admin } },
    });
    expect(log[0]).toMatchObject({ despues: { accion: 'descuento', aprobador: { id: null, usuario: 'nadie@example.com' } } });
    // The right PIN still works.
    expect((await v.as.mozo.post('/api/aprobaciones', { accion: 'cancelar-mesa', entidadId: draft.id, usuario: admin, pin: PIN, motivo: 'x' })).status).toBe(201);
  });
});

describe('the inactivity sweep', () => {
  async function backdate(draftId: number, hoursAgo: number): Promise<void> {
    const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await t.app.db.updateTable('mesa_drafts').set({ ultima_actualizacion: at }).where('id', '=', draftId).execute();
  }

  it('frees only tables none of whose lines reached the kitchen; the others are listed with their items and amounts, never cancelled', async () => {
    const { v, mesas } = await venue();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const empty = await abrirMesa(v.as.mozo, mesas[0]!);
    const cooked = await abrirMesa(v.as.mozo, mesas[1]!);
    await agregar(v.as.mozo, cooked.id, { productoId: agua.id, cantidad: 2, clientMutationId: mutationId() });
    const held = await abrirMesa(v.as.mozo, mesas[2]!);
    await agregar(v.as.mozo, held.id, { productoId: agua.id, cantidad: 1, curso: 'postre', enEspera: true, clientMutationId: mutationId() });
    for (const d of [empty, cooked, held]) await backdate(d.id, 30);

    const res = await v.as.empleado.post<DraftsLimpieza>('/api/mesas/drafts/limpiar');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se cancelaron 2 drafts inactivos');
    expect(res.body.data!.drafts.map((d) => d.id).sort()).toEqual([empty.id, held.id].sort());
    expect(res.body.data!.pendientes).toEqual([
      expect.objectContaining({
        id: cooked.id,
        numeroMesa: mesas[1]!.numero,
        total: 2 * agua.precio,
        items: [expect.objectContaining({ producto: agua.nombre, cantidad: 2, subtotal: 2 * agua.precio, enviadoACocina: true })],
      }),
    ]);
    expect((await leerDraft(v.as.mozo, cooked)).estado).toBe('activo');
    const log = (await auditLog(v, 'cancelar-mesas-inactivas')).items;
    expect(log[0]!.despues).toMatchObject({
      mesas: expect.arrayContaining([
        { numero: mesas[2]!.numero, total: agua.precio, items: [expect.objectContaining({ producto: agua.nombre, cantidad: 1, enviadoACocina: false })] },
      ]),
      pendientes: [{ numero: mesas[1]!.numero, total: 2 * agua.precio }],
    });
  });
});
