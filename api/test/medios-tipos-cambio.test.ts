// Settings of the money path: payment methods and exchange rates.
import type { MedioPago, TipoCambio, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('/api/medios-de-pago', () => {
  it("lists the demo venue's methods in order", async () => {
    const v = await createVenue(t.app);
    const list = (await v.as.mozo.get<MedioPago[]>('/api/medios-de-pago')).body.data!;
    expect(list.map((m) => [m.nombre, m.tipo])).toEqual([
      ['Efectivo', 'efectivo'],
      ['Tarjeta de débito', 'tarjeta_debito'],
      ['Tarjeta de crédito', 'tarjeta_credito'],
      ['Transferencia', 'transferencia'],
      ['QR / Mercado Pago', 'qr'],
      ['Cuenta corriente', 'cuenta_corriente'],
    ]);
  });

  it('creates, renames and deletes methods: non-empty, no duplicates ignoring case and accents, admin only', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const cmid = mutationId();
    const created = await a.post<MedioPago>('/api/medios-de-pago', { Nombre: '  Cheque ', ClientMutationId: cmid });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nombre: 'Cheque', tipo: 'otro', orden: 6, activo: true });
    const replay = await a.post<MedioPago>('/api/medios-de-pago', { nombre: 'Cheque', clientMutationId: cmid });
    expect(replay.body.data).toEqual(created.body.data);

    for (const nombre of ['CHEQUE', 'Tarjeta de Debito', 'efectívo']) {
      const dup = await a.post('/api/medios-de-pago', { nombre });
      expect({ nombre, status: dup.status, message: dup.body.message }).toEqual({ nombre, status: 409, message: 'El medio de pago ya existe' });
    }
    const empty = await a.post('/api/medios-de-pago', { nombre: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Medio de pago inválido: el nombre no puede estar vacío');
    expect((await v.as.cajero.post('/api/medios-de-pago', { nombre: 'Vale' })).status).toBe(403);

    const id = created.body.data!.id;
    const renameToDup = await a.put(`/api/medios-de-pago/${id}`, { nombre: 'Transferencia' });
    expect(renameToDup.status).toBe(409);
    const renamed = await a.put<MedioPago>(`/api/medios-de-pago/${id}`, { nombre: 'Cheque al día', tipo: 'transferencia' });
    expect(renamed.body.data).toMatchObject({ nombre: 'Cheque al día', tipo: 'transferencia' });

    expect((await a.del(`/api/medios-de-pago/${id}`)).status).toBe(200);
    const gone = await a.del(`/api/medios-de-pago/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('El medio de pago no existe');
    expect((await a.get<MedioPago[]>('/api/medios-de-pago')).body.data!.map((m) => m.nombre)).not.toContain('Cheque al día');
    // A deleted name can be used again.
    expect((await a.post('/api/medios-de-pago', { nombre: 'Cheque al día' })).status).toBe(201);
  });

  it('keeps past sales readable after their method is deleted, and refuses it for new ones', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const qr = await medioId(v.as.cajero, 'qr');
    const agua = await producto(v.as.cajero, 'BEB-001');
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: qr, monto: 2_500 }] });
    await v.as.admin.del(`/api/medios-de-pago/${qr}`);
    const detail = (await v.as.cajero.get<Venta>(`/api/ventas/${sale.body.data!.id}`)).body.data!;
    expect(detail.pagos.map((p) => p.medio)).toEqual(['QR / Mercado Pago']);
    const again = await v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: qr, monto: 2_500 }] });
    expect(again.body.message).toBe(`El medio de pago ${qr} no existe o está inactivo`);
  });
});

describe('/api/tipos-de-cambio', () => {
  it('has the venue currency as the default pair with 0, and realistic USD and BRL', async () => {
    const v = await createVenue(t.app);
    const list = (await v.as.mozo.get<TipoCambio[]>('/api/tipos-de-cambio')).body.data!;
    expect(list.map((r) => [r.moneda, r.valor, r.esDefault, r.esMonedaLocal])).toEqual([
      ['ARS', '0', true, true],
      ['BRL', '262.75', false, false],
      ['USD', '1425.5', false, false],
    ]);
  });

  it('validates currency and value, keeps exact decimals and refuses duplicates', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const eur = await a.post<TipoCambio>('/api/tipos-de-cambio', { moneda: 'eur', valor: '1650.123456' });
    expect(eur.status).toBe(201);
    expect(eur.body.data).toMatchObject({ moneda: 'EUR', valor: '1650.123456', esDefault: false });

    const cases: [object, number, string][] = [
      [{ moneda: 'CLP', valor: '1.1234567' }, 400, "Valor inválido: el campo 'valor' debe ser un número mayor o igual a 0 con hasta 6 decimales"],
      [{ moneda: 'CLP', valor: 'abc' }, 400, "Valor inválido: el campo 'valor' debe ser un número mayor o igual a 0 con hasta 6 decimales"],
      [{ moneda: 'CLP', valor: -1 }, 400, "Valor inválido: el campo 'valor' debe ser un número mayor o igual a 0 con hasta 6 decimales"],
      [{ moneda: 'CLP', valor: 0 }, 400, 'Valor inválido: la cotización de CLP debe ser mayor a 0'],
      [{ moneda: 'US', valor: 1 }, 400, 'Moneda inválida: usá el código ISO de 3 letras (por ejemplo USD)'],
      [{ moneda: '', valor: 1 }, 400, 'Moneda inválida: usá el código ISO de 3 letras (por ejemplo USD)'],
      [{ moneda: 'usd', valor: 1 }, 409, 'La moneda ya existe'],
    ];
    for (const [body, status, message] of cases) {
      const res = await a.post('/api/tipos-de-cambio', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect((await v.as.cajero.post('/api/tipos-de-cambio', { moneda: 'CLP', valor: 1 })).status).toBe(403);
  });

  it('keeps exactly one default, and protects the default and the venue currency from deletion', async () => {
    const v = await createVenue(t.app);
    const a = v.as.admin;
    const list = (await a.get<TipoCambio[]>('/api/tipos-de-cambio')).body.data!;
    const usd = list.find((r) => r.moneda === 'USD')!;
    const ars = list.find((r) => r.moneda === 'ARS')!;
    const made = await a.put<TipoCambio>(`/api/tipos-de-cambio/${usd.id}/default`, { clientMutationId: mutationId() });
    expect(made.body.data).toMatchObject({ moneda: 'USD', esDefault: true });
    const after = (await a.get<TipoCambio[]>('/api/tipos-de-cambio')).body.data!;
    expect(after.filter((r) => r.esDefault).map((r) => r.moneda)).toEqual(['USD']);

    const delDefault = await a.del(`/api/tipos-de-cambio/${usd.id}`);
    expect(delDefault.status).toBe(409);
    expect(delDefault.body.message).toBe('No se puede eliminar el tipo de cambio por defecto: elegí otro por defecto primero');
    const delArs = await a.del(`/api/tipos-de-cambio/${ars.id}`);
    expect(delArs.body.message).toBe('No se puede eliminar ARS: es la moneda del local');
    const arsValue = await a.put(`/api/tipos-de-cambio/${ars.id}`, { valor: 1 });
    expect(arsValue.body.message).toBe('Valor inválido: ARS es la moneda del local y su valor es 0');

    const brl = after.find((r) => r.moneda === 'BRL')!;
    expect((await a.del(`/api/tipos-de-cambio/${brl.id}`)).status).toBe(200);
    expect((await a.get<TipoCambio[]>('/api/tipos-de-cambio')).body.data!.map((r) => r.moneda)).toEqual(['ARS', 'USD']);
  });

  it('converts payments at the current value', async () => {
    const v = await createVenue(t.app);
    const usd = (await v.as.admin.get<TipoCambio[]>('/api/tipos-de-cambio')).body.data!.find((r) => r.moneda === 'USD')!;
    const updated = await v.as.admin.put<TipoCambio>(`/api/tipos-de-cambio/${usd.id}`, { valor: '1500.25' });
    expect(updated.body.data!.valor).toBe('1500.25');
    await abrirCaja(v.as.cajero);
    const vino = await producto(v.as.cajero, 'BEB-004');
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: vino.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'tarjeta_credito'), monto: 9.66, moneda: 'USD' }],
    });
    // USD 9.66 at 1500.25 = 14,492.415, rounded to 14,492.42: 7.58 short of the wine.
    expect(sale.body.message).toBe('Pagos insuficientes');
    expect(sale.body.data).toEqual({ total: 14_500, pagado: 14_492.42, faltante: 7.58 });
  });
});
