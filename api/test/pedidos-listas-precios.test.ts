// A counter, takeaway or delivery order priced by its own channel's list and promotion at the
// moment it is taken, on SQLite or PostgreSQL (TEST_DATABASE_URL): the order's lines keep the
// list's name, and its charge bills those stored prices and that promotion, whatever the lists
// say when the cashier charges it.
import { pedidoSchema, ventaSchema, type ListaPrecio, type Pedido, type Promocion, type Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function crearLista(v: TestVenue, body: object): Promise<ListaPrecio> {
  const res = await v.as.admin.post<ListaPrecio>('/api/listas-precios', { clientMutationId: mutationId(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
}

async function crearPromo(v: TestVenue, body: object): Promise<Promocion> {
  const res = await v.as.admin.post<Promocion>('/api/promociones', { clientMutationId: mutationId(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!;
}

async function pedir(v: TestVenue, body: object): Promise<Pedido> {
  const res = await v.as.empleado.post<Pedido>('/api/pedidos', { clientMutationId: mutationId(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return pedidoSchema.parse(res.body.data);
}

async function cobrar(v: TestVenue, pedido: Pedido, monto: number): Promise<Venta> {
  const res = await v.as.cajero.post<Pedido>(`/api/pedidos/${pedido.id}/cobrar`, {
    pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto }],
    clientMutationId: mutationId(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ventaSchema.parse((await v.as.cajero.get<Venta>(`/api/ventas/${res.body.data!.ventaId}`)).body.data);
}

describe('a direct order priced by its channel', () => {
  it('takes delivery, takeaway and counter orders at their own lists, names the list on the lines and charges those prices', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    await crearLista(v, { nombre: 'Salón', canales: ['salon'], prioridad: 99, precios: [{ productoId: agua.id, precio: 1 }] });
    await crearLista(v, { nombre: 'Delivery', canales: ['delivery'], precios: [{ productoId: agua.id, precio: 900 }] });
    await crearLista(v, { nombre: 'Para llevar', canales: ['takeaway'], precios: [{ productoId: agua.id, precio: 700 }] });
    await crearLista(v, { nombre: 'Mostrador', canales: ['mostrador'], precios: [{ productoId: agua.id, precio: 500 }] });

    const delivery = await pedir(v, { tipo: 'delivery', direccion: 'Av. Corrientes 1234', items: [{ productoId: agua.id, cantidad: 2 }] });
    expect(delivery.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[900, 'Delivery']]);
    expect(delivery.total).toBe(1800);
    const read = pedidoSchema.parse((await v.as.empleado.get(`/api/pedidos/${delivery.id}`)).body.data);
    expect(read.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[900, 'Delivery']]);

    const takeaway = await pedir(v, { tipo: 'takeaway', clienteNombre: 'Ana', items: [{ productoId: agua.id, cantidad: 1 }] });
    expect(takeaway.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[700, 'Para llevar']]);
    const mostrador = await pedir(v, { tipo: 'mostrador', items: [{ productoId: agua.id, cantidad: 1 }] });
    expect(mostrador.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[500, 'Mostrador']]);

    // The lists change before the charge: each order is charged as it was taken.
    for (const l of (await v.as.admin.get<ListaPrecio[]>('/api/listas-precios')).body.data!) {
      expect((await v.as.admin.del(`/api/listas-precios/${l.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    }
    await crearLista(v, { nombre: 'Nueva', canales: ['mostrador', 'takeaway', 'delivery'], precios: [{ productoId: agua.id, precio: 5 }] });
    await abrirCaja(v.as.cajero);
    const ventaDelivery = await cobrar(v, delivery, 1800);
    expect(ventaDelivery.total).toBe(1800);
    expect(ventaDelivery.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[900, 'Delivery']]);
    const ventaTakeaway = await cobrar(v, takeaway, 700);
    expect(ventaTakeaway.items.map((i) => [i.precioUnitario, i.listaPrecio])).toEqual([[700, 'Para llevar']]);
    expect((await cobrar(v, mostrador, 500)).total).toBe(500);
  });

  it("keeps the promotion of the order's channel when taken: a 2x1 for delivery takes one of three free at the charge", async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    await crearPromo(v, { nombre: '2x1 Agua delivery', tipo: 'nxm', lleva: 2, paga: 1, productoId: agua.id, canales: ['delivery'] });
    await crearPromo(v, { nombre: '2x1 Agua mostrador', tipo: 'nxm', lleva: 2, paga: 1, productoId: agua.id, canales: ['mostrador'] });

    // A takeaway order is under neither promotion, even charged at the counter's register.
    const takeaway = await pedir(v, { tipo: 'takeaway', clienteNombre: 'Ana', items: [{ productoId: agua.id, cantidad: 2 }] });
    const delivery = await pedir(v, { tipo: 'delivery', direccion: 'Av. Corrientes 1234', items: [{ productoId: agua.id, cantidad: 3 }] });
    // The order's total is its lines at their prices; the sale carries the discount.
    expect(delivery.total).toBe(agua.precio * 3);

    // The promotion ends before the charge: the order was taken under it.
    for (const p of (await v.as.admin.get<Promocion[]>('/api/promociones')).body.data!) {
      expect((await v.as.admin.del(`/api/promociones/${p.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    }
    await abrirCaja(v.as.cajero);
    const venta = await cobrar(v, delivery, agua.precio * 2);
    expect(venta.total).toBe(agua.precio * 2);
    expect(venta.promociones).toEqual([expect.objectContaining({ nombre: '2x1 Agua delivery', descuento: agua.precio })]);
    const sinPromo = await cobrar(v, takeaway, agua.precio * 2);
    expect(sinPromo.total).toBe(agua.precio * 2);
    expect(sinPromo.promociones ?? []).toEqual([]);
  });

  it('an edited order keeps the price its dishes were taken at; only a dish new to it takes the list of now', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    const gaseosa = await producto(v.as.admin, 'BEB-002');
    const lista = await crearLista(v, {
      nombre: 'Delivery',
      canales: ['delivery'],
      precios: [
        { productoId: agua.id, precio: 900 },
        { productoId: gaseosa.id, precio: 800 },
      ],
    });
    const pedido = await pedir(v, { tipo: 'delivery', direccion: 'Av. Corrientes 1234', items: [{ productoId: agua.id, cantidad: 1 }] });
    expect(pedido.items.map((i) => [i.nombre, i.precioUnitario, i.listaPrecio])).toEqual([[agua.nombre, 900, 'Delivery']]);

    // The list ends; the order is edited: one more water and a soda.
    expect((await v.as.admin.del(`/api/listas-precios/${lista.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    const res = await v.as.empleado.put<Pedido>(`/api/pedidos/${pedido.id}`, {
      tipo: 'delivery',
      direccion: 'Av. Corrientes 1234',
      items: [
        { productoId: agua.id, cantidad: 2 },
        { productoId: gaseosa.id, cantidad: 1 },
      ],
      clientMutationId: mutationId(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = pedidoSchema.parse(res.body.data);
    expect(edited.items.map((i) => [i.nombre, i.cantidad, i.precioUnitario, i.listaPrecio])).toEqual([
      [agua.nombre, 2, 900, 'Delivery'],
      [gaseosa.nombre, 1, gaseosa.precio, null],
    ]);
    expect(edited.total).toBe(1800 + gaseosa.precio);
  });

  it("a customer's discount on top of the order's promotion is still the cashier's limit to give at the charge", async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.admin, 'BEB-001');
    await crearPromo(v, { nombre: '2x1 Agua delivery', tipo: 'nxm', lleva: 2, paga: 1, productoId: agua.id, canales: ['delivery'] });
    const cliente = await v.as.admin.post<{ id: number }>('/api/clientes', {
      nombre: 'Ana Martínez',
      telefono: '11 2345-6789',
      direccion: 'Av. Santa Fe',
      departamento: 'Comuna 2',
      ciudad: 'Buenos Aires',
      descuento: 5,
      clientMutationId: mutationId(),
    });
    expect(cliente.status, JSON.stringify(cliente.body)).toBe(201);
    const pedido = await pedir(v, { tipo: 'delivery', direccion: 'Av. Corrientes 1234', clienteId: cliente.body.data!.id, items: [{ productoId: agua.id, cantidad: 2 }] });
    await abrirCaja(v.as.cajero);
    const limite = (await v.as.cajero.get<{ porcentaje: number }>('/api/ventas/limite-descuento')).body.data!.porcentaje;
    expect(limite).toBeLessThan(50);
    const res = await v.as.cajero.post(`/api/pedidos/${pedido.id}/cobrar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: agua.precio * 2 }],
      clientMutationId: mutationId(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    const read = pedidoSchema.parse((await v.as.cajero.get(`/api/pedidos/${pedido.id}`)).body.data);
    expect(read.ventaId).toBeNull();
  });
});
