// Customers: Validation (phone for the venue's country, CUIT/CUIL check digit, discount),
// search, deactivation, their discount on a sale, and current accounts with payments on account.
import type { Arqueo, Cliente, ClientesList, CuentaCorriente, DocumentoVenta, Venta } from '@resto/shared/contracts';
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

const ana = {
  nombre: 'Ana Martínez',
  email: 'Ana.Martinez@Example.com',
  telefono: '11 2345-6789',
  direccion: 'Av. Santa Fe',
  numero: '2100',
  departamento: 'Comuna 2',
  ciudad: 'Buenos Aires',
  provincia: 'CABA',
  cuit: '27-12345678-0',
  descuento: 12.5,
  cuentaCorriente: false,
};

describe('customer validation', () => {
  it('creates a valid customer, normalising phone, e-mail and fiscal id', async () => {
    const v = await createVenue(t.app);
    // A CUIT no other customer of the venue has (the demo's Juan Pérez holds 20-12345678-6: a look-alike).
    const res = await v.as.cajero.post<Cliente>('/api/clientes', { ...ana, cuit: '27-12345678-0', clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      nombre: 'Ana Martínez',
      email: 'ana.martinez@example.com',
      telefono: '+541123456789',
      cuit: '27123456780',
      descuento: 12.5,
      cuentaCorriente: false,
      activo: true,
      saldo: 0,
    });
  });

  it('refuses each broken rule with its Spanish message', async () => {
    const v = await createVenue(t.app);
    const cases: [object, string][] = [
      [{ telefono: '123' }, 'El teléfono no es válido para Argentina'],
      [{ telefono: '+598 94 123 456' }, 'El teléfono no es válido para Argentina'],
      [{ cuit: '20-12345678-5' }, 'El CUIT/CUIL no es válido: el dígito verificador no coincide'],
      [{ cuit: '2012345678' }, 'El CUIT/CUIL debe tener al menos 11 dígitos'],
      [{ descuento: 100.5 }, 'El descuento debe estar entre 0 y 100'],
      [{ email: 'ana@' }, 'El e-mail no tiene un formato válido'],
      [{ direccion: ' ' }, 'La dirección es obligatoria'],
      [{ nombre: '' }, 'El nombre es obligatorio'],
      [{ ciudad: '' }, 'La ciudad es obligatoria'],
      [{ departamento: '' }, 'El departamento es obligatorio'],
      [{ telefono: '' }, 'El teléfono es obligatorio'],
    ];
    for (const [change, message] of cases) {
      const res = await v.as.cajero.post('/api/clientes', { ...ana, cuit: null, ...change });
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
    }
    expect((await v.as.mozo.post('/api/clientes', ana)).status).toBe(403);
  });

  it("checks the phone against the venue's country and the check digit only in Argentina", async () => {
    const v = await createVenue(t.app, { pais: 'UY', currencyCode: 'UYU', timezone: 'America/Montevideo', withMenu: false });
    const res = await v.as.cajero.post<Cliente>('/api/clientes', { ...ana, telefono: '094 123 456', cuit: '21-234567-0001' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ telefono: '+59894123456', cuit: '212345670001' });
    const argentine = await v.as.cajero.post('/api/clientes', { ...ana, telefono: '+54 9 11 2345-6789' });
    expect(argentine.body.message).toBe('El teléfono no es válido para Uruguay');
  });
});

describe('customer list, edit and deactivation', () => {
  it('searches ignoring case and accents, edits, and hides deactivated customers', async () => {
    const v = await createVenue(t.app);
    const byName = (await v.as.cajero.get<ClientesList>('/api/clientes?q=GONZALEZ')).body.data!;
    expect(byName.items.map((c) => c.nombre)).toEqual(['María González']);
    const byPhone = (await v.as.cajero.get<ClientesList>('/api/clientes?q=341 555')).body.data!;
    expect(byPhone.items.map((c) => c.nombre)).toEqual(['María González']);
    const all = (await v.as.cajero.get<ClientesList>('/api/clientes?limite=2')).body.data!;
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(2);

    const created = (await v.as.cajero.post<Cliente>('/api/clientes', { ...ana, cuit: null })).body.data!;
    const edited = await v.as.cajero.put<Cliente>(`/api/clientes/${created.id}`, { ...ana, cuit: null, nombre: 'Ana María Martínez', descuento: 0 });
    expect(edited.body.data).toMatchObject({ nombre: 'Ana María Martínez', descuento: 0 });

    expect((await v.as.cajero.del(`/api/clientes/${created.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    expect((await v.as.cajero.get<ClientesList>('/api/clientes?q=martinez')).body.data!.items).toEqual([]);
    const withInactive = (await v.as.cajero.get<ClientesList>('/api/clientes?q=martinez&incluirInactivos=true')).body.data!;
    expect(withInactive.items.map((c) => [c.nombre, c.activo])).toEqual([['Ana María Martínez', false]]);

    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const sale = await v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], clienteId: created.id, pagos: [] });
    expect(sale.status).toBe(400);
    expect(sale.body.message).toBe('El cliente no existe o está inactivo');
  });

  it('escapes the customer name on the printed remito', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const cliente = (await v.as.cajero.post<Cliente>('/api/clientes', { ...ana, nombre: 'Ana <b>Martínez</b>', cuit: null })).body.data!;
    const agua = await producto(v.as.cajero, 'BEB-001');
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      clienteId: cliente.id,
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 2_187.5 }],
    });
    const html = (await v.as.cajero.get<DocumentoVenta>(`/api/ventas/${sale.body.data!.id}/remito`)).body.data!.html;
    expect(html).toContain('Cliente: Ana &lt;b&gt;Martínez&lt;/b&gt;');
    expect(html).not.toContain('<b>Martínez');
  });
});

describe('current accounts', () => {
  it('takes a sale on account only for a customer with a current account', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const cuenta = await medioId(v.as.cajero, 'cuenta_corriente');
    const agua = await producto(v.as.cajero, 'BEB-001');
    const maria = (await v.as.cajero.get<ClientesList>('/api/clientes?q=maria')).body.data!.items[0]!;
    const nobody = await v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: cuenta, monto: 2_500 }] });
    expect(nobody.body.message).toBe('Para cobrar a cuenta corriente elegí un cliente con cuenta corriente habilitada');
    const noAccount = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      clienteId: maria.id,
      pagos: [{ medioId: cuenta, monto: 2_250 }],
    });
    expect(noAccount.body.message).toBe('Para cobrar a cuenta corriente elegí un cliente con cuenta corriente habilitada');
  });

  it('keeps the balance through sales, payments on account and voids', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const arqueoId = await abrirCaja(c, 1_000);
    const cuenta = await medioId(c, 'cuenta_corriente');
    const efectivo = await medioId(c, 'efectivo');
    const pizza = await producto(c, 'PIZ-001');
    const donPepe = (await c.get<ClientesList>('/api/clientes?soloCuentaCorriente=true')).body.data!.items[0]!;
    expect(donPepe).toMatchObject({ nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true, limiteCredito: 300_000, descuento: 5, saldo: 0 });

    // Two pizzas, 5 % customer discount: 21,000.00 - 1,050.00 = 19,950.00 on account.
    const sale = await c.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: pizza.id, cantidad: 2 }],
      clienteId: donPepe.id,
      pagos: [{ medioId: cuenta, monto: 19_950 }],
    });
    expect(sale.status).toBe(201);
    expect(sale.body.data).toMatchObject({ total: 19_950, descuentoCliente: 1_050 });
    expect((await c.get<Cliente>(`/api/clientes/${donPepe.id}`)).body.data!.saldo).toBe(19_950);

    const tooMuch = await c.post(`/api/clientes/${donPepe.id}/pagos`, { medioId: efectivo, monto: 20_000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('El pago supera el saldo de la cuenta corriente (19950)');

    const paid = await c.post<CuentaCorriente>(`/api/clientes/${donPepe.id}/pagos`, { medioId: efectivo, monto: 5_000, nota: 'A cuenta', clientMutationId: mutationId() });
    expect(paid.status).toBe(201);
    expect(paid.body.data!.saldo).toBe(14_950);
    expect(paid.body.data!.movimientos.map((m) => [m.tipo, m.monto, m.medio])).toEqual([
      ['pago', -5_000, 'Efectivo'],
      ['venta', 19_950, null],
    ]);
    // The cash paid on account is in the register.
    expect((await c.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!.totalEsperado).toBe(6_000);

    await c.post(`/api/ventas/${sale.body.data!.id}/anular`, { motivo: 'Pedido cancelado' });
    const account = (await c.get<CuentaCorriente>(`/api/clientes/${donPepe.id}/cuenta-corriente`)).body.data!;
    expect(account.saldo).toBe(-5_000);
    expect(account.movimientos[0]).toMatchObject({ tipo: 'anulacion', monto: -19_950, ventaId: sale.body.data!.id, nota: 'Pedido cancelado' });
  });

  it("tells the register that a phone sale's customer has a current account, and charges it on account with a sale discount", async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    await abrirCaja(c, 1_000);
    const cuenta = await medioId(c, 'cuenta_corriente');
    const efectivo = await medioId(c, 'efectivo');
    const pizza = await producto(c, 'PIZ-001');
    const donPepe = (await c.get<ClientesList>('/api/clientes?soloCuentaCorriente=true')).body.data!.items[0]!;
    const maria = (await c.get<ClientesList>('/api/clientes?q=maria')).body.data!.items[0]!;

    const sent = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: pizza.id, cantidad: 2 }], clienteId: donPepe.id, clientMutationId: mutationId() });
    expect(sent.status).toBe(201);
    expect(sent.body.data!.cliente).toEqual({ id: donPepe.id, nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true });
    const picked = (await c.get<Venta>(`/api/ventas/drafts/${sent.body.data!.id}`)).body.data!;
    expect(picked.cliente).toEqual({ id: donPepe.id, nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true });
    const other = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: pizza.id, cantidad: 1 }], clienteId: maria.id });
    expect(other.body.data!.cliente).toEqual({ id: maria.id, nombre: 'María González', cuentaCorriente: false });

    // 21,000.00 - 10 % of the sale = 18,900.00; - 5 % customer (945.00) = 17,955.00: 5,000 in cash, the rest on account.
    const charged = await c.post<Venta>(`/api/ventas/drafts/${picked.id}/finalize`, {
      descuentoTipo: 'porcentaje',
      descuentoValor: 10,
      pagos: [
        { medioId: efectivo, monto: 5_000 },
        { medioId: cuenta, monto: 12_955 },
      ],
      clientMutationId: mutationId(),
    });
    expect(charged.status).toBe(200);
    expect(charged.body.data).toMatchObject({
      estado: 'pagada',
      subtotal: 21_000,
      descuentoTipo: 'porcentaje',
      descuentoValor: 10,
      descuentoGeneral: 2_100,
      descuentoClientePorcentaje: 5,
      descuentoCliente: 945,
      total: 17_955,
      vuelto: 0,
      cliente: { id: donPepe.id, cuentaCorriente: true },
    });
    const account = (await c.get<CuentaCorriente>(`/api/clientes/${donPepe.id}/cuenta-corriente`)).body.data!;
    expect(account.saldo).toBe(12_955);
    expect(account.movimientos).toEqual([expect.objectContaining({ tipo: 'venta', monto: 12_955, ventaId: picked.id, ventaNumero: charged.body.data!.numero })]);
    const remito = (await c.get<DocumentoVenta>(`/api/ventas/${picked.id}/remito`)).body.data!;
    expect(remito.html).toMatch(/Descuento \(10\s?%\)<\/td><td class="n">-\$\s2\.100,00/);
    expect(remito.html).toMatch(/Descuento cliente \(5\s?%\)<\/td><td class="n">-\$\s945,00/);
    expect(remito.html).toMatch(/TOTAL<\/td><td class="n">\$\s17\.955,00/);
  });
});
