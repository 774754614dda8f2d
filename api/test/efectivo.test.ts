// The drawer, on SQLite or PostgreSQL (TEST_DATABASE_URL): each way a dishonest cashier or
// employee took money out of it, as a caller sees it: voids of a sale an earlier register took,
// expenses above the venue's limit and their audit, closing another's register and reopening
// the day's, tips on an account and above the venue's limit.
import type { Aprobacion, Arqueo, AuditoriaPage, ClientesList, GastosList, Gasto, GeneralConfig, Venta } from '@resto/shared/contracts';
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

const PIN = '2468';

/** A request retried with a manager's approval token, as the screens send it. */
async function withApproval<T>(c: ApiClient, method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload: object): Promise<Reply<T>> {
  const res = await t.app.inject({ method, url, headers: { ...bearer(c.token), 'x-aprobacion': token }, payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** The admin (who holds caja.supervisar) approves `accion` for `c` with their PIN. */
/** A manager's token for the action, the entity and the figure (`valor`, when the refusal named one). */
async function approve(v: TestVenue, c: ApiClient, accion: string, entidadId: number | null, motivo: string, valor: number | null = null): Promise<string> {
  expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: PIN })).status).toBe(200);
  const email = (await v.as.admin.get<{ user: { email: string } }>('/api/auth/me')).body.data!.user.email;
  const res = await c.post<Aprobacion>('/api/aprobaciones', { accion, entidadId, usuario: email, pin: PIN, motivo, valor });
  expect(res.status).toBe(201);
  return res.body.data!.token;
}

async function auditLog(v: TestVenue, accion: string): Promise<AuditoriaPage['items']> {
  const res = await v.as.admin.get<AuditoriaPage>(`/api/auditoria?accion=${accion}`);
  expect(res.status).toBe(200);
  return res.body.data!.items;
}

const arqueo = async (c: ApiClient, id: number) => (await c.get<Arqueo>(`/api/arqueos/${id}`)).body.data!;
const cerrar = (c: ApiClient, id: number, totalReal: number) => c.post<Arqueo>(`/api/arqueos/${id}/cerrar`, { totalReal, observaciones: 'Cierre del turno' });

/** A cash sale of one agua (BEB-001) at the counter; returns it. */
async function ventaEfectivo(c: ApiClient): Promise<Venta> {
  const agua = await producto(c, 'BEB-001');
  const res = await c.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: agua.id, cantidad: 1 }],
    pagos: [{ medioId: await medioId(c, 'efectivo'), monto: agua.precio }],
  });
  expect(res.status).toBe(201);
  return res.body.data!;
}

/** Yesterday's register: opened and closed by the cashier with one cash sale, its date moved back a day. */
async function cajaDeAyer(v: TestVenue): Promise<{ arqueoId: number; venta: Venta }> {
  const arqueoId = await abrirCaja(v.as.cajero, 10_000);
  const venta = await ventaEfectivo(v.as.cajero);
  expect((await cerrar(v.as.cajero, arqueoId, 10_000 + venta.total)).status).toBe(200);
  await t.app.db.updateTable('arqueos').set({ fecha: '2000-01-01' }).where('id', '=', arqueoId).execute();
  return { arqueoId, venta };
}

describe('voids of a sale an earlier register took', () => {
  it("needs a manager, hands the cash back from today's register as a refund and leaves the closed register as it was", async () => {
    const v = await createVenue(t.app);
    const { arqueoId: ayer, venta } = await cajaDeAyer(v);
    const closedBefore = await arqueo(v.as.cajero, ayer);
    const hoy = await abrirCaja(v.as.cajero, 10_000);

    const refused = await v.as.cajero.post<Venta>(`/api/ventas/${venta.id}/anular`, { motivo: 'El cliente lo devolvió' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'ANULAR_VENTA_ANTERIOR_REQUIERE_APROBACION',
      message: `La venta ${venta.numero} es de una caja ya cerrada: anularla necesita la aprobación de un encargado`,
      data: { accion: 'anular-venta-anterior', entidadId: venta.id },
    });
    expect((await v.as.cajero.get<Venta>(`/api/ventas/${venta.id}`)).body.data!.estado).toBe('pagada');
    expect((await arqueo(v.as.cajero, hoy)).totalEsperado).toBe(10_000);

    const token = await approve(v, v.as.cajero, 'anular-venta-anterior', venta.id, 'Devolución autorizada');
    const voided = await withApproval<Venta>(v.as.cajero, 'POST', `/api/ventas/${venta.id}/anular`, token, { motivo: 'El cliente lo devolvió' });
    expect(voided.status).toBe(200);
    expect(voided.body.data!.estado).toBe('anulada');

    const today = await arqueo(v.as.cajero, hoy);
    expect(today.totalEsperado).toBe(10_000 - venta.total);
    expect(today.movimientos).toContainEqual({ tipo: 'devolucion', moneda: 'ARS', monto: -venta.total });
    expect(today.movimientos.find((m) => m.tipo === 'anulacion')).toBeUndefined();
    const closedAfter = await arqueo(v.as.cajero, ayer);
    expect(closedAfter.totalEsperado).toBe(closedBefore.totalEsperado);
    expect(closedAfter.movimientos).toEqual(closedBefore.movimientos);

    const [entry] = await auditLog(v, 'anular-venta-anterior');
    expect(entry).toMatchObject({
      usuario: { id: v.as.cajero.userId },
      aprobadoPor: { id: v.as.admin.userId },
      entidad: 'venta',
      entidadId: venta.id,
      motivo: 'El cliente lo devolvió',
    });
    expect(entry!.despues).toMatchObject({ estado: 'anulada', devolucion: [{ moneda: 'ARS', monto: venta.total }] });
  });

  it("refuses a refund that would take today's expected cash below 0, changing nothing", async () => {
    const v = await createVenue(t.app);
    const { venta } = await cajaDeAyer(v);
    const hoy = await abrirCaja(v.as.admin, 1);
    const res = await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Devolución' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CAJA_EFECTIVO_INSUFICIENTE',
      message: 'No hay efectivo suficiente en la caja (ARS): el efectivo esperado no puede quedar por debajo de 0',
    });
    expect((await v.as.admin.get<Venta>(`/api/ventas/${venta.id}`)).body.data!.estado).toBe('pagada');
    expect((await arqueo(v.as.admin, hoy)).totalEsperado).toBe(1);
    expect(await auditLog(v, 'anular-venta-anterior')).toHaveLength(0);
  });
});

describe('expenses from the drawer', () => {
  it('shows the limits in the general settings, with their defaults, and lets config.editar change them', async () => {
    const v = await createVenue(t.app);
    const config = (await v.as.cajero.get<GeneralConfig>('/api/configuracion/general')).body.data!;
    expect(config).toMatchObject({ gastoMaximoCaja: 50_000, propinaMaximaPct: 25 });
    const saved = await v.as.admin.put<GeneralConfig>('/api/configuracion/general', { gastoMaximoCaja: 1_000, propinaMaximaPct: 15 });
    expect(saved.status).toBe(200);
    expect((await v.as.cajero.get<GeneralConfig>('/api/configuracion/general')).body.data).toMatchObject({ gastoMaximoCaja: 1_000, propinaMaximaPct: 15 });
    expect((await v.as.admin.put('/api/configuracion/general', { propinaMaximaPct: 101 })).status).toBe(400);
    expect((await v.as.cajero.put('/api/configuracion/general', { gastoMaximoCaja: 10_000_000 })).status).toBe(403);
  });

  it("refuses an employee's 5.000.000 expense above the limit until a manager approves it, audited", async () => {
    const v = await createVenue(t.app);
    const caja = await abrirCaja(v.as.cajero, 6_000_000);
    const body = { categoria: 'Varios', descripcion: 'Retiro', pagadoPor: 'Caja', montoPesos: 5_000_000 };
    const refused = await v.as.empleado.post('/api/gastos', body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'GASTO_SUPERA_LIMITE',
      // The limit as the venue writes money (a no-break space after the sign).
      message: expect.stringMatching(/^El gasto supera el límite de \$\s50\.000,00 para pagar desde la caja: necesita la aprobación de un encargado$/),
      data: { accion: 'gasto-sobre-limite', entidadId: null, valor: 5_000_000 },
    });
    expect((await v.as.cajero.get<GastosList>('/api/gastos')).body.data!.items).toHaveLength(0);
    expect((await arqueo(v.as.cajero, caja)).totalEsperado).toBe(6_000_000);

    // Not from the drawer: no limit (the drawer's cash is not touched).
    expect((await v.as.empleado.post('/api/gastos', { ...body, desdeCaja: false })).status).toBe(201);

    // An approval of a smaller figure does not cover this one.
    const small = await approve(v, v.as.empleado, 'gasto-sobre-limite', null, 'Pago al proveedor de bebidas', 60_000);
    const stretched = await withApproval<Gasto>(v.as.empleado, 'POST', '/api/gastos', small, body);
    expect(stretched.status).toBe(403);
    expect(stretched.body.code).toBe('APROBACION_INVALIDA');
    expect((await arqueo(v.as.cajero, caja)).totalEsperado).toBe(6_000_000);

    const token = await approve(v, v.as.empleado, 'gasto-sobre-limite', null, 'Pago al proveedor de bebidas', 5_000_000);
    const approved = await withApproval<Gasto>(v.as.empleado, 'POST', '/api/gastos', token, body);
    expect(approved.status).toBe(201);
    expect((await arqueo(v.as.cajero, caja)).totalEsperado).toBe(1_000_000);
    const [entry] = await auditLog(v, 'gasto-sobre-limite');
    expect(entry).toMatchObject({ usuario: { id: v.as.empleado.userId }, aprobadoPor: { id: v.as.admin.userId }, motivo: 'Pago al proveedor de bebidas' });
    expect(entry!.despues).toMatchObject({ montoPesos: 5_000_000, limite: 50_000 });
  });

  it('counts reais and dollars at the venue rates, and an edit above the limit needs the manager too', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero, 1_000_000);
    await v.as.admin.put('/api/configuracion/general', { gastoMaximoCaja: 1_000 });
    const body = { categoria: 'Varios', descripcion: 'Hielo', pagadoPor: 'Caja', montoPesos: 800 };
    const created = await v.as.cajero.post<Gasto>('/api/gastos', body);
    expect(created.status).toBe(201);
    // 800 pesos and 1 dollar (more than 200 pesos at the demo's rate) is above 1.000.
    const dollars = await v.as.cajero.post('/api/gastos', { ...body, montoDolares: 1 });
    expect(dollars.status).toBe(403);
    expect(dollars.body.code).toBe('GASTO_SUPERA_LIMITE');

    const edit = await v.as.cajero.put(`/api/gastos/${created.body.data!.id}`, { ...body, montoPesos: 900_000 });
    expect(edit.status).toBe(403);
    expect(edit.body.data).toEqual({ accion: 'gasto-sobre-limite', entidadId: created.body.data!.id, valor: 900_000 });
    expect((await v.as.cajero.get<GastosList>('/api/gastos')).body.data!.items.map((g) => g.montoPesos)).toEqual([800]);
  });

  it("refuses an expense that would take the drawer's expected cash below 0, changing nothing", async () => {
    const v = await createVenue(t.app);
    const caja = await abrirCaja(v.as.cajero, 1_000);
    const res = await v.as.cajero.post('/api/gastos', { categoria: 'Varios', descripcion: 'Gas', pagadoPor: 'Caja', montoPesos: 1_000.01 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CAJA_EFECTIVO_INSUFICIENTE');
    expect((await v.as.cajero.get<GastosList>('/api/gastos')).body.data!.items).toHaveLength(0);
    expect((await arqueo(v.as.cajero, caja)).totalEsperado).toBe(1_000);
    // All of it may go.
    expect((await v.as.cajero.post('/api/gastos', { categoria: 'Varios', descripcion: 'Gas', pagadoPor: 'Caja', montoPesos: 1_000 })).status).toBe(201);
  });

  it('keeps every expense, its edit and its deletion in the audit log, with who and before/after', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero, 10_000);
    const body = { categoria: 'Limpieza', descripcion: 'Lavandina', pagadoPor: 'Caja', montoPesos: 500 };
    const created = (await v.as.cajero.post<Gasto>('/api/gastos', { ...body, clientMutationId: mutationId() })).body.data!;
    expect((await v.as.cajero.put(`/api/gastos/${created.id}`, { ...body, montoPesos: 600 })).status).toBe(200);
    expect((await v.as.cajero.del(`/api/gastos/${created.id}`, {})).status).toBe(200);

    const [registrado] = await auditLog(v, 'gasto-registrado');
    expect(registrado).toMatchObject({ usuario: { id: v.as.cajero.userId }, entidad: 'gasto', entidadId: created.id, antes: null });
    expect(registrado!.despues).toMatchObject({ descripcion: 'Lavandina', montoPesos: 500, desdeCaja: true });
    const [modificado] = await auditLog(v, 'gasto-modificado');
    expect(modificado).toMatchObject({ usuario: { id: v.as.cajero.userId }, antes: { montoPesos: 500 }, despues: { montoPesos: 600 } });
    const [eliminado] = await auditLog(v, 'gasto-eliminado');
    expect(eliminado).toMatchObject({ usuario: { id: v.as.cajero.userId }, entidadId: created.id, antes: { descripcion: 'Lavandina', montoPesos: 600 }, despues: null });
  });
});

describe("closing another's register and reopening the day's", () => {
  it('lets only its opener close it; anyone else needs caja.supervisar or a manager, audited', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.admin, 10_000);
    const refused = await cerrar(v.as.cajero, id, 10_000);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'CERRAR_CAJA_AJENA_REQUIERE_APROBACION',
      message: 'La caja la abrió Usuario admin: cerrarla necesita la aprobación de un encargado',
      data: { accion: 'cerrar-caja-ajena', entidadId: id },
    });
    expect((await arqueo(v.as.admin, id)).estado).toBe('abierto');

    const token = await approve(v, v.as.cajero, 'cerrar-caja-ajena', id, 'El encargado se fue temprano');
    const closed = await withApproval<Arqueo>(v.as.cajero, 'POST', `/api/arqueos/${id}/cerrar`, token, { totalReal: 10_000, observaciones: 'Cierre del turno' });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ estado: 'cerrado', usuarioCierre: { id: v.as.cajero.userId } });
    const [entry] = await auditLog(v, 'cerrar-caja-ajena');
    expect(entry).toMatchObject({ usuario: { id: v.as.cajero.userId }, aprobadoPor: { id: v.as.admin.userId }, entidadId: id });

    // The manager closes the cashier's register with their own permission.
    const w = await createVenue(t.app);
    const other = await abrirCaja(w.as.cajero, 10_000);
    expect((await cerrar(w.as.admin, other, 10_000)).status).toBe(200);
    expect(await auditLog(w, 'cerrar-caja-ajena')).toEqual([expect.objectContaining({ usuario: expect.objectContaining({ id: w.as.admin.userId }), aprobadoPor: null })]);
  });

  it("reopens the day's closed register with a manager and a reason, so the day is not locked", async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.cajero, 10_000);
    expect((await cerrar(v.as.cajero, id, 9_500)).status).toBe(200);
    expect((await v.as.cajero.post('/api/arqueos', { montoInicial: 100 })).body.code).toBe('ARQUEO_YA_EXISTE_FECHA');

    const noReason = await v.as.admin.post(`/api/arqueos/${id}/reabrir`, {});
    expect(noReason.status).toBe(400);
    const refused = await v.as.cajero.post(`/api/arqueos/${id}/reabrir`, { motivo: 'Faltó cobrar una mesa' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'REABRIR_CAJA_REQUIERE_APROBACION',
      message: 'Reabrir la caja necesita la aprobación de un encargado',
      data: { accion: 'reabrir-caja', entidadId: id },
    });
    expect((await arqueo(v.as.cajero, id)).estado).toBe('cerrado');

    const token = await approve(v, v.as.cajero, 'reabrir-caja', id, 'Faltó cobrar una mesa');
    const reopened = await withApproval<Arqueo>(v.as.cajero, 'POST', `/api/arqueos/${id}/reabrir`, token, { motivo: 'Faltó cobrar una mesa' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ estado: 'abierto', totalEsperado: 10_000, totalReal: null, diferencia: null, usuarioCierre: null });
    const venta = await ventaEfectivo(v.as.cajero);
    expect((await arqueo(v.as.cajero, id)).totalEsperado).toBe(10_000 + venta.total);
    const [entry] = await auditLog(v, 'reabrir-caja');
    expect(entry).toMatchObject({
      usuario: { id: v.as.cajero.userId },
      aprobadoPor: { id: v.as.admin.userId },
      motivo: 'Faltó cobrar una mesa',
      antes: { estado: 'cerrado', totalReal: 9_500, diferencia: -500 },
    });

    expect((await v.as.admin.post(`/api/arqueos/${id}/reabrir`, { motivo: 'Otra vez' })).body.code).toBe('ARQUEO_YA_ABIERTO');
  });

  it("keeps an earlier day's count final", async () => {
    const v = await createVenue(t.app);
    const { arqueoId } = await cajaDeAyer(v);
    const res = await v.as.admin.post(`/api/arqueos/${arqueoId}/reabrir`, { motivo: 'Corregir' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ARQUEO_NO_REABRIBLE', message: 'Solo se puede reabrir la caja de hoy' });
    expect((await arqueo(v.as.admin, arqueoId)).estado).toBe('cerrado');
  });
});

describe('tips', () => {
  async function venta(c: ApiClient, extra: object) {
    const agua = await producto(c, 'BEB-001');
    return {
      agua,
      res: await c.post<Venta & { propinas: unknown[] }>('/api/ventas/finalizar', {
        items: [{ productoId: agua.id, cantidad: 1 }],
        pagos: [{ medioId: await medioId(c, 'efectivo'), monto: agua.precio }],
        ...extra,
      }),
    };
  }

  it("refuses a tip on 'Cuenta corriente' without a customer, and charges it to the customer's account when there is one", async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const cuenta = await medioId(v.as.cajero, 'cuenta_corriente');
    const { res: refused } = await venta(v.as.cajero, { propinas: [{ tipo: 'monto', valor: 100, medioId: cuenta }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'PROPINA_CUENTA_SIN_CLIENTE',
      message: 'Una propina a cuenta corriente necesita un cliente con cuenta corriente habilitada: se suma a su saldo',
    });
    expect((await v.as.cajero.get<{ items: unknown[] }>('/api/ventas/historial')).body.data!.items).toHaveLength(0);

    const cliente = (await v.as.cajero.get<ClientesList>('/api/clientes?limite=100')).body.data!.items.find((c) => c.cuentaCorriente)!;
    const { res } = await venta(v.as.cajero, { clienteId: cliente.id, propinas: [{ tipo: 'monto', valor: 100, medioId: cuenta }] });
    expect(res.status).toBe(201);
    const after = (await v.as.cajero.get<ClientesList>('/api/clientes?limite=100')).body.data!.items.find((c) => c.id === cliente.id)!;
    expect(after.saldo).toBe(cliente.saldo + 100);

    // A void takes it off the balance again.
    expect((await v.as.cajero.post(`/api/ventas/${res.body.data!.id}/anular`, { motivo: 'Error' })).status).toBe(200);
    expect((await v.as.cajero.get<ClientesList>('/api/clientes?limite=100')).body.data!.items.find((c) => c.id === cliente.id)!.saldo).toBe(cliente.saldo);
  });

  it("refuses a 100 % card tip above the venue's limit until a manager approves it, audited", async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const tarjeta = await medioId(v.as.cajero, 'tarjeta_debito');
    const tip = { propinas: [{ tipo: 'porcentaje', valor: 100, medioId: tarjeta }] };
    const { res: refused } = await venta(v.as.cajero, tip);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PROPINA_SUPERA_LIMITE',
      message: 'La propina supera el 25 % de la venta: necesita la aprobación de un encargado',
      data: { accion: 'propina-sobre-limite', entidadId: null },
    });
    expect((await v.as.cajero.get<{ items: unknown[] }>('/api/ventas/historial')).body.data!.items).toHaveLength(0);

    const { res: within } = await venta(v.as.cajero, { propinas: [{ tipo: 'porcentaje', valor: 25, medioId: tarjeta }] });
    expect(within.status).toBe(201);

    const agua = await producto(v.as.cajero, 'BEB-001');
    const sale = { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: agua.precio }], ...tip };
    // The manager approves this tip, not any: a token for a 30 % tip does not carry a 100 % one.
    const small = await approve(v, v.as.cajero, 'propina-sobre-limite', null, 'Cliente generoso', Math.round(agua.precio * 30) / 100);
    const stretched = await withApproval<Venta>(v.as.cajero, 'POST', '/api/ventas/finalizar', small, sale);
    expect(stretched.status).toBe(403);
    expect(stretched.body).toMatchObject({ code: 'APROBACION_INVALIDA', data: { accion: 'propina-sobre-limite', valor: agua.precio } });

    const token = await approve(v, v.as.cajero, 'propina-sobre-limite', null, 'Cliente generoso', agua.precio);
    const approved = await withApproval<Venta>(v.as.cajero, 'POST', '/api/ventas/finalizar', token, sale);
    expect(approved.status).toBe(201);
    const [entry] = await auditLog(v, 'propina-sobre-limite');
    expect(entry).toMatchObject({ usuario: { id: v.as.cajero.userId }, aprobadoPor: { id: v.as.admin.userId }, motivo: 'Cliente generoso' });
    expect(entry!.despues).toMatchObject({ propina: agua.precio, total: agua.precio, limitePct: 25 });
  });
});
