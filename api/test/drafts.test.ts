// Table drafts (comandas) through the api, on SQLite or PostgreSQL (TEST_DATABASE_URL): every
// endpoint of Draft orders, one draft per table under races, concurrent adds from several
// devices, retried ClientMutationIds, and finalizing into a sale through the money path.
import {
  draftAgregadoSchema,
  type ArqueosResumen,
  type ClientesList,
  type Draft,
  type DraftAgregado,
  type DraftFinalizado,
  type DraftsLimpieza,
  type Historial,
  type Mesa,
} from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function mesaDe(c: ApiClient, numero: number): Promise<Mesa> {
  const mesas = (await c.get<Mesa[]>('/api/mesas')).body.data!;
  return mesas.find((m) => m.numero === numero)!;
}

/** A venue with a plan of 4 tables and table 1 open by the waiter. */
async function mesaAbierta(): Promise<{ v: TestVenue; mesa: Mesa; draft: Draft }> {
  const v = await createVenue(t.app);
  const [mesa] = await planInicial(v, 4);
  return { v, mesa: mesa!, draft: await abrirMesa(v.as.mozo, mesa!) };
}

const MOTIVO_OBLIGATORIO = 'El motivo es obligatorio para llevar un registro de las eliminaciones';

describe('opening a table', () => {
  it('opens a draft with 2 diners and the signed-in waiter by default, and the plan shows the table occupied', async () => {
    const v = await createVenue(t.app);
    const mesas = await planInicial(v, 4);
    const mesa = mesas[2]!;
    const res = await v.as.mozo.post<Draft>(`/api/mesas/${mesa.id}/draft`, {
      MesaId: mesa.id,
      Comentario: ' Junto a la ventana ',
      ClienteId: null,
      ClientMutationId: mutationId(),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Mesa abierta');
    const draft = res.body.data!;
    expect(draft).toMatchObject({
      mesaId: mesa.id,
      numeroMesa: 3,
      estado: 'activo',
      comensales: 2,
      comentario: 'Junto a la ventana',
      camarero: 'Usuario mozo',
      usuario: { nombre: 'Usuario mozo' },
      cliente: null,
      items: [],
      subtotal: 0,
      total: 0,
      cantidadItems: 0,
      ventaId: null,
      fechaCierre: null,
    });
    expect(Date.now() - new Date(draft.fechaApertura).getTime()).toBeLessThan(60_000);

    const plan = (await v.as.empleado.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan.find((m) => m.id === mesa.id)).toMatchObject({
      ocupada: true,
      draft: { id: draft.id, comensales: 2, camarero: 'Usuario mozo', fechaApertura: draft.fechaApertura, total: 0, cantidadItems: 0 },
    });
    expect(plan.filter((m) => m.ocupada).map((m) => m.numero)).toEqual([3]);

    expect((await v.as.cajero.get<Draft>(`/api/mesas/${mesa.id}/draft`)).body.data).toEqual(draft);
    const free = await v.as.cajero.get<Draft | null>(`/api/mesas/${mesas[0]!.id}/draft`);
    expect(free.status).toBe(200);
    expect(free.body.data).toBeNull();
    expect((await v.as.cajero.get<Draft[]>('/api/mesas/drafts')).body.data).toEqual([draft]);
  });

  it("answers 'No hay mesa seleccionada' without a table, 404 for another venue's table, and needs 1 diner or more", async () => {
    const v = await createVenue(t.app);
    const other = await createVenue(t.app);
    const [mesa] = await planInicial(v, 1);
    const [foreign] = await planInicial(other, 1);
    for (const path of ['/api/mesas/0/draft', '/api/mesas/abc/draft', '/api/mesas/-3/draft']) {
      const res = await v.as.mozo.post(path, { Comensales: 2 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('No hay mesa seleccionada');
    }
    const elsewhere = await v.as.mozo.post(`/api/mesas/${foreign!.id}/draft`, {});
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('La mesa no existe');
    const none = await v.as.mozo.post(`/api/mesas/${mesa!.id}/draft`, { Comensales: 0 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('La cantidad de comensales debe ser un número entero de al menos 1');
    const mismatch = await v.as.mozo.post(`/api/mesas/${mesa!.id}/draft`, { MesaId: mesa!.id + 1 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('El MesaId del cuerpo no coincide con la mesa de la ruta');
    expect((await v.as.mozo.get('/api/mesas/drafts')).body.data).toEqual([]);
  });

  it('lets one of several devices opening the same table at once win; the others get 409 with the open draft', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 2);
    const openers = [v.as.mozo, v.as.empleado, v.as.admin, v.as.empleado, v.as.mozo];
    const results = await Promise.all(openers.map((c, i) => c.post<Draft>(`/api/mesas/${mesa!.id}/draft`, { Comensales: i + 1, ClientMutationId: mutationId() })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 201)!.body.data!;
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.body.message).toBe('La mesa 1 ya tiene un draft activo');
      expect(loser.body.data).toEqual(winner);
    }
    expect((await v.as.mozo.get<Draft[]>('/api/mesas/drafts')).body.data!.map((d) => d.id)).toEqual([winner.id]);
  });
});

describe('items', () => {
  it('adds items priced by the server (PascalCase accepted), changes quantities, deletes with a reason and restores', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const helado = await producto(v.as.mozo, 'POS-004');
    let d = await agregar(v.as.mozo, draft.id, {
      ProductoId: agua.id,
      Cantidad: 2,
      Notas: 'Sin hielo',
      // What the client thinks: ignored, the server reads the product.
      ProductoNombre: 'Otro nombre',
      SubtotalItem: 1,
      EsPorPeso: true,
      ClientMutationId: mutationId(),
    });
    d = await agregar(v.as.empleado, draft.id, { productoId: helado.id, peso: 0.25 });
    expect(d.items).toEqual([
      expect.objectContaining({
        productoId: agua.id,
        productoNombre: 'Agua mineral sin gas 500 ml',
        nombre: 'Agua mineral sin gas 500 ml',
        categoria: 'Bebidas',
        unidadMedida: 'unidad',
        esPorPeso: false,
        cantidad: 2,
        peso: null,
        precioUnitario: 2_500,
        subtotalItem: 5_000,
        notas: 'Sin hielo',
        eliminado: false,
        motivoEliminacion: null,
        fechaEliminacion: null,
      }),
      expect.objectContaining({ productoId: helado.id, esPorPeso: true, unidadMedida: 'kg', cantidad: 0.25, peso: 0.25, precioUnitario: 18_000, subtotalItem: 4_500 }),
    ]);
    expect(d).toMatchObject({ subtotal: 9_500, total: 9_500, cantidadItems: 2 });
    expect(d.ultimaActualizacion > draft.ultimaActualizacion).toBe(true);
    const [aguaItem, heladoItem] = d.items;

    const qty = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}/cantidad`, { Cantidad: 3, ClientMutationId: mutationId() });
    expect(qty.status).toBe(200);
    expect(qty.body.data!.items[0]).toMatchObject({ cantidad: 3, subtotalItem: 7_500 });
    expect(qty.body.data!.total).toBe(12_000);
    const heavier = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${heladoItem!.id}/cantidad`, { Cantidad: 0.5 });
    expect(heavier.body.data!.items[1]).toMatchObject({ peso: 0.5, subtotalItem: 9_000 });
    const half = await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}/cantidad`, { Cantidad: 1.5 });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe("'Agua mineral sin gas 500 ml' se vende por unidad: la cantidad debe ser un número entero");
    expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}/cantidad`, { Cantidad: 0 })).status).toBe(400);

    const blank = await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}`, { MotivoEliminacion: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MOTIVO_OBLIGATORIO);
    expect((await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}`, {})).body.message).toContain('motivoEliminacion');

    // A line the kitchen has: taken off by a manager (mesas.cancelar; a waiter's refusal is in fraude.test.ts).
    const removed = await v.as.admin.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}`, {
      MotivoEliminacion: '  El cliente cambió de idea  ',
      ClientMutationId: mutationId(),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Producto eliminado correctamente');
    const struck = removed.body.data!;
    expect(struck.items).toHaveLength(2);
    expect(struck.items[0]).toMatchObject({ eliminado: true, motivoEliminacion: 'El cliente cambió de idea', subtotalItem: 7_500 });
    expect(struck.items[0]!.fechaEliminacion).toEqual(expect.any(String));
    expect(struck).toMatchObject({ subtotal: 9_000, total: 9_000, cantidadItems: 1 });

    const again = await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}`, { MotivoEliminacion: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El producto ya fue eliminado');
    const qtyOfDeleted = await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}/cantidad`, { Cantidad: 1 });
    expect(qtyOfDeleted.status).toBe(409);
    expect(qtyOfDeleted.body.message).toBe('El producto está eliminado: restauralo para cambiar su cantidad');

    const restored = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}/restaurar`);
    expect(restored.status).toBe(200);
    expect(restored.body.data!.items[0]).toMatchObject({ eliminado: false, motivoEliminacion: null, fechaEliminacion: null, cantidad: 3 });
    expect(restored.body.data!.total).toBe(16_500);
    const notDeleted = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/${aguaItem!.id}/restaurar`);
    expect(notDeleted.status).toBe(409);
    expect(notDeleted.body.message).toBe('El producto no está eliminado');
    const unknown = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/999999/restaurar`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('El producto no está en este draft');
  });

  it('answers the single add with its change: the draft without items at the next version with the whole comanda totals, and only the new line', async () => {
    const { v, mesa, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2, Notas: 'Natural', ClientMutationId: mutationId() });
    const discounted = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, {
      DescuentoTipo: 'porcentaje',
      DescuentoValor: 10,
      ClientMutationId: mutationId(),
    });
    expect(discounted.status).toBe(200);
    const before = discounted.body.data!;
    expect(before.items).toHaveLength(1);

    const res = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, {
      ProductoId: gaseosa.id,
      Cantidad: 3,
      Notas: 'Con hielo',
      ClientMutationId: mutationId(),
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Producto agregado');
    const data = res.body.data!;
    expect(Object.keys(data).sort()).toEqual(['draft', 'items']);
    expect(Object.keys(data.draft)).not.toContain('items');
    // Nothing but the contract's fields.
    expect(draftAgregadoSchema.parse(data)).toEqual(data);

    // The draft as the add left it: one version more, and the totals of the whole comanda.
    expect(data.draft.version).toBe(before.version + 1);
    const subtotal = 2 * agua.precio + 3 * gaseosa.precio;
    expect(data.draft).toMatchObject({ id: draft.id, mesaId: mesa.id, estado: 'activo', subtotal, descuento: subtotal / 10, total: subtotal - subtotal / 10, cantidadItems: 2 });
    expect(data.draft.ultimaActualizacion >= before.ultimaActualizacion).toBe(true);
    const { items, ...rest } = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa.id}/draft`)).body.data!;
    expect(data.draft).toEqual(rest);

    // Only the new line, as the comanda holds it.
    expect(items).toHaveLength(2);
    expect(data.items).toEqual([items[1]]);
    expect(data.items[0]).toMatchObject({
      productoId: gaseosa.id,
      productoNombre: gaseosa.nombre,
      cantidad: 3,
      peso: null,
      precioUnitario: gaseosa.precio,
      subtotalItem: 3 * gaseosa.precio,
      notas: 'Con hielo',
      eliminado: false,
    });
    expect(data.items[0]!.id).not.toBe(items[0]!.id);
  });

  it('refuses inactive or unknown products, a unit product by weight and an unknown linked table', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const unknown = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: 999_999, Cantidad: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('El producto 999999 no existe o no está activo');
    const byWeight = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: agua.id, Peso: 0.5 });
    expect(byWeight.body.message).toBe("'Agua mineral sin gas 500 ml' se vende por unidad: indicá la cantidad");
    const nothing = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: agua.id });
    expect(nothing.body.message).toBe('Indicá la cantidad o el peso del producto');
    const linked = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: agua.id, Cantidad: 1, MesaVinculadaId: 999_999 });
    expect(linked.body.message).toBe('La mesa vinculada no existe');
    const mesa2 = await mesaDe(v.as.mozo, 2);
    const ok = await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1, MesaVinculadaId: mesa2.id });
    expect(ok.items.map((i) => i.mesaVinculadaId)).toEqual([mesa2.id]);
  });
});

describe('discount and details', () => {
  it('applies item, draft (percent or amount, validated) and customer discounts in the sale order', async () => {
    const { v, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const tooMuch = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: agua.id, Cantidad: 2, TipoDescuento: 'monto', ValorDescuento: 6_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("El descuento de 'Agua mineral sin gas 500 ml' supera el importe del ítem");
    let d = await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2, TipoDescuento: 'monto', ValorDescuento: 500 });
    expect(d.items[0]).toMatchObject({ tipoDescuento: 'monto', valorDescuento: 500, descuento: 500, subtotalItem: 4_500 });
    expect(d.total).toBe(4_500);

    // With the line's discount these are above the waiter's 10 % limit: the admin's (limit 100).
    const url = `/api/mesas/drafts/${draft.id}/descuento`;
    const pct = await patch<Draft>(t.app, v.as.admin, url, { DescuentoTipo: 'porcentaje', DescuentoValor: 10, ClientMutationId: mutationId() });
    expect(pct.status).toBe(200);
    expect(pct.body.data).toMatchObject({ descuentoTipo: 'porcentaje', descuentoValor: 10, subtotal: 4_500, descuento: 450, total: 4_050 });
    const over = await patch(t.app, v.as.admin, url, { DescuentoTipo: 'porcentaje', DescuentoValor: 100.5 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('El porcentaje de descuento debe estar entre 0 y 100');
    const above = await patch(t.app, v.as.admin, url, { DescuentoTipo: 'monto', DescuentoValor: 4_500.01 });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('El descuento supera el subtotal de la mesa');
    const noKind = await patch(t.app, v.as.admin, url, { DescuentoValor: 10 });
    expect(noKind.body.message).toBe('Indicá el tipo de descuento: porcentaje o monto');
    d = (await patch<Draft>(t.app, v.as.admin, url, { DescuentoTipo: 'monto', DescuentoValor: 1_000 })).body.data!;
    expect(d).toMatchObject({ descuento: 1_000, total: 3_500 });

    const clientes = (await v.as.mozo.get<ClientesList>('/api/clientes?q=Maria')).body.data!.items;
    const maria = clientes.find((c) => c.nombre === 'María González')!;
    // The customer's discount counts with the others: 37 % in all, more than the admin allowed and the waiter may.
    const byWaiter = await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}`, { ClienteId: maria.id });
    expect(byWaiter.body.code).toBe('DESCUENTO_EXCEDE_APROBADO');
    d = (await patch<Draft>(t.app, v.as.admin, `/api/mesas/drafts/${draft.id}`, { ClienteId: maria.id })).body.data!;
    expect(d).toMatchObject({ cliente: { id: maria.id, nombre: 'María González' }, descuentoClientePorcentaje: 10, descuentoCliente: 350, total: 3_150 });

    // Deleting the only item would leave an amount discount larger than the subtotal: refused, the discount goes first.
    const left = await v.as.admin.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${d.items[0]!.id}`, { MotivoEliminacion: 'Error' });
    expect(left.status).toBe(400);
    expect(left.body.message).toBe('El descuento supera el subtotal de la mesa');
    d = (await patch<Draft>(t.app, v.as.admin, url, { DescuentoTipo: 'monto', DescuentoValor: 0 })).body.data!;
    expect(d).toMatchObject({ descuentoTipo: null, descuentoValor: null });
    d = (await v.as.admin.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${d.items[0]!.id}`, { MotivoEliminacion: 'Error' })).body.data!;
    expect(d).toMatchObject({ subtotal: 0, descuento: 0, total: 0 });
  });

  it('patches diners, comment, waiter and customer; only what is sent changes and an empty comment clears it', async () => {
    const { v, draft } = await mesaAbierta();
    const url = `/api/mesas/drafts/${draft.id}`;
    let res = await patch<Draft>(t.app, v.as.mozo, url, { Comensales: 4, Comentario: 'Cumpleaños', Camarero: 'Ana', ClientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ comensales: 4, comentario: 'Cumpleaños', camarero: 'Ana' });
    res = await patch<Draft>(t.app, v.as.mozo, url, { Comentario: '' });
    expect(res.body.data).toMatchObject({ comensales: 4, comentario: null, camarero: 'Ana' });
    expect((await patch(t.app, v.as.mozo, url, { Comensales: 0 })).body.message).toBe('La cantidad de comensales debe ser un número entero de al menos 1');
    const long = await patch(t.app, v.as.mozo, url, { Comentario: 'x'.repeat(151) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("El campo 'comentario' debe tener como máximo 150 caracteres");
    const noClient = await patch(t.app, v.as.mozo, url, { ClienteId: 999_999 });
    expect(noClient.status).toBe(400);
    expect(noClient.body.message).toBe('El cliente no existe o está inactivo');
  });
});

describe('ending a draft', () => {
  it("cancels a draft: the table is free and every action on it answers 'No hay draft activo'", async () => {
    const { v, mesa, draft } = await mesaAbierta();
    const agua = await producto(v.as.mozo, 'BEB-001');
    const [item] = (await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 1 })).items;
    // Sent to the kitchen: mesas.cancelar and a reason.
    const res = await v.as.admin.del<Draft>(`/api/mesas/drafts/${draft.id}`, { Motivo: 'Se fueron', ClientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mesa cerrada');
    expect(res.body.data).toMatchObject({ id: draft.id, estado: 'cancelado', motivoCierre: 'cancelado', ventaId: null });
    expect((await mesaDe(v.as.mozo, 1)).ocupada).toBe(false);
    expect((await v.as.mozo.get('/api/mesas/drafts')).body.data).toEqual([]);
    expect((await v.as.mozo.get(`/api/mesas/${mesa.id}/draft`)).body.data).toBeNull();

    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const actions = [
      v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { ProductoId: agua.id, Cantidad: 1 }),
      patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${item!.id}/cantidad`, { Cantidad: 2 }),
      v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${item!.id}`, { MotivoEliminacion: 'x' }),
      v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/${item!.id}/restaurar`),
      patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { DescuentoTipo: 'porcentaje', DescuentoValor: 5 }),
      patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}`, { Comensales: 3 }),
      v.as.mozo.del(`/api/mesas/drafts/${draft.id}`),
      v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, [{ MedioId: efectivo, Monto: 2_500 }]),
    ];
    for (const r of await Promise.all(actions)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('No hay draft activo');
    }
    const missing = await v.as.mozo.post('/api/mesas/drafts/999999/items', { ProductoId: agua.id, Cantidad: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No hay draft activo');

    const reopened = await abrirMesa(v.as.mozo, mesa);
    expect(reopened.id).not.toBe(draft.id);
  });

  it('finalizes a table with two payment methods into a sale: active items, discount, stock, register and history', async () => {
    const { v, mesa, draft } = await mesaAbierta();
    await abrirCaja(v.as.cajero, 10_000);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const gaseosa = await producto(v.as.mozo, 'BEB-002');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2, Notas: 'Natural' });
    const d = await agregar(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 1 });
    await v.as.admin.del(`/api/mesas/drafts/${draft.id}/items/${d.items[1]!.id}`, { MotivoEliminacion: 'No la quiso' });
    const withDiscount = (await patch<Draft>(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { DescuentoTipo: 'monto', DescuentoValor: 500 })).body.data!;
    expect(withDiscount.total).toBe(4_500);

    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const qr = await medioId(v.as.cajero, 'qr');
    const res = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${draft.id}/finalizar`, [
      { MedioId: efectivo, MedioNombre: 'Efectivo', Monto: 2_000 },
      { MedioId: qr, MedioNombre: 'QR / Mercado Pago', Monto: 2_500 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mesa finalizada');
    const { ventaId, venta, draft: ended } = res.body.data!;
    expect(ventaId).toBe(venta.id);
    expect(venta).toMatchObject({ origen: 'mesa', estado: 'pagada', numero: 1, subtotal: 5_000, descuentoGeneral: 500, total: 4_500, pagado: 4_500, vuelto: 0 });
    expect(venta.items).toEqual([expect.objectContaining({ productoId: agua.id, cantidad: 2, subtotal: 5_000, notas: 'Natural' })]);
    expect(venta.pagos.map((p) => [p.medio, p.monto])).toEqual([
      ['Efectivo', 2_000],
      ['QR / Mercado Pago', 2_500],
    ]);
    expect(ended).toMatchObject({ id: draft.id, estado: 'finalizado', motivoCierre: 'finalizado', ventaId, total: 4_500 });

    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(46);
    expect((await producto(v.as.cajero, 'BEB-002')).stockActual).toBe(60);
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales).toEqual({ pagadas: 1, montoPagadas: 4_500, anuladas: 0 });
    expect(hoy.items[0]).toMatchObject({ id: ventaId, origen: 'mesa', medios: ['Efectivo', 'QR / Mercado Pago'] });
    const caja = (await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!;
    expect(caja.abierto!.totalEsperado).toBe(12_000);

    expect((await mesaDe(v.as.mozo, mesa.numero)).ocupada).toBe(false);
    expect((await v.as.mozo.get('/api/mesas/drafts')).body.data).toEqual([]);
    const finalizados = (await v.as.mozo.get<Draft[]>('/api/mesas/drafts/finalizados')).body.data!;
    expect(finalizados).toEqual([ended]);
    const hoyFecha = venta.fecha;
    expect((await v.as.mozo.get<Draft[]>(`/api/mesas/drafts/finalizados?fechaDesde=${hoyFecha}&fechaHasta=${hoyFecha}`)).body.data).toEqual([ended]);
    expect((await v.as.mozo.get<Draft[]>('/api/mesas/drafts/finalizados?fechaDesde=2020-01-01&fechaHasta=2020-01-31')).body.data).toEqual([]);
    const backwards = await v.as.mozo.get('/api/mesas/drafts/finalizados?fechaDesde=2020-02-01&fechaHasta=2020-01-01');
    expect(backwards.status).toBe(400);

    const twice = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, [{ MedioId: efectivo, Monto: 4_500 }]);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('No hay draft activo');
  });

  it('keeps the draft open when the money path refuses: no register, short payments, no items, not a seller', async () => {
    const { v, draft } = await mesaAbierta();
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const url = `/api/mesas/drafts/${draft.id}/finalizar`;
    const empty = await v.as.cajero.post(url, { Pagos: [{ MedioId: efectivo, Monto: 100 }], ClientMutationId: mutationId() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('El draft no tiene productos para cobrar: agregá productos o cancelalo');

    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { ProductoId: agua.id, Cantidad: 2 });
    const closed = await v.as.cajero.post(url, [{ MedioId: efectivo, Monto: 5_000 }]);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('No hay una caja abierta. Abrí la caja para poder vender.');

    await abrirCaja(v.as.cajero);
    const short = await v.as.cajero.post(url, [{ MedioId: efectivo, Monto: 4_999.99 }]);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Pagos insuficientes');
    expect(short.body.data).toEqual({ total: 5_000, pagado: 4_999.99, faltante: 0.01 });
    const waiter = await v.as.mozo.post(url, [{ MedioId: efectivo, Monto: 5_000 }]);
    expect(waiter.status).toBe(403);

    const open = (await v.as.mozo.get<Draft[]>('/api/mesas/drafts')).body.data!;
    expect(open.map((d) => [d.id, d.estado, d.total])).toEqual([[draft.id, 'activo', 5_000]]);
    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(48);
  });
});

describe('several devices and retries', () => {
  it('keeps every item when many devices add to one table at the same time', async () => {
    const { v, draft } = await mesaAbierta();
    const cafe = await producto(v.as.mozo, 'BEB-005');
    const devices = [v.as.mozo, v.as.empleado, v.as.admin, v.as.mozo];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        devices[i % devices.length]!.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, {
          ProductoId: cafe.id,
          Cantidad: i + 1,
          Notas: `ronda ${i + 1}`,
          ClientMutationId: mutationId(),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(24).fill(201));
    const final = (await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data!;
    expect(final.items).toHaveLength(24);
    expect(new Set(final.items.map((i) => i.id)).size).toBe(24);
    expect(final.items.map((i) => i.cantidad).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(final.total).toBe(300 * 2_800);
    // Each device was answered its own line, at a version of its own.
    results.forEach((r, i) => {
      const { draft: after, items } = r.body.data!;
      expect(items).toEqual([final.items.find((item) => item.notas === `ronda ${i + 1}`)]);
      expect(items[0]!.cantidad).toBe(i + 1);
      expect(after.id).toBe(draft.id);
    });
    expect(results.map((r) => r.body.data!.draft.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => draft.version + 1 + i));
    expect(Math.max(...results.map((r) => r.body.data!.draft.version))).toBe(final.version);
  });

  it('applies a retried ClientMutationId once, even when the retries arrive together', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 1);
    const openId = mutationId();
    const opens = await Promise.all([1, 2, 3].map(() => v.as.mozo.post<Draft>(`/api/mesas/${mesa!.id}/draft`, { Comensales: 3, ClientMutationId: openId })));
    expect(opens.map((r) => r.status)).toEqual([201, 201, 201]);
    const draft = opens[0]!.body.data!;
    for (const r of opens) expect(r.body.data).toEqual(draft);

    const agua = await producto(v.as.mozo, 'BEB-001');
    const addId = mutationId();
    const url = `/api/mesas/drafts/${draft.id}/items`;
    const adds = await Promise.all(Array.from({ length: 5 }, () => v.as.mozo.post<DraftAgregado>(url, { ProductoId: agua.id, Cantidad: 1, ClientMutationId: addId })));
    expect(adds.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    for (const r of adds) expect(r.body.data).toEqual(adds[0]!.body.data);
    const later = await v.as.mozo.post<DraftAgregado>(url, { ProductoId: agua.id, Cantidad: 1, ClientMutationId: addId });
    expect(later.body.data).toEqual(adds[0]!.body.data);
    const current = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data!;
    expect(current.items).toHaveLength(1);
    // Every copy answers the one change: the draft at the add's version and its one line.
    const { items: currentItems, ...header } = current;
    expect(adds[0]!.body.data).toEqual({ draft: header, items: currentItems });
    expect(current.version).toBe(draft.version + 1);

    const itemId = current.items[0]!.id;
    const delId = mutationId();
    const dels = await Promise.all(
      [1, 2].map(() => v.as.admin.del<Draft>(`/api/mesas/drafts/${draft.id}/items/${itemId}`, { MotivoEliminacion: 'Repetido', ClientMutationId: delId })),
    );
    expect(dels.map((r) => r.status)).toEqual([200, 200]);

    const reused = await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/descuento`, { DescuentoTipo: 'porcentaje', DescuentoValor: 5, ClientMutationId: addId });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('El ClientMutationId ya se usó para otra operación');
  });
});

describe('idle drafts', () => {
  async function backdate(draftId: number, hoursAgo: number): Promise<void> {
    const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await t.app.db.updateTable('mesa_drafts').set({ ultima_actualizacion: at }).where('id', '=', draftId).execute();
  }

  it('cancels drafts idle for 24 hours by default, or for the hours asked', async () => {
    const v = await createVenue(t.app);
    const mesas = await planInicial(v, 3);
    const old = await abrirMesa(v.as.mozo, mesas[0]!);
    const recent = await abrirMesa(v.as.mozo, mesas[1]!);
    const fresh = await abrirMesa(v.as.mozo, mesas[2]!);
    await backdate(old.id, 30);
    await backdate(recent.id, 5);

    // The floor plan's owner's (mesas.editar-plano).
    const res = await v.as.empleado.post<DraftsLimpieza>('/api/mesas/drafts/limpiar');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se canceló 1 draft inactivo');
    expect(res.body.data).toEqual({ cancelados: 1, drafts: [{ id: old.id, numeroMesa: 1 }], pendientes: [] });
    expect((await v.as.mozo.get<Draft[]>('/api/mesas/drafts')).body.data!.map((d) => d.id)).toEqual([recent.id, fresh.id]);

    const four = await v.as.empleado.post<DraftsLimpieza>('/api/mesas/drafts/limpiar?horasInactividad=4');
    expect(four.body.data).toEqual({ cancelados: 1, drafts: [{ id: recent.id, numeroMesa: 2 }], pendientes: [] });
    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan.map((m) => m.ocupada)).toEqual([false, false, true]);

    expect((await v.as.empleado.post('/api/mesas/drafts/limpiar?horasInactividad=0')).status).toBe(400);
    expect((await v.as.mozo.post('/api/mesas/drafts/limpiar')).status).toBe(403);
    expect((await v.as.cajero.post('/api/mesas/drafts/limpiar')).status).toBe(403);
  });

  it('runs the cleanup on a schedule and stops it when the app closes', async () => {
    const scheduled = await createTestApp({ seed: false, buildOptions: { draftsCleanup: { intervalMs: 100 } } });
    try {
      const v = await createVenue(scheduled.app);
      const mesas = (await v.as.admin.post<Mesa[]>('/api/inicializacion/mesas', { cantidad: 2 })).body.data!;
      const old = await abrirMesa(v.as.mozo, mesas[0]!);
      const fresh = await abrirMesa(v.as.mozo, mesas[1]!);
      await scheduled.app.db
        .updateTable('mesa_drafts')
        .set({ ultima_actualizacion: new Date(Date.now() - 25 * 3_600_000).toISOString() })
        .where('id', '=', old.id)
        .execute();
      const deadline = Date.now() + 5_000;
      let open: Draft[] = [];
      do {
        await new Promise((r) => setTimeout(r, 50));
        open = (await v.as.mozo.get<Draft[]>('/api/mesas/drafts')).body.data!;
      } while (open.length > 1 && Date.now() < deadline);
      expect(open.map((d) => d.id)).toEqual([fresh.id]);
    } finally {
      await scheduled.close();
    }
  });
});
