// Fraud from the floor, on SQLite or PostgreSQL (TEST_DATABASE_URL): each hole an
// attacker found, as a caller sees it: prices from the product, discounts above the role's limit,
// cancelling a table sent to the kitchen, voids, the floor plan, who reads cash, revenue and
// customers' personal data, and the manager's PIN approval with its audit log.
import type { Aprobacion, ArqueoEstado, AuditoriaPage, Cliente, ClientesList, Draft, DraftAgregado, Mesa, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, agregarCambio, leerDraft, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type Reply, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** A request with a manager's approval token, as the screens retry it. */
async function withApproval<T>(c: ApiClient, method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload: object): Promise<Reply<T>> {
  const res = await t.app.inject({ method, url, headers: { ...bearer(c.token), 'x-aprobacion': token }, payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

async function setPin(v: TestVenue, userId: number, pin: string): Promise<void> {
  const res = await v.as.admin.put(`/api/usuarios/${userId}/pin`, { pin });
  expect(res.status).toBe(200);
}

async function auditLog(v: TestVenue, query = ''): Promise<AuditoriaPage> {
  const res = await v.as.admin.get<AuditoriaPage>(`/api/auditoria${query}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

const adminEmail = async (v: TestVenue) => (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;

/** A venue with a plan, table 1 open by the waiter with one agua (BEB-001) sent to the kitchen. */
async function mesaConPedido(): Promise<{ v: TestVenue; mesa: Mesa; draft: Draft; aguaId: number; precio: number; nombre: string }> {
  const v = await createVenue(t.app);
  const [mesa] = await planInicial(v, 2);
  const draft = await abrirMesa(v.as.mozo, mesa!);
  const agua = await producto(v.as.mozo, 'BEB-001');
  const withItem = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 2, clientMutationId: mutationId() });
  return { v, mesa: mesa!, draft: withItem, aguaId: agua.id, precio: agua.precio, nombre: agua.nombre };
}

describe('prices come from the product', () => {
  it('refuses a waiter line at 0.01 and a counter sale at any price; the product price is charged when none is sent', async () => {
    const { v, draft, aguaId, precio, nombre } = await mesaConPedido();
    const cheap = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, { productoId: aguaId, cantidad: 1, precioUnitario: 0.01 });
    expect(cheap.status).toBe(403);
    expect(cheap.body.message).toBe(`No podés cambiar el precio de '${nombre}': se cobra el precio del producto`);
    // Nothing was added: the comanda still holds its one line, at the product's price.
    const now = await leerDraft(v.as.mozo, draft);
    expect(now.items).toHaveLength(1);
    expect(now.items[0]!.precioUnitario).toBe(precio);
    expect(now.version).toBe(draft.version);

    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const sale = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: aguaId, cantidad: 1, precioUnitario: 0.01 }],
      pagos: [{ medioId: efectivo, monto: 0.01 }],
    });
    expect(sale.status).toBe(403);
    // The same price as the product's is no override.
    const same = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: aguaId, cantidad: 1, precioUnitario: precio }],
      pagos: [{ medioId: efectivo, monto: precio }],
    });
    expect(same.status).toBe(201);
    expect(same.body.data!.total).toBe(precio);
  });

  it('lets ventas.precio-libre sell at another price with a reason, recorded with who and why', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.admin);
    const agua = await producto(v.as.admin, 'BEB-001');
    const efectivo = await medioId(v.as.admin, 'efectivo');
    const noReason = await v.as.admin.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1, precioUnitario: 100 }],
      pagos: [{ medioId: efectivo, monto: 100 }],
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(`Indicá el motivo del cambio de precio de '${agua.nombre}'`);
    const res = await v.as.admin.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1, precioUnitario: 100, motivoPrecio: 'Botella abollada' }],
      pagos: [{ medioId: efectivo, monto: 100 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data!.total).toBe(100);
    const log = await auditLog(v, '?accion=precio-libre');
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ usuario: { nombre: 'Usuario admin' }, aprobadoPor: null, motivo: 'Botella abollada', accion: 'precio-libre' });
    // Prices as the api shows them, as in every other entry: the list price and the one charged.
    expect(log.items[0]!.antes).toEqual([{ productoId: agua.id, producto: agua.nombre, precio: agua.precio }]);
    expect(log.items[0]!.despues).toEqual([{ productoId: agua.id, producto: agua.nombre, precio: 100 }]);
  });
});

describe('discounts above the role limit', () => {
  it('refuses a waiter 100 % discount on a table, then a manager approves it with a PIN and it is audited', async () => {
    const { v, draft } = await mesaConPedido();
    const body = { descuentoTipo: 'porcentaje', descuentoValor: 100 };
    const refused = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('El descuento de 100 % supera tu límite de 10 %: necesita la aprobación de un encargado');
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento', entidadId: draft.id } });
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!.descuentoValor).toBeNull();

    // Within the limit: no approval.
    const small = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { descuentoTipo: 'porcentaje', descuentoValor: 10 });
    expect(small.status).toBe(200);

    await setPin(v, v.as.admin.userId, '4321');
    const usuario = await adminEmail(v);
    const wrong = await v.as.mozo.post('/api/aprobaciones', { accion: 'descuento', entidadId: draft.id, usuario, pin: '1111', motivo: 'Cortesía' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Usuario o PIN incorrectos');
    // A user without the permission cannot approve, whatever their PIN.
    await setPin(v, v.as.cajero.userId, '5555');
    const cajeroEmail = (await v.as.cajero.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
    const notManager = await v.as.mozo.post('/api/aprobaciones', { accion: 'descuento', entidadId: draft.id, usuario: cajeroEmail, pin: '5555', motivo: 'Cortesía' });
    expect(notManager.status).toBe(403);
    expect(notManager.body.message).toBe('Usuario cajero no puede aprobar esta acción');

    // The approval names the table and the figure the refusal asked for (every discount together).
    const valor = (refused.body.data as unknown as { valor: number }).valor;
    expect(valor).toBe(draft.total);
    const approval = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', {
      accion: 'descuento',
      entidadId: draft.id,
      valor,
      usuario,
      pin: '4321',
      motivo: 'Cortesía de la casa',
    });
    expect(approval.status).toBe(201);
    const token = approval.body.data!.token;
    const approved = await withApproval<Draft>(v.as.mozo, 'PATCH', `/api/mesas/drafts/${draft.id}/descuento`, token, body);
    expect(approved.status).toBe(200);
    expect(approved.body.data!.total).toBe(0);
    // Single use.
    const again = await withApproval<Draft>(v.as.mozo, 'PATCH', `/api/mesas/drafts/${draft.id}/descuento`, token, { descuentoTipo: 'porcentaje', descuentoValor: 90 });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('La aprobación no es válida o ya venció: pedila de nuevo');

    const log = await auditLog(v, '?accion=descuento');
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      usuario: { nombre: 'Usuario mozo' },
      aprobadoPor: { nombre: 'Usuario admin' },
      entidad: 'mesa',
      entidadId: draft.id,
      motivo: 'Cortesía de la casa',
      antes: { descuentoTipo: 'porcentaje', descuentoValor: 10 },
      despues: { porcentaje: 100, limite: 10 },
    });
  });

  it('an approved percent discount covers the figure approved: a later add or a raised quantity beyond it is refused until a manager approves the new figure', async () => {
    const { v, draft, aguaId, precio } = await mesaConPedido();
    // Two aguas on the table; the manager approves 50 % (one agua's worth) for the waiter (limit 10 %).
    await setPin(v, v.as.admin.userId, '4321');
    const askFor = async (valor: number) => {
      const res = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', {
        accion: 'descuento',
        entidadId: draft.id,
        valor,
        usuario: await adminEmail(v),
        pin: '4321',
        motivo: 'Demora',
      });
      expect(res.status).toBe(201);
      return res.body.data!.token;
    };
    const half = await withApproval<Draft>(v.as.mozo, 'PATCH', `/api/mesas/drafts/${draft.id}/descuento`, await askFor(precio), {
      descuentoTipo: 'porcentaje',
      descuentoValor: 50,
    });
    expect(half.status).toBe(200);
    expect(half.body.data).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 50, total: precio });

    // Two more aguas: 50 % of four would be twice what the manager approved. Refused (nothing reaches the kitchen) with the figure to approve.
    const add = { productoId: aguaId, cantidad: 2 };
    const third = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ...add, clientMutationId: mutationId() });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_APROBADO', data: { accion: 'descuento', entidadId: draft.id, valor: 2 * precio } });
    const stored = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(stored).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 50, total: precio });
    expect(stored.items).toHaveLength(1);

    // A new approval of the new figure: the add goes through and the percent stays.
    const renewed = await withApproval<Draft>(v.as.mozo, 'POST', `/api/mesas/drafts/${draft.id}/items`, await askFor(2 * precio), { ...add, clientMutationId: mutationId() });
    expect(renewed.status).toBe(201);
    const now = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(now).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 50, total: 2 * precio });
    const log = await auditLog(v, '?accion=descuento');
    expect(log.items[0]).toMatchObject({ usuario: { nombre: 'Usuario mozo' }, aprobadoPor: { nombre: 'Usuario admin' }, entidad: 'mesa', entidadId: draft.id, motivo: 'Demora' });

    // Raising a quantity is bound the same way.
    const item = now.items[0]!;
    const raised = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${item.id}/cantidad`, { cantidad: item.cantidad + 2 });
    expect(raised.status).toBe(403);
    expect(raised.body).toMatchObject({ code: 'DESCUENTO_EXCEDE_APROBADO', data: { valor: 3 * precio } });

    // A discount within the waiter's own limit (10 %) stays a percent whatever is added.
    const { v: w, draft: other, aguaId: agua2, precio: p2 } = await mesaConPedido();
    await patch<Draft>(t.app, w.as.mozo, `/api/mesas/drafts/${other.id}/descuento`, { descuentoTipo: 'porcentaje', descuentoValor: 10 });
    const more = await agregarCambio(w.as.mozo, other.id, { productoId: agua2, cantidad: 8, clientMutationId: mutationId() });
    expect(more.draft).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 10, total: 9 * p2 });
    expect((await w.as.mozo.get<Draft>(`/api/mesas/${other.mesaId}/draft`)).body.data).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 10, total: 9 * p2 });
  });

  it('refuses a cajero counter sale at 100 % with no payment; the admin (limit 100) may', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const free = { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [], descuentoTipo: 'porcentaje', descuentoValor: 100 };
    const refused = await v.as.cajero.post('/api/ventas/finalizar', free);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('El descuento de 100 % supera tu límite de 20 %: necesita la aprobación de un encargado');
    const lineDiscount = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1, tipoDescuento: 'porcentaje', valorDescuento: 50 }],
      pagos: [],
    });
    expect(lineDiscount.status).toBe(403);
    const history = await v.as.cajero.get<{ items: unknown[] }>('/api/ventas/historial');
    expect(history.body.data!.items).toHaveLength(0);
    const admin = await v.as.admin.post<Venta>('/api/ventas/finalizar', free);
    expect(admin.status).toBe(201);
  });

  it('refuses an employee customer with a 100 % discount (clientes.descuento), and the sale at 0 with it', async () => {
    const v = await createVenue(t.app);
    const cliente = {
      nombre: 'Amigo',
      telefono: '11 2345-6789',
      direccion: 'Av. Santa Fe',
      departamento: 'Comuna 2',
      ciudad: 'Buenos Aires',
      descuento: 100,
      cuentaCorriente: false,
    };
    const refused = await v.as.empleado.post('/api/clientes', cliente);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('El descuento del cliente (100 %) supera tu límite de 10 %');
    const list = (await v.as.admin.get<ClientesList>('/api/clientes?q=Amigo')).body.data!;
    expect(list.items).toHaveLength(0);
    // Within the limit; the admin's limit is 100.
    expect((await v.as.empleado.post('/api/clientes', { ...cliente, descuento: 10 })).status).toBe(201);
    const byAdmin = await v.as.admin.post<Cliente>('/api/clientes', { ...cliente, nombre: 'Socio', descuento: 50 });
    expect(byAdmin.status).toBe(201);
    // Raising an existing customer's discount is the same rule.
    const raised = await v.as.empleado.put(`/api/clientes/${byAdmin.body.data!.id}`, { ...cliente, nombre: 'Socio', descuento: 60 });
    expect(raised.status).toBe(403);
  });
});

describe("the role's discount limit", () => {
  it("is stored with the role: an admin raises the waiters' limit and a 30 % discount needs no approval; null is the default again", async () => {
    const { v, draft } = await mesaConPedido();
    const roles = (await v.as.admin.get<{ id: number; nombre: string; descuentoMaximo: number }[]>('/api/roles')).body.data!;
    expect(Object.fromEntries(roles.map((r) => [r.nombre, r.descuentoMaximo]))).toMatchObject({ admin: 100, cajero: 20, mozo: 10, empleado: 10 });
    const mozo = roles.find((r) => r.nombre === 'mozo')!;
    expect((await v.as.admin.put(`/api/roles/${mozo.id}`, { descuentoMaximo: 101 })).status).toBe(400);
    try {
      expect((await v.as.admin.put(`/api/roles/${mozo.id}`, { descuentoMaximo: 30 })).status).toBe(200);
      expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { descuentoTipo: 'porcentaje', descuentoValor: 30 })).status).toBe(200);
    } finally {
      await v.as.admin.put(`/api/roles/${mozo.id}`, { descuentoMaximo: null });
    }
    expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { descuentoTipo: 'porcentaje', descuentoValor: 30 })).status).toBe(403);
  });
});

describe('cancelling a table and voiding a sale', () => {
  it('refuses a waiter cancelling a table sent to the kitchen; with approval and a reason it is cancelled and audited', async () => {
    const { v, draft } = await mesaConPedido();
    const refused = await v.as.mozo.del(`/api/mesas/drafts/${draft.id}`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`La mesa ${draft.numeroMesa} tiene productos enviados a cocina: cancelarla necesita la aprobación de un encargado`);
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!.estado).toBe('activo');

    // The admin (mesas.cancelar) still gives a reason.
    const noReason = await v.as.admin.del(`/api/mesas/drafts/${draft.id}`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('El motivo es obligatorio para esta acción');

    await setPin(v, v.as.admin.userId, '123456');
    const approval = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', {
      accion: 'cancelar-mesa',
      entidadId: draft.id,
      usuario: await adminEmail(v),
      pin: '123456',
      motivo: 'Se fueron sin consumir',
    });
    // A token for another action does not cancel.
    const approvalOfDiscount = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', {
      accion: 'descuento',
      entidadId: draft.id,
      usuario: await adminEmail(v),
      pin: '123456',
      motivo: 'x',
    });
    expect((await withApproval(v.as.mozo, 'DELETE', `/api/mesas/drafts/${draft.id}`, approvalOfDiscount.body.data!.token, {})).status).toBe(403);
    const ok = await withApproval<Draft>(v.as.mozo, 'DELETE', `/api/mesas/drafts/${draft.id}`, approval.body.data!.token, {});
    expect(ok.status).toBe(200);
    expect(ok.body.data!.estado).toBe('cancelado');
    const log = await auditLog(v, '?accion=cancelar-mesa');
    expect(log.items[0]).toMatchObject({
      usuario: { nombre: 'Usuario mozo' },
      aprobadoPor: { nombre: 'Usuario admin' },
      motivo: 'Se fueron sin consumir',
      antes: { mesa: draft.numeroMesa },
    });
  });

  it("refuses a waiter taking a line the kitchen has off the table (deleted, or fewer of it); with a manager's PIN it is done once and audited", async () => {
    const { v, draft, precio, nombre } = await mesaConPedido();
    const item = draft.items[0]!;
    const url = `/api/mesas/drafts/${draft.id}/items/${item.id}`;
    const refused = await v.as.mozo.del(url, { motivoEliminacion: 'No lo pidieron', clientMutationId: mutationId() });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ANULAR_ITEM_REQUIERE_APROBACION');
    expect(refused.body.message).toBe(`'${nombre}' ya fue enviado a cocina: quitarlo de la mesa ${draft.numeroMesa} necesita la aprobación de un encargado`);
    expect(refused.body.data).toEqual({ accion: 'anular-item', entidadId: draft.id });
    const fewer = await patch(t.app, v.as.mozo, `${url}/cantidad`, { cantidad: 1, clientMutationId: mutationId() });
    expect(fewer.status).toBe(403);
    expect(fewer.body.data).toEqual({ accion: 'anular-item', entidadId: draft.id });
    // Nothing changed: two of it, at the product's price, same version.
    const unchanged = await leerDraft(v.as.mozo, draft);
    expect(unchanged.items.map((i) => [i.cantidad, i.eliminado])).toEqual([[2, false]]);
    expect(unchanged).toMatchObject({ total: 2 * precio, version: draft.version });
    // More of it needs nobody.
    expect((await patch(t.app, v.as.mozo, `${url}/cantidad`, { cantidad: 3, clientMutationId: mutationId() })).status).toBe(200);

    await setPin(v, v.as.admin.userId, '123456');
    const approval = await v.as.mozo.post<Aprobacion>('/api/aprobaciones', {
      accion: 'anular-item',
      entidadId: draft.id,
      usuario: await adminEmail(v),
      pin: '123456',
      motivo: 'Se cargó de más',
    });
    expect(approval.status).toBe(201);
    const token = approval.body.data!.token;
    const ok = await withApproval<Draft>(v.as.mozo, 'DELETE', url, token, { motivoEliminacion: 'No lo pidieron', clientMutationId: mutationId() });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.items[0]).toMatchObject({ eliminado: true, motivoEliminacion: 'No lo pidieron' });
    expect(ok.body.data!.total).toBe(0);
    const log = await auditLog(v, '?accion=anular-item');
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      usuario: { nombre: 'Usuario mozo' },
      aprobadoPor: { nombre: 'Usuario admin' },
      motivo: 'No lo pidieron',
      antes: { mesa: draft.numeroMesa, item: item.id, producto: nombre, cantidad: 3 },
      despues: { cantidad: 0 },
    });
    // The token was used: it does not take the line off again.
    expect((await v.as.mozo.post(`${url}/restaurar`)).status).toBe(200);
    const reused = await withApproval(v.as.mozo, 'DELETE', url, token, { motivoEliminacion: 'Otra vez', clientMutationId: mutationId() });
    expect(reused.status).toBe(403);
    expect(reused.body.code).toBe('APROBACION_INVALIDA');

    // A manager (mesas.cancelar) takes it off with the reason, audited without an approver; fewer of it needs no reason.
    expect((await patch(t.app, v.as.admin, `${url}/cantidad`, { cantidad: 1, clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.admin.del(url, { motivoEliminacion: 'Invitación de la casa', clientMutationId: mutationId() })).status).toBe(200);
    const after = await auditLog(v, '?accion=anular-item');
    expect(after.items.slice(0, 2)).toMatchObject([
      { usuario: { nombre: 'Usuario admin' }, aprobadoPor: null, motivo: 'Invitación de la casa', despues: { cantidad: 0 } },
      { usuario: { nombre: 'Usuario admin' }, aprobadoPor: null, motivo: null, antes: { cantidad: 3 }, despues: { cantidad: 1 } },
    ]);
  });

  it('a line held for a later course never reached the kitchen: the waiter deletes it with a reason alone', async () => {
    const { v, draft } = await mesaConPedido();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const held = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1, enEspera: true, clientMutationId: mutationId() });
    const line = held.items.find((i) => i.enEspera)!;
    const res = await v.as.mozo.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${line.id}`, { motivoEliminacion: 'Cambió de idea', clientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.data!.items.find((i) => i.id === line.id)).toMatchObject({ eliminado: true, motivoEliminacion: 'Cambió de idea' });
    expect((await auditLog(v, '?accion=anular-item')).items).toEqual([]);
  });

  it('an empty table is cancelled with no reason', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    expect((await v.as.mozo.del(`/api/mesas/drafts/${draft.id}`, {})).status).toBe(200);
  });

  it('a void needs ventas.anular or an approval, and is audited with its reason', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const sale = async () =>
      (await v.as.empleado.post<Venta>('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: agua.precio }] })).body.data!;
    const first = await sale();
    const refused = await v.as.empleado.post(`/api/ventas/${first.id}/anular`, { motivo: 'Error de carga' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Anular la venta necesita la aprobación de un encargado');
    await setPin(v, v.as.admin.userId, '2468');
    const approval = await v.as.empleado.post<Aprobacion>('/api/aprobaciones', {
      accion: 'anular-venta',
      entidadId: first.id,
      usuario: await adminEmail(v),
      pin: '2468',
      motivo: 'Cobrada dos veces',
    });
    const second = await sale();
    // Bound to its sale.
    expect((await withApproval(v.as.empleado, 'POST', `/api/ventas/${second.id}/anular`, approval.body.data!.token, { motivo: 'x' })).status).toBe(403);
    const voided = await withApproval<Venta>(v.as.empleado, 'POST', `/api/ventas/${first.id}/anular`, approval.body.data!.token, { motivo: 'Error de carga' });
    expect(voided.status).toBe(200);
    expect((await v.as.cajero.post(`/api/ventas/${second.id}/anular`, { motivo: 'Devolución' })).status).toBe(200);
    const log = await auditLog(v, '?accion=anular-venta');
    expect(log.items.map((i) => [i.entidadId, i.usuario.nombre, i.aprobadoPor?.nombre ?? null, i.motivo])).toEqual([
      [second.id, 'Usuario cajero', null, 'Devolución'],
      [first.id, 'Usuario empleado', 'Usuario admin', 'Error de carga'],
    ]);
  });

  it('counts PIN attempts before verifying them, with the sign-in back-off: wrong PINs slow guesses down but never lock the right PIN out', async () => {
    // A first wait of 60 s (LOGIN_BACKOFF_BASE_SECONDS), so it cannot pass during the burst below
    // however slow the machine; 'the wait passes' is played by moving the stored time.
    const slow = await createTestApp({ seed: false, env: { LOGIN_BACKOFF_BASE_SECONDS: '60', LOGIN_BACKOFF_MAX_SECONDS: '600' } });
    try {
      const v = await createVenue(slow.app);
      await setPin(v, v.as.admin.userId, '9876');
      const usuario = await adminEmail(v);
      const ask = (pin: string) => v.as.mozo.post<Aprobacion>('/api/aprobaciones', { accion: 'descuento', usuario, pin, motivo: 'x' });
      const pinState = () => slow.app.db.selectFrom('usuarios').select(['pin_fallos', 'pin_bloqueado_hasta']).where('id', '=', v.as.admin.userId).executeTakeFirstOrThrow();
      /** The wait passes (as time would): the next attempt is due now. */
      const waitPasses = async () => {
        const past = new Date(Date.now() - 1).toISOString();
        await slow.app.db.updateTable('usuarios').set({ pin_bloqueado_hasta: past }).where('id', '=', v.as.admin.userId).execute();
        await slow.app.db.updateTable('aprobacion_pin_intentos').set({ bloqueado_hasta: past }).where('aprobador_id', '=', v.as.admin.userId).execute();
      };

      // 20 concurrent guesses: only the 5 free attempts are evaluated, the rest must wait.
      const guesses = await Promise.all(Array.from({ length: 20 }, () => ask('0000')));
      expect(guesses.filter((g) => g.status === 403)).toHaveLength(5);
      const waiting = guesses.filter((g) => g.status === 429);
      expect(waiting).toHaveLength(15);
      expect(waiting[0]!.body).toMatchObject({ code: 'PIN_EN_ESPERA', params: { count: 60 }, message: 'Demasiados intentos con el PIN. Esperá 60 segundos e intentá nuevamente.' });
      expect(Number((await pinState()).pin_fallos)).toBe(5);

      // Even the right PIN waits now, and the refused attempts did not lengthen the wait.
      expect((await ask('9876')).status).toBe(429);
      expect(Number((await pinState()).pin_fallos)).toBe(5);

      // Each further wrong PIN doubles the wait (60 s, 120 s, 240 s ... up to the maximum).
      await waitPasses();
      expect((await ask('0000')).status).toBe(403);
      const second = await ask('0000');
      expect(second.body).toMatchObject({ code: 'PIN_EN_ESPERA', params: { count: 120 } });
      await waitPasses();
      expect((await ask('1111')).status).toBe(403);
      expect((await ask('9876')).body).toMatchObject({ code: 'PIN_EN_ESPERA', params: { count: 240 } });

      // Once the wait has passed the right PIN works (no lock-out), and the count starts afresh.
      await waitPasses();
      const approved = await ask('9876');
      expect(approved.status).toBe(201);
      expect(approved.body.data?.aprobadoPor.id).toBe(v.as.admin.userId);
      expect(await pinState()).toMatchObject({ pin_fallos: 0, pin_bloqueado_hasta: null });
      expect((await ask('0000')).status).toBe(403);
      expect((await ask('9876')).status).toBe(201);

      expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: '12' })).status).toBe(400);
      expect((await v.as.mozo.put(`/api/usuarios/${v.as.mozo.userId}/pin`, { pin: '1234' })).status).toBe(403);
    } finally {
      await slow.close();
    }
  });
});

describe('the floor plan', () => {
  it('refuses a plan that drops a table with an open comanda, naming it; idle tables are cancelled in bulk only with mesas.editar-plano', async () => {
    const { v, mesa } = await mesaConPedido();
    const empty = await v.as.empleado.put('/api/mesas/bulk', []);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toContain(`La mesa ${mesa.numero}`);
    expect((await v.as.admin.get<Mesa[]>('/api/mesas')).body.data).toHaveLength(2);
    expect((await v.as.cajero.post('/api/mesas/drafts/limpiar')).status).toBe(403);
    expect((await v.as.mozo.post('/api/mesas/drafts/limpiar')).status).toBe(403);
    expect((await v.as.empleado.post('/api/mesas/drafts/limpiar')).status).toBe(200);
  });
});

describe('who reads cash, revenue and customers', () => {
  it('keeps the register, the sales history and customers personal data from the waiter, and the register cash from who only sells', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    expect((await v.as.mozo.get('/api/arqueos')).status).toBe(403);
    expect((await v.as.mozo.get('/api/ventas/historial')).status).toBe(403);
    expect((await v.as.mozo.get('/api/gastos')).status).toBe(403);
    expect((await v.as.cajero.get('/api/arqueos')).status).toBe(200);
    expect((await v.as.cajero.get('/api/ventas/historial')).status).toBe(200);
    // Who sells without running the register learns only whether it is open, not its cash.
    expect((await v.as.empleado.get('/api/arqueos')).status).toBe(403);
    const estado = await v.as.empleado.get<ArqueoEstado>('/api/arqueos/estado');
    expect(estado.status).toBe(200);
    expect(estado.body.data).toEqual({ abierto: true, hoy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cerradoHoy: false });
    expect((await v.as.mozo.get('/api/arqueos/estado')).status).toBe(403);

    const created = await v.as.cajero.post<Cliente>('/api/clientes', {
      nombre: 'Ana Privada',
      email: 'ana@example.com',
      telefono: '11 2345-6789',
      direccion: 'Av. Santa Fe',
      departamento: 'Comuna 2',
      ciudad: 'Buenos Aires',
      descuento: 5,
      cuentaCorriente: false,
    });
    expect(created.status).toBe(201);
    const seen = (await v.as.mozo.get<ClientesList>('/api/clientes?q=Ana Privada')).body.data!.items[0]!;
    expect(seen).toMatchObject({ id: created.body.data!.id, nombre: 'Ana Privada', email: null, telefono: '', direccion: '', cuit: null });
    expect((await v.as.mozo.get<Cliente>(`/api/clientes/${created.body.data!.id}`)).body.data!.telefono).toBe('');
    expect((await v.as.cajero.get<Cliente>(`/api/clientes/${created.body.data!.id}`)).body.data!.email).toBe('ana@example.com');
    expect((await v.as.mozo.get(`/api/clientes/${created.body.data!.id}/cuenta-corriente`)).status).toBe(403);
    expect((await v.as.mozo.get('/api/auditoria')).status).toBe(403);
  });
});
