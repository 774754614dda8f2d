// The counter's discount check at entry, on SQLite or PostgreSQL (TEST_DATABASE_URL): the caller's
// own limit as the screen reads it, a manager's approval asked when the discount is entered (before
// any charge) that lets the sale through for that figure only, and the charge still the judge.
import type { Aprobacion, LimiteDescuento, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type Reply, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const PIN = '4321';

async function venue(): Promise<{ v: TestVenue; admin: string }> {
  const v = await createVenue(t.app);
  expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
  const admin = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
  return { v, admin };
}

async function post(c: ApiClient, url: string, payload: object, token?: string): Promise<Reply<Venta>> {
  const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(c.token), ...(token ? { 'x-aprobacion': token } : {}) }, payload });
  return { status: res.statusCode, body: res.json<Envelope<Venta>>() };
}
const finalizar = (c: ApiClient, payload: object, token?: string) => post(c, '/api/ventas/finalizar', payload, token);

describe("the counter's discount limit", () => {
  it('tells the caller their own limit and whether they discount freely; unknown parameters are refused', async () => {
    const { v } = await venue();
    const cajero = await v.as.cajero.get<LimiteDescuento>('/api/ventas/limite-descuento');
    expect(cajero.status).toBe(200);
    expect(cajero.body.data).toEqual({ porcentaje: 20, libre: false });
    expect((await v.as.mozo.get<LimiteDescuento>('/api/ventas/limite-descuento')).body.data).toEqual({ porcentaje: 10, libre: false });
    expect((await v.as.admin.get<LimiteDescuento>('/api/ventas/limite-descuento')).body.data).toEqual({ porcentaje: 100, libre: true });
    const unknown = await v.as.cajero.get('/api/ventas/limite-descuento?rol=admin');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('PARAMETRO_DESCONOCIDO');
  });

  it('charges a sale with the approval the manager gave when the discount was entered, for that figure only', async () => {
    const { v, admin } = await venue();
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    // 2 waters of $ 2.500: a 30 % discount ($ 1.500) is above the cashier's 20 %.
    const sale = (descuentoValor: number) => ({
      items: [{ productoId: agua.id, cantidad: 2 }],
      descuentoTipo: 'porcentaje',
      descuentoValor,
      pagos: [{ medioId: efectivo, monto: 5_000 }],
      motivoDescuento: 'Cliente habitual',
      clientMutationId: mutationId(),
    });
    const approval = await v.as.cajero.post<Aprobacion>('/api/aprobaciones', {
      accion: 'descuento',
      entidadId: null,
      valor: 1_500,
      usuario: admin,
      pin: PIN,
      motivo: 'Cliente habitual',
    });
    expect(approval.status).toBe(201);

    // The sale changed after the approval (40 %): the token does not cover it.
    const changed = await finalizar(v.as.cajero, sale(40), approval.body.data!.token);
    expect(changed.status).toBe(403);
    expect(changed.body.code).toBe('APROBACION_INVALIDA');
    // Without a token the refusal names the figure to approve, so the screen asks again.
    const refused = await finalizar(v.as.cajero, sale(40));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento', entidadId: null, valor: 2_000 } });

    const charged = await finalizar(v.as.cajero, sale(30), approval.body.data!.token);
    expect(charged.status, charged.body.message).toBe(201);
    expect(charged.body.data).toMatchObject({ descuentoGeneral: 1_500, total: 3_500 });
  });

  it('sends a phone sale whose line discount a manager approved as it was entered', async () => {
    const { v, admin } = await venue();
    const agua = await producto(v.as.empleado, 'BEB-001');
    // A 25 % line discount on a $ 2.500 water ($ 625) is above the employee's 10 %.
    const sale = () => ({ items: [{ productoId: agua.id, cantidad: 1, tipoDescuento: 'porcentaje', valorDescuento: 25 }], clientMutationId: mutationId() });
    const refused = await post(v.as.empleado, '/api/ventas/drafts', sale());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento', entidadId: null, valor: 625 } });
    const approval = await v.as.empleado.post<Aprobacion>('/api/aprobaciones', {
      accion: 'descuento',
      entidadId: null,
      valor: 625,
      usuario: admin,
      pin: PIN,
      motivo: 'Cliente habitual',
    });
    expect(approval.status).toBe(201);
    const sent = await post(v.as.empleado, '/api/ventas/drafts', sale(), approval.body.data!.token);
    expect(sent.status, sent.body.message).toBe(201);
    expect(sent.body.data!.items[0]).toMatchObject({ descuento: 625, subtotal: 1_875 });
  });
});

describe("the counter's limit with the customer's own discount", () => {
  it("raises the limit to the customer's percent but never stacks another discount on it beyond the limit", async () => {
    const { v } = await venue();
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const cliente = await v.as.admin.post<{ id: number }>('/api/clientes', {
      nombre: 'Ana Martínez',
      email: 'ana.martinez@example.com',
      telefono: '11 2345-6789',
      direccion: 'Av. Santa Fe',
      numero: '2100',
      departamento: 'Comuna 2',
      ciudad: 'Buenos Aires',
      provincia: 'CABA',
      cuit: null,
      descuento: 15,
      clientMutationId: mutationId(),
    });
    expect(cliente.status).toBe(201);
    // 2 waters of $ 2.500 = $ 5.000 for a cashier whose limit is 20 %.
    const sale = (descuentoValor: number | null) => ({
      items: [{ productoId: agua.id, cantidad: 2 }],
      clienteId: cliente.body.data!.id,
      ...(descuentoValor === null ? {} : { descuentoTipo: 'porcentaje', descuentoValor, motivoDescuento: 'Promoción' }),
      pagos: [{ medioId: efectivo, monto: 5_000 }],
      clientMutationId: mutationId(),
    });
    // The customer's 15 % alone, and 5 % more (19,25 % in all), fit the cashier's 20 %.
    expect((await finalizar(v.as.cajero, sale(null))).status).toBe(201);
    expect((await finalizar(v.as.cajero, sale(5))).status).toBe(201);
    // 10 % on top of the customer's 15 % is 23,5 % of the sale: above the limit, refused and nothing charged.
    const pagadas = async () => (await t.app.db.selectFrom('ventas').select('id').where('local_id', '=', v.localId).where('estado', '=', 'pagada').execute()).length;
    expect(await pagadas()).toBe(2);
    const refused = await finalizar(v.as.cajero, sale(10));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'DESCUENTO_SUPERA_LIMITE', data: { accion: 'descuento' } });
    expect(await pagadas()).toBe(2);
  });
});
