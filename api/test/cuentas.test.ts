// Customer accounts, phone sales discarded by others, and the password rule: what dishonest staff tried.
import type { Aprobacion, AuditoriaPage, Cliente, ClientesList, Usuario, Venta, VentaResumen } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { bearer, call, createTestApp, createTestDatabase, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const tag = () => Math.random().toString(36).slice(2, 8);

async function roleId(v: TestVenue, nombre: string): Promise<number> {
  return (await v.as.admin.get<{ id: number; nombre: string }[]>('/api/roles')).body.data!.find((r) => r.nombre === nombre)!.id;
}

describe('the password rule', () => {
  it('refuses, when an admin creates a user, short, repeated, common and personal passwords, in the caller language, creating nothing', async () => {
    const v = await createVenue(t.app);
    const mozo = await roleId(v, 'mozo');
    const email = `lucia-${tag()}@test.local`;
    const attempt = (password: string) => v.as.admin.post('/api/usuarios', { nombre: 'Lucía Pérez', email, password, rolIds: [mozo] });
    const short = await attempt('123456');
    expect({ status: short.status, message: short.body.message }).toEqual({ status: 400, message: 'La contraseña debe tener al menos 10 caracteres' });
    const repeated = await attempt('aaaaaaaaaaaa');
    expect({ status: repeated.status, message: repeated.body.message }).toEqual({ status: 400, message: 'La contraseña no puede ser un mismo carácter repetido' });
    const common = await attempt('password123');
    expect(common.body).toMatchObject({ code: 'PASSWORD_COMUN', message: 'La contraseña es demasiado común: elegí otra más difícil de adivinar' });
    const ownEmail = await attempt(email);
    expect(ownEmail.body).toMatchObject({ message: 'La contraseña no puede contener el e-mail ni el nombre del usuario' });
    const ownName = await attempt('LuciaPerez-2026');
    expect(ownName.status).toBe(400);
    expect(ownName.body.message).toBe('La contraseña no puede contener el e-mail ni el nombre del usuario');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { ...bearer(v.as.admin.token), 'accept-language': 'en' },
      payload: { nombre: 'Lucía Pérez', email, password: 'qwerty12345', rolIds: [mozo] },
    });
    expect(english.json()).toMatchObject({ code: 'PASSWORD_COMUN' });
    const list = (await v.as.admin.get<Usuario[]>('/api/usuarios')).body.data!;
    expect(list.some((u) => u.email === email)).toBe(false);

    const created = await attempt('Mate-con-Facturas-77');
    expect(created.status).toBe(201);
    await login(t.app, email, 'Mate-con-Facturas-77');
  });

  it("refuses a weak reset by an admin (the user's own e-mail) and a weak change of one's own password", async () => {
    const v = await createVenue(t.app);
    const cajero = v.as.cajero;
    const me = (await v.as.admin.get<Usuario>(`/api/usuarios/${cajero.userId}`)).body.data!;
    const reset = await v.as.admin.post(`/api/usuarios/${cajero.userId}/password`, { password: `${me.email}1` });
    expect(reset.body).toMatchObject({ code: 'PASSWORD_PERSONAL' });
    // The refused reset changed nothing: the old password still signs in.
    await login(t.app, me.email, 'secreto123');

    const change = (passwordNueva: string) =>
      call(t.app, { method: 'POST', url: '/api/auth/password', headers: bearer(cajero.token), payload: { passwordActual: 'secreto123', passwordNueva } });
    expect((await change('1234567890')).json()).toMatchObject({ code: 'PASSWORD_COMUN' });
    expect((await change('zzzzzzzzzzzz')).json()).toMatchObject({ message: 'La contraseña no puede ser un mismo carácter repetido' });
    expect((await change(`x-${me.email}`)).json()).toMatchObject({ code: 'PASSWORD_PERSONAL' });
    expect((await change('corta1')).status).toBe(400);
    await login(t.app, me.email, 'secreto123');
    expect((await change('Empanadas-de-Carne-9')).status).toBe(200);
  });

  it('stops the start of an empty install whose ADMIN_PASSWORD is too weak, with a clear message', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        createTestApp({
          seed: false,
          database,
          env: { NODE_ENV: 'production', SEED_DEMO: '', SEED_FIRST_ADMIN: 'true', ADMIN_EMAIL: 'duenio@local.com', ADMIN_PASSWORD: '123456' },
        }),
      ).rejects.toThrow(/ADMIN_PASSWORD.*La contraseña debe tener al menos 10 caracteres/);
      // Nothing was seeded: a start with a good password creates the first admin.
      const good = await createTestApp({
        seed: false,
        database,
        env: { NODE_ENV: 'production', SEED_DEMO: '', SEED_FIRST_ADMIN: 'true', ADMIN_EMAIL: 'duenio@local.com', ADMIN_PASSWORD: 'Primer-Ingreso-2468' },
      });
      try {
        expect((await login(good.app, 'duenio@local.com', 'Primer-Ingreso-2468')).debeCambiarPassword).toBe(true);
      } finally {
        await good.app.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('a phone sale discarded by someone other than who took it', () => {
  async function phoneSale(v: TestVenue): Promise<Venta> {
    const agua = await producto(v.as.mozo, 'BEB-001');
    const res = await v.as.mozo.post<Venta>('/api/ventas/drafts', { items: [{ productoId: agua.id, cantidad: 3 }], clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    return res.body.data!;
  }
  const pending = async (v: TestVenue) => (await v.as.cajero.get<VentaResumen[]>('/api/ventas/drafts')).body.data!.map((d) => d.id);
  const discards = async (v: TestVenue) =>
    (await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=anular-venta')).body.data!.items.filter((e) => e.entidad === 'venta-telefono');

  it('refuses another user without ventas.anular (the manager approval it needs in data), and keeps the sale', async () => {
    const v = await createVenue(t.app);
    const draft = await phoneSale(v);
    const refused = await v.as.empleado.del(`/api/ventas/drafts/${draft.id}`, { clientMutationId: mutationId() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'BORRADOR_DE_OTRO_USUARIO',
      message: 'Esta venta la tomó Usuario mozo: descartarla necesita la aprobación de un encargado',
      data: { accion: 'anular-venta', entidadId: draft.id },
    });
    expect(await pending(v)).toContain(draft.id);
    expect(await discards(v)).toEqual([]);
  });

  it('lets its creator and a manager discard it, audited with its lines and amounts; a manager PIN approves it for another', async () => {
    const v = await createVenue(t.app);
    const own = await phoneSale(v);
    expect((await v.as.mozo.del(`/api/ventas/drafts/${own.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    const byCajero = await phoneSale(v);
    expect((await v.as.cajero.del(`/api/ventas/drafts/${byCajero.id}`, { clientMutationId: mutationId() })).status).toBe(200);

    const approved = await phoneSale(v);
    expect((await v.as.admin.put(`/api/usuarios/${v.as.admin.userId}/pin`, { pin: '8642' })).status).toBe(200);
    const adminEmail = (await v.as.admin.get<Usuario>(`/api/usuarios/${v.as.admin.userId}`)).body.data!.email;
    const approval = await v.as.empleado.post<Aprobacion>('/api/aprobaciones', {
      accion: 'anular-venta',
      entidadId: approved.id,
      usuario: adminEmail,
      pin: '8642',
      motivo: 'El cliente se fue',
    });
    expect(approval.status).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/ventas/drafts/${approved.id}`,
      headers: { ...bearer(v.as.empleado.token), 'x-aprobacion': approval.body.data!.token },
      payload: { clientMutationId: mutationId() },
    });
    expect(res.statusCode).toBe(200);
    expect(await pending(v)).toEqual([]);

    const entries = await discards(v);
    expect(entries).toHaveLength(3);
    const byId = new Map(entries.map((e) => [e.entidadId, e]));
    expect(byId.get(own.id)).toMatchObject({ usuario: { id: v.as.mozo.userId }, aprobadoPor: null });
    expect(byId.get(byCajero.id)).toMatchObject({ usuario: { id: v.as.cajero.userId }, aprobadoPor: null });
    expect(byId.get(approved.id)).toMatchObject({ usuario: { id: v.as.empleado.userId }, aprobadoPor: { id: v.as.admin.userId }, motivo: 'El cliente se fue' });
    expect(byId.get(approved.id)!.antes).toEqual({
      tomadaPor: { id: v.as.mozo.userId, nombre: 'Usuario mozo' },
      cliente: null,
      total: approved.total,
      items: [{ producto: approved.items[0]!.producto, cantidad: 3, precioUnitario: approved.items[0]!.precioUnitario, subtotal: approved.items[0]!.subtotal }],
    });
  });
});

describe('current accounts and look-alike customers', () => {
  const nuevo = {
    nombre: 'Distribuidora Norte',
    telefono: '11 2345-6789',
    direccion: 'Av. Rivadavia',
    departamento: 'Comuna 5',
    ciudad: 'Buenos Aires',
    descuento: 0,
  };
  const clientes = async (v: TestVenue, q: string) => (await v.as.admin.get<ClientesList>(`/api/clientes?q=${encodeURIComponent(q)}`)).body.data!.items;
  const auditOf = async (v: TestVenue, accion: string) => (await v.as.admin.get<AuditoriaPage>(`/api/auditoria?accion=${accion}`)).body.data!.items;

  it('opening an account needs clientes.cuenta-corriente and a credit limit; opening it and changing the limit are audited', async () => {
    const v = await createVenue(t.app);
    const byCashier = await v.as.cajero.post('/api/clientes', { ...nuevo, cuentaCorriente: true, limiteCredito: 50_000 });
    expect(byCashier.status).toBe(403);
    expect(byCashier.body).toMatchObject({ code: 'CLIENTE_CUENTA_CORRIENTE_SIN_PERMISO', message: 'No podés abrir una cuenta corriente ni cambiar su límite de crédito' });
    const noLimit = await v.as.admin.post('/api/clientes', { ...nuevo, cuentaCorriente: true });
    expect(noLimit.status).toBe(400);
    expect(noLimit.body).toMatchObject({ code: 'CLIENTE_LIMITE_CREDITO_OBLIGATORIO', message: 'La cuenta corriente necesita un límite de crédito mayor a 0' });
    expect(await clientes(v, 'Distribuidora')).toEqual([]);

    const created = await v.as.admin.post<Cliente>('/api/clientes', { ...nuevo, cuentaCorriente: true, limiteCredito: 50_000, clientMutationId: mutationId() });
    expect(created.status).toBe(201);
    const cliente = created.body.data!;
    expect(cliente).toMatchObject({ cuentaCorriente: true, limiteCredito: 50_000 });

    // The cashier still edits the customer's contact, but not the limit, nor opens an account on another.
    const phone = await v.as.cajero.put<Cliente>(`/api/clientes/${cliente.id}`, { ...nuevo, telefono: '11 2345-6790', cuentaCorriente: true, limiteCredito: 50_000 });
    expect(phone.status).toBe(200);
    const raise = await v.as.cajero.put(`/api/clientes/${cliente.id}`, { ...nuevo, cuentaCorriente: true, limiteCredito: 900_000 });
    expect(raise.body).toMatchObject({ code: 'CLIENTE_CUENTA_CORRIENTE_SIN_PERMISO' });
    const maria = (await clientes(v, 'María González'))[0]!;
    const open = await v.as.cajero.put(`/api/clientes/${maria.id}`, { ...nuevo, nombre: maria.nombre, cuentaCorriente: true, limiteCredito: 1_000 });
    expect(open.status).toBe(403);
    expect((await v.as.admin.get<Cliente>(`/api/clientes/${cliente.id}`)).body.data).toMatchObject({ telefono: '+541123456790', limiteCredito: 50_000 });
    expect((await v.as.admin.get<Cliente>(`/api/clientes/${maria.id}`)).body.data).toMatchObject({ cuentaCorriente: false });

    expect((await v.as.admin.put(`/api/clientes/${cliente.id}`, { ...nuevo, cuentaCorriente: true, limiteCredito: 80_000 })).status).toBe(200);
    const entries = await auditOf(v, 'cliente-cuenta-corriente');
    expect(entries.map((e) => ({ usuario: e.usuario.id, entidadId: e.entidadId, antes: e.antes, despues: e.despues }))).toEqual([
      { usuario: v.as.admin.userId, entidadId: cliente.id, antes: { cuentaCorriente: true, limiteCredito: 50_000 }, despues: { cuentaCorriente: true, limiteCredito: 80_000 } },
      { usuario: v.as.admin.userId, entidadId: cliente.id, antes: null, despues: { cuentaCorriente: true, limiteCredito: 50_000 } },
    ]);
  });

  it('refuses a sale on account beyond the credit limit, selling nothing', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const cliente = (await v.as.admin.post<Cliente>('/api/clientes', { ...nuevo, cuentaCorriente: true, limiteCredito: agua.precio * 2 })).body.data!;
    const cuenta = await medioId(v.as.cajero, 'cuenta_corriente');
    const sell = (cantidad: number) =>
      v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad }], clienteId: cliente.id, pagos: [{ medioId: cuenta, monto: agua.precio * cantidad }] });
    expect((await sell(2)).status).toBe(201);
    const over = await sell(1);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'CUENTA_CORRIENTE_SUPERA_LIMITE' });
    expect((await v.as.admin.get<Cliente>(`/api/clientes/${cliente.id}`)).body.data!.saldo).toBe(agua.precio * 2);
  });

  it("refuses a look-alike of 'Bodegón Don Pepe SRL' (invisible characters, case, accents, punctuation, same CUIT) unless confirmed, audited and flagged in the list", async () => {
    const v = await createVenue(t.app);
    const original = (await clientes(v, 'Don Pepe'))[0]!;
    const attempts = ['Bodegón\u200B Don Pepe SRL', 'BODEGON  DON PEPE S.R.L.', '\u202EBodegón Don Pepe SRL'];
    for (const nombre of attempts) {
      const res = await v.as.cajero.post('/api/clientes', { ...nuevo, nombre });
      expect({ nombre, status: res.status, body: res.body }).toMatchObject({
        nombre,
        status: 409,
        body: {
          code: 'CLIENTE_POSIBLE_DUPLICADO',
          message: `Ya existe un cliente parecido: 'Bodegón Don Pepe SRL' (n.º ${original.id}). Si es otra persona, confirmá que querés guardarlo igual`,
          data: { clienteId: original.id },
        },
      });
    }
    const sameCuit = await v.as.cajero.post('/api/clientes', { ...nuevo, cuit: '30-71234567-1' });
    expect(sameCuit.body).toMatchObject({ code: 'CLIENTE_POSIBLE_DUPLICADO', data: { clienteId: original.id } });
    expect((await clientes(v, 'pepe')).map((c) => c.id)).toEqual([original.id]);

    const confirmed = await v.as.cajero.post<Cliente>('/api/clientes', {
      ...nuevo,
      nombre: 'Bodegón\u200B Don  Pepe SRL',
      confirmarDuplicado: true,
      clientMutationId: mutationId(),
    });
    expect(confirmed.status).toBe(201);
    // Stored without the invisible character and the double space: it reads as what it is.
    expect(confirmed.body.data).toMatchObject({ nombre: 'Bodegón Don Pepe SRL', parecidoA: { id: original.id, nombre: 'Bodegón Don Pepe SRL' } });
    const listed = await clientes(v, 'pepe');
    expect(listed.map((c) => [c.id, c.parecidoA?.id])).toEqual(
      expect.arrayContaining([
        [original.id, confirmed.body.data!.id],
        [confirmed.body.data!.id, original.id],
      ]),
    );
    const [entry] = await auditOf(v, 'cliente-duplicado');
    expect(entry).toMatchObject({
      usuario: { id: v.as.cajero.userId },
      entidadId: confirmed.body.data!.id,
      despues: { nombre: 'Bodegón Don Pepe SRL', parecidoA: { id: original.id, nombre: 'Bodegón Don Pepe SRL' } },
    });
  });
});
