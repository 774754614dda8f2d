// A payment on a customer's current account, on SQLite or PostgreSQL (TEST_DATABASE_URL): cash goes
// into the open register's expected cash; a card, QR or transfer counts in the open session's
// expected total of its method, the one the close compares with what the terminal reports. With
// several tills open it joins the caller's session, as cash does.
import type { Arqueo, Caja, ClientesList, CuentaCorriente, GeneralConfig, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, apiClient, createVenue, medioId, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const arqueo = async (c: ApiClient, id: number) => (await c.get<Arqueo>(`/api/arqueos/${id}`)).body.data!;
/** What the session expects through the method of `tipo` (the close's per-method comparison). */
const esperadoDe = (a: Arqueo, tipo: string) => a.medios?.find((m) => m.tipo === tipo)?.esperado;
const pagar = (c: ApiClient, clienteId: number, medioId: number, monto: number) =>
  c.post<CuentaCorriente>(`/api/clientes/${clienteId}/pagos`, { medioId, monto, clientMutationId: mutationId() });

/** A second cashier of the venue, who opens no till. */
async function otroCajero(v: TestVenue): Promise<ApiClient> {
  const cajero = (await v.as.admin.get<{ id: number; nombre: string }[]>('/api/roles')).body.data!.find((r) => r.nombre === 'cajero')!.id;
  const email = `cajera-${Math.random().toString(36).slice(2, 8)}@test.local`;
  const res = await v.as.admin.post('/api/usuarios', { nombre: 'Cajera de apoyo', email, password: 'secreto123', rolIds: [cajero] });
  expect(res.status).toBe(201);
  return apiClient(t.app, email, 'secreto123');
}

/** The venue's current-account customer, owing two pizzas (19.950 after their 5 % discount). */
async function clienteConDeuda(c: ApiClient): Promise<number> {
  const donPepe = (await c.get<ClientesList>('/api/clientes?soloCuentaCorriente=true')).body.data!.items[0]!;
  const pizza = await producto(c, 'PIZ-001');
  const sale = await c.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: pizza.id, cantidad: 2 }],
    clienteId: donPepe.id,
    pagos: [{ medioId: await medioId(c, 'cuenta_corriente'), monto: 19_950 }],
  });
  expect(sale.status).toBe(201);
  return donPepe.id;
}

describe('a payment on account in the register', () => {
  it("counts a card payment in the session's expected card, cash in its expected cash, each frozen at the close", async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const id = await abrirCaja(c, 10_000);
    const cliente = await clienteConDeuda(c);
    const debito = await medioId(c, 'tarjeta_debito');

    const card = await pagar(c, cliente, debito, 10_000);
    expect(card.status).toBe(201);
    expect(card.body.data!.saldo).toBe(9_950);
    let open = await arqueo(c, id);
    expect(esperadoDe(open, 'tarjeta_debito')).toBe(10_000);
    // Not cash: the drawer's expected cash is the opening amount alone.
    expect(open.totalEsperado).toBe(10_000);

    expect((await pagar(c, cliente, await medioId(c, 'efectivo'), 2_000)).status).toBe(201);
    expect((await pagar(c, cliente, await medioId(c, 'qr'), 1_500)).status).toBe(201);
    expect((await pagar(c, cliente, await medioId(c, 'transferencia'), 450)).status).toBe(201);
    open = await arqueo(c, id);
    expect(open.totalEsperado).toBe(12_000);
    expect(open.movimientos).toEqual(expect.arrayContaining([{ tipo: 'cobro_cuenta', moneda: 'ARS', monto: 2_000 }]));
    expect(open.movimientos!.filter((m) => m.tipo === 'cobro_cuenta')).toHaveLength(1);
    expect(esperadoDe(open, 'tarjeta_debito')).toBe(10_000);
    expect(esperadoDe(open, 'qr')).toBe(1_500);
    expect(esperadoDe(open, 'transferencia')).toBe(450);

    // The terminal reports the 10.000: no difference on the card.
    const closed = await c.post<Arqueo>(`/api/arqueos/${id}/cerrar`, {
      totalReal: 12_000,
      observaciones: 'Fin del turno',
      declarados: [
        { medioPagoId: debito, monto: 10_000 },
        { medioPagoId: await medioId(c, 'qr'), monto: 1_000 },
      ],
    });
    expect(closed.status).toBe(200);
    const medios = (await arqueo(c, id)).medios!;
    expect(medios.find((m) => m.tipo === 'tarjeta_debito')).toMatchObject({ esperado: 10_000, declarado: 10_000, diferencia: 0 });
    expect(medios.find((m) => m.tipo === 'qr')).toMatchObject({ esperado: 1_500, declarado: 1_000, diferencia: -500 });
    expect(medios.find((m) => m.tipo === 'transferencia')).toMatchObject({ esperado: 450, declarado: null });
  });

  it('takes a card payment with no register open, in no session; cash still needs one', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const first = await abrirCaja(c, 10_000);
    const cliente = await clienteConDeuda(c);
    expect((await c.post(`/api/arqueos/${first}/cerrar`, { totalReal: 10_000, observaciones: 'Fin del turno' })).status).toBe(200);

    const cash = await pagar(c, cliente, await medioId(c, 'efectivo'), 1_000);
    expect(cash.status).toBe(409);
    expect(cash.body).toMatchObject({ code: 'SIN_CAJA_PARA_COBRO' });
    const card = await pagar(c, cliente, await medioId(c, 'tarjeta_debito'), 10_000);
    expect(card.status).toBe(201);
    expect(card.body.data!.saldo).toBe(9_950);
    // The session closed before it: its frozen card total is unchanged.
    expect(esperadoDe(await arqueo(c, first), 'tarjeta_debito')).toBe(0);
  });
});

describe('with several tills open', () => {
  async function venueWithTwoOpen(): Promise<{ v: TestVenue; principal: number; barra: number }> {
    const v = await createVenue(t.app);
    expect((await v.as.admin.put<GeneralConfig>('/api/configuracion/general', { variasCajas: true })).status).toBe(200);
    const principal = await abrirCaja(v.as.cajero, 10_000);
    const caja = await v.as.admin.post<Caja>('/api/cajas', { nombre: 'Barra' });
    expect(caja.status).toBe(201);
    const barra = await v.as.admin.post<Arqueo>('/api/arqueos', { montoInicial: 20_000, cajaId: caja.body.data!.id });
    expect(barra.status).toBe(201);
    return { v, principal, barra: barra.body.data!.id };
  }

  it("puts a card payment in the caller's own session, and asks who opened none which one", async () => {
    const { v, principal, barra } = await venueWithTwoOpen();
    const cliente = await clienteConDeuda(v.as.cajero);
    const debito = await medioId(v.as.admin, 'tarjeta_debito');

    expect((await pagar(v.as.admin, cliente, debito, 10_000)).status).toBe(201);
    expect(esperadoDe(await arqueo(v.as.admin, barra), 'tarjeta_debito')).toBe(10_000);
    expect(esperadoDe(await arqueo(v.as.admin, principal), 'tarjeta_debito')).toBe(0);

    expect((await pagar(v.as.cajero, cliente, debito, 3_000)).status).toBe(201);
    expect(esperadoDe(await arqueo(v.as.cajero, principal), 'tarjeta_debito')).toBe(3_000);

    // Never a guess: nothing is written.
    const guess = await pagar(await otroCajero(v), cliente, debito, 1_000);
    expect(guess.status).toBe(409);
    expect(guess.body).toMatchObject({ code: 'ARQUEO_ELEGIR_CAJA' });
    const cuenta = (await v.as.admin.get<CuentaCorriente>(`/api/clientes/${cliente}/cuenta-corriente`)).body.data!;
    expect(cuenta.saldo).toBe(19_950 - 10_000 - 3_000);
  });
});
