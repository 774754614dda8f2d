// Modifiers and courses, on SQLite or PostgreSQL (TEST_DATABASE_URL): a product's
// groups of options are managed with the product; a line is taken with the ids of the options
// chosen, refused when a required group is missing or a group gets too many, priced by the
// server; the kitchen's order, the sale and the products report show them. Held lines reach the
// kitchen greyed and are fired later through the ClientMutationId log, pushed on /ws/mesas.
import type { HubConnection } from '@microsoft/signalr';
import {
  draftAgregadoSchema,
  draftSchema,
  pedidoSchema,
  productoModificadoresSchema,
  reporteProductosSchema,
  ventaSchema,
  type Draft,
  type DraftAgregado,
  type Pedido,
  type PedidoChangedEvent,
  type ProductoModificadores,
  type ReporteProductos,
  type Venta,
} from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, Inbox } from './helpers/hub-server';
import { abrirMesa, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let baseUrl: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t?.close();
});

const BIFE = 'Bife de chorizo con guarnición';

/** The steak's groups as the desks read them, and the ids of its options by name. */
async function bife(v: TestVenue): Promise<{ id: number; opcion: (nombre: string) => number; grupos: ProductoModificadores['grupos'] }> {
  const p = await producto(v.as.mozo, 'PRI-001');
  const res = await v.as.mozo.get<ProductoModificadores>(`/api/productos/${p.id}/modificadores`);
  expect(res.status).toBe(200);
  const { grupos } = productoModificadoresSchema.parse(res.body.data);
  const opcion = (nombre: string) => {
    const found = grupos.flatMap((g) => g.opciones).find((o) => o.nombre === nombre);
    if (!found) throw new Error(`no hay opción ${nombre}`);
    return found.id;
  };
  return { id: p.id, opcion, grupos };
}

async function mesaAbierta(v: TestVenue): Promise<Draft> {
  const mesas = await planInicial(v, 2);
  return abrirMesa(v.as.mozo, mesas[0]!);
}

/** A kitchen screen's connection to /ws/mesas, started, with the PedidoChanged events it hears. */
async function pedidosEscuchados(v: TestVenue): Promise<Inbox> {
  const connection = buildClient(baseUrl, 'mesas', { token: v.as.empleado.token });
  connections.push(connection);
  const inbox = new Inbox(connection, ['PedidoChanged']);
  await connection.start();
  return inbox;
}

async function pedidosDe(v: TestVenue, draftId: number): Promise<Pedido[]> {
  const res = await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${draftId}`);
  expect(res.status).toBe(200);
  return res.body.data!.map((p) => pedidoSchema.parse(p));
}

describe('a product’s modifier groups', () => {
  it('are read by every desk and replaced whole by who may edit products, keeping the ids of what stays', async () => {
    const v = await createVenue(t.app);
    const steak = await bife(v);
    expect(steak.grupos.map((g) => [g.nombre, g.minimo, g.maximo, g.opciones.map((o) => [o.nombre, o.precioDelta])])).toEqual([
      [
        'Punto de la carne',
        1,
        1,
        [
          ['Jugoso', 0],
          ['A punto', 0],
          ['Bien cocido', 0],
        ],
      ],
      [
        'Extras',
        0,
        3,
        [
          ['Queso', 800],
          ['Huevo frito', 600],
          ['Papas extra', 1200],
        ],
      ],
    ]);
    const menu = (await v.as.mozo.get<ProductoModificadores[]>('/api/productos/modificadores')).body.data!;
    expect(menu.find((m) => m.productoId === steak.id)?.grupos).toEqual(steak.grupos);

    const [punto, extras] = steak.grupos;
    const body = {
      grupos: [
        { id: punto!.id, nombre: 'Punto', minimo: 1, maximo: 1, opciones: punto!.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precioDelta: 0 })) },
        {
          nombre: 'Salsas',
          minimo: 0,
          maximo: 1,
          opciones: [
            { nombre: 'Chimichurri', precioDelta: 0 },
            { nombre: 'Criolla', precioDelta: 150.5 },
          ],
        },
      ],
      clientMutationId: mutationId(),
    };
    const refused = await v.as.mozo.put(`/api/productos/${steak.id}/modificadores`, body);
    expect(refused.status).toBe(403);

    const saved = await v.as.admin.put<ProductoModificadores>(`/api/productos/${steak.id}/modificadores`, body);
    expect(saved.status).toBe(200);
    const grupos = productoModificadoresSchema.parse(saved.body.data).grupos;
    expect(grupos.map((g) => g.nombre)).toEqual(['Punto', 'Salsas']);
    expect(grupos[0]!.id).toBe(punto!.id);
    expect(grupos[0]!.opciones.map((o) => o.id)).toEqual(punto!.opciones.map((o) => o.id));
    expect(grupos[1]!.opciones.map((o) => o.precioDelta)).toEqual([0, 150.5]);
    // The extras group is gone, and an id of another group is refused.
    const stale = await v.as.admin.put(`/api/productos/${steak.id}/modificadores`, {
      grupos: [{ id: extras!.id, nombre: 'Extras', minimo: 0, maximo: 1, opciones: [{ nombre: 'Queso' }] }],
    });
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ code: 'MODIFICADOR_GRUPO_NO_EXISTE' });
    // A minimum above the maximum is refused by the shared schema.
    const invalid = await v.as.admin.put(`/api/productos/${steak.id}/modificadores`, {
      grupos: [{ nombre: 'X', minimo: 2, maximo: 1, opciones: [{ nombre: 'a' }, { nombre: 'b' }] }],
    });
    expect(invalid.status).toBe(400);
    expect((await v.as.mozo.get<ProductoModificadores>(`/api/productos/${steak.id}/modificadores`)).body.data!.grupos).toEqual(grupos);
  });
});

describe('a comanda line with modifiers', () => {
  it('is refused when a required group is missing or a group gets too many, and nothing is added', async () => {
    const v = await createVenue(t.app);
    const steak = await bife(v);
    const draft = await mesaAbierta(v);

    const missing = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, {
      productoId: steak.id,
      cantidad: 1,
      modificadores: [steak.opcion('Queso')],
      clientMutationId: mutationId(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'MODIFICADOR_REQUERIDO',
      params: { grupo: 'Punto de la carne', producto: BIFE },
      message: `Elegí una opción de 'Punto de la carne' para '${BIFE}'`,
    });

    const two = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, {
      productoId: steak.id,
      cantidad: 1,
      modificadores: [steak.opcion('Jugoso'), steak.opcion('A punto')],
    });
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ code: 'MODIFICADOR_DEMASIADOS', message: `'Punto de la carne' admite como máximo 1 opciones en '${BIFE}'` });

    const agua = await producto(v.as.mozo, 'BEB-001');
    const foreign = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: agua.id, cantidad: 1, modificadores: [steak.opcion('Queso')] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'MODIFICADOR_NO_EXISTE' });

    // One bad line in a batch adds none.
    const lote = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() },
        { productoId: steak.id, cantidad: 1, clientMutationId: mutationId() },
      ],
    });
    expect(lote.status).toBe(400);
    expect(lote.body).toMatchObject({ code: 'MODIFICADOR_REQUERIDO' });

    const now = draftSchema.parse((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    expect(now.items).toEqual([]);
    expect(await pedidosDe(v, draft.id)).toEqual([]);
  });

  it('is priced by the server with its extras, applies once when retried, and the kitchen order shows its options', async () => {
    const v = await createVenue(t.app);
    const steak = await bife(v);
    const draft = await mesaAbierta(v);
    const add = { productoId: steak.id, cantidad: 2, modificadores: [steak.opcion('Queso'), steak.opcion('A punto'), steak.opcion('Huevo frito')], clientMutationId: mutationId() };

    const first = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, add);
    expect(first.status).toBe(201);
    const retried = await v.as.mozo.post<DraftAgregado>(`/api/mesas/drafts/${draft.id}/items`, add);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);

    const d = draftSchema.parse((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    expect(d.items).toHaveLength(1);
    // The add answered its change: the priced line with its options, and the draft's new total.
    const { items, ...header } = d;
    expect(first.body.data).toEqual({ draft: header, items });
    expect(draftAgregadoSchema.parse(first.body.data)).toEqual(first.body.data);
    expect(first.body.data!.draft).toMatchObject({ version: draft.version + 1, total: 40_600 });
    // 18 900 + 800 (queso) + 600 (huevo), twice: the options in their groups' order.
    expect(d.items[0]).toMatchObject({ precioUnitario: 20_300, subtotalItem: 40_600, cantidad: 2 });
    expect(d.items[0]!.modificadores!.map((m) => [m.grupo, m.nombre, m.precioDelta])).toEqual([
      ['Punto de la carne', 'A punto', 0],
      ['Extras', 'Queso', 800],
      ['Extras', 'Huevo frito', 600],
    ]);
    expect(d.total).toBe(40_600);

    // The same steak cooked otherwise is another line.
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: steak.id, cantidad: 1, modificadores: [steak.opcion('Jugoso')] });
    // Each confirmation is a round of the kitchen's.
    const rounds = await pedidosDe(v, draft.id);
    expect(rounds.flatMap((p) => p.items.map((i) => [p.ronda, i.nombre, i.cantidad, i.precioUnitario, i.modificadores!.map((m) => m.nombre)]))).toEqual([
      [1, BIFE, 2, 20_300, ['A punto', 'Queso', 'Huevo frito']],
      [2, BIFE, 1, 18_900, ['Jugoso']],
    ]);
    expect(rounds.map((p) => p.total)).toEqual([40_600, 18_900]);

    // A later edit of the product does not change what was ordered.
    const renamed = steak.grupos.map((g) => ({
      id: g.id,
      nombre: g.nombre,
      minimo: g.minimo,
      maximo: g.maximo,
      opciones: g.opciones.map((o) => ({ id: o.id, nombre: `${o.nombre}!`, precioDelta: o.precioDelta + 1 })),
    }));
    expect((await v.as.admin.put(`/api/productos/${steak.id}/modificadores`, { grupos: renamed })).status).toBe(200);
    const after = draftSchema.parse((await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    expect(after.items[0]!.modificadores!.map((m) => m.nombre)).toEqual(['A punto', 'Queso', 'Huevo frito']);
    expect(after.total).toBe(59_500);

    // Charged as taken: the sale keeps the options too.
    await abrirCaja(v.as.cajero);
    const fin = await v.as.cajero.post<{ venta: Venta }>(`/api/mesas/drafts/${draft.id}/finalizar`, {
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 59_500 }],
      clientMutationId: mutationId(),
    });
    expect(fin.status).toBe(200);
    const venta = ventaSchema.parse(fin.body.data!.venta);
    expect(venta.total).toBe(59_500);
    expect(venta.items.map((i) => i.modificadores!.map((m) => m.nombre))).toEqual([['A punto', 'Queso', 'Huevo frito'], ['Jugoso']]);
  });

  it('is priced by the server on a counter sale too, and the products report counts each option', async () => {
    const v = await createVenue(t.app);
    const steak = await bife(v);
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const items = [{ productoId: steak.id, cantidad: 3, modificadores: [steak.opcion('Bien cocido'), steak.opcion('Papas extra')] }];

    const short = await v.as.cajero.post('/api/ventas/finalizar', { items, pagos: [{ medioId: efectivo, monto: 56_700 }] });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'PAGOS_INSUFICIENTES', data: { total: 60_300 } });

    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items, pagos: [{ medioId: efectivo, monto: 60_300 }], clientMutationId: mutationId() });
    expect(sale.status).toBe(201);
    const venta = ventaSchema.parse(sale.body.data);
    expect(venta.items[0]).toMatchObject({ precioUnitario: 20_100, subtotal: 60_300 });
    expect(venta.items[0]!.modificadores!.map((m) => m.nombre)).toEqual(['Bien cocido', 'Papas extra']);

    const report = reporteProductosSchema.parse((await v.as.admin.get<ReporteProductos>('/api/reportes/productos?rango=hoy')).body.data);
    expect(report.modificadores).toEqual([
      { productoId: steak.id, producto: BIFE, grupo: 'Punto de la carne', opcion: 'Bien cocido', cantidad: 3, ingresos: 0 },
      { productoId: steak.id, producto: BIFE, grupo: 'Extras', opcion: 'Papas extra', cantidad: 3, ingresos: 3_600 },
    ]);
  });
});

describe('courses: held lines fired later', () => {
  it('reach the kitchen greyed, are fired once through the ClientMutationId log, and a course fired after the kitchen moved on is a new round', async () => {
    const v = await createVenue(t.app);
    const draft = await mesaAbierta(v);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const flan = await producto(v.as.mozo, 'POS-001');
    const tiramisu = await producto(v.as.mozo, 'POS-002');

    const added = await v.as.mozo.post<{ draft: Draft }>(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() },
        { productoId: flan.id, cantidad: 2, curso: 'postre', enEspera: true, clientMutationId: mutationId() },
        { productoId: tiramisu.id, cantidad: 1, curso: 'postre', enEspera: true, clientMutationId: mutationId() },
      ],
    });
    expect(added.status).toBe(201);
    expect(added.body.data!.draft.items.map((i) => [i.nombre, i.curso, i.enEspera])).toEqual([
      ['Agua mineral sin gas 500 ml', null, false],
      ['Flan casero con dulce de leche', 'postre', true],
      ['Tiramisú', 'postre', true],
    ]);
    let [first] = await pedidosDe(v, draft.id);
    expect(first!.items.map((i) => [i.nombre, i.enEspera])).toEqual([
      ['Agua mineral sin gas 500 ml', false],
      ['Flan casero con dulce de leche', true],
      ['Tiramisú', true],
    ]);

    // A held line follows its comanda line: one fewer flan, the tiramisú removed.
    const flanItem = added.body.data!.draft.items[1]!;
    const tiramisuItem = added.body.data!.draft.items[2]!;
    expect((await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}/items/${flanItem.id}/cantidad`, { cantidad: 1 })).status).toBe(200);
    expect((await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${tiramisuItem.id}`, { motivoEliminacion: 'No lo quieren' })).status).toBe(200);

    // The kitchen takes the first round; the dessert waits in it, greyed.
    expect((await patch(t.app, v.as.empleado, `/api/pedidos/${first!.id}/estado`, { estado: 'preparacion' })).status).toBe(200);
    [first] = await pedidosDe(v, draft.id);
    expect(first!.items.map((i) => [i.nombre, i.cantidad, i.enEspera, i.eliminado])).toEqual([
      ['Agua mineral sin gas 500 ml', 1, false, false],
      ['Flan casero con dulce de leche', 1, true, false],
      ['Tiramisú', 1, true, true],
    ]);

    const fire = { curso: 'postre', clientMutationId: mutationId() };
    const fired = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${draft.id}/marchar`, fire);
    expect(fired.status).toBe(200);
    expect(fired.body.data!.items.find((i) => i.id === flanItem.id)).toMatchObject({ enEspera: false, curso: 'postre' });
    const again = await v.as.mozo.post<Draft>(`/api/mesas/drafts/${draft.id}/marchar`, fire);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(fired.body);
    const nothing = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/marchar`, { curso: 'postre', clientMutationId: mutationId() });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ code: 'TIEMPO_NADA_PARA_MARCHAR', message: 'No hay productos en espera para marchar' });

    const pedidos = await pedidosDe(v, draft.id);
    expect(pedidos.map((p) => [p.estado, p.ronda, p.items.map((i) => [i.nombre, i.cantidad, i.enEspera])])).toEqual([
      [
        'preparacion',
        1,
        [
          ['Agua mineral sin gas 500 ml', 1, false],
          ['Tiramisú', 1, true],
        ],
      ],
      ['pendiente', 2, [['Flan casero con dulce de leche', 1, false]]],
    ]);
  });

  it('keep the table from being charged or split until they are fired or deleted, and a refused charge changes nothing', async () => {
    const v = await createVenue(t.app);
    const draft = await mesaAbierta(v);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const flan = await producto(v.as.mozo, 'POS-001');
    const tiramisu = await producto(v.as.mozo, 'POS-002');
    const added = await v.as.mozo.post<{ draft: Draft }>(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { productoId: agua.id, cantidad: 1, clientMutationId: mutationId() },
        { productoId: flan.id, cantidad: 1, curso: 'postre', enEspera: true, clientMutationId: mutationId() },
        { productoId: tiramisu.id, cantidad: 1, curso: 'postre', enEspera: true, clientMutationId: mutationId() },
      ],
    });
    expect(added.status).toBe(201);
    const [, flanItem, tiramisuItem] = added.body.data!.draft.items;
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const before = draftSchema.parse((await v.as.cajero.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    const finalizar = (clientMutationId = mutationId()) =>
      v.as.cajero.post<{ venta: Venta }>(`/api/mesas/drafts/${draft.id}/finalizar`, { pagos: [{ medioId: efectivo, monto: 20_000 }], clientMutationId });

    const refused = await finalizar();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TIEMPO_EN_ESPERA_AL_COBRAR',
      message: 'Hay productos en espera sin marchar: marchalos o eliminalos antes de cobrar',
      data: { itemIds: [flanItem!.id, tiramisuItem!.id] },
    });
    // Nor split to be charged part by part.
    const split = await v.as.cajero.put(`/api/mesas/drafts/${draft.id}/division`, { modo: 'iguales', partes: 2, clientMutationId: mutationId() });
    expect(split.status).toBe(409);
    expect(split.body).toMatchObject({ code: 'TIEMPO_EN_ESPERA_AL_COBRAR' });
    const after = draftSchema.parse((await v.as.cajero.get<Draft>(`/api/mesas/${draft.mesaId}/draft`)).body.data);
    expect(after).toEqual(before);
    const caja = (await v.as.cajero.get<{ abierto: { totalEsperado: number } | null }>('/api/arqueos')).body.data!;
    expect(caja.abierto!.totalEsperado).toBe(10_000);

    // A deleted held line no longer counts; the one left still does.
    expect((await v.as.mozo.del(`/api/mesas/drafts/${draft.id}/items/${tiramisuItem!.id}`, { motivoEliminacion: 'No lo quieren' })).status).toBe(200);
    const still = await finalizar();
    expect(still.status).toBe(409);
    expect(still.body).toMatchObject({ code: 'TIEMPO_EN_ESPERA_AL_COBRAR', data: { itemIds: [flanItem!.id] } });

    // Fired, the table is charged: the water and the flan.
    expect((await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/marchar`, { curso: 'postre', clientMutationId: mutationId() })).status).toBe(200);
    const paid = await finalizar();
    expect(paid.status).toBe(200);
    const venta = ventaSchema.parse(paid.body.data!.venta);
    expect(venta.items.map((i) => [i.producto, i.cantidad])).toEqual([
      ['Agua mineral sin gas 500 ml', 1],
      ['Flan casero con dulce de leche', 1],
    ]);
    expect(venta.total).toBe(7_700);
  });

  it("pushes each round's order exactly as the kitchen reads it back (single add and batch, a customer, a zero-decimal currency)", async () => {
    const v = await createVenue(t.app, { pais: 'CL', currencyCode: 'CLP', timezone: 'America/Santiago' });
    const draft = await mesaAbierta(v);
    const clientes = (await v.as.admin.get<{ items: { id: number; nombre: string }[] }>('/api/clientes')).body.data!.items;
    expect(clientes.length).toBeGreaterThan(0);
    const withCliente = await patch(t.app, v.as.mozo, `/api/mesas/drafts/${draft.id}`, { clienteId: clientes[0]!.id, clientMutationId: mutationId() });
    expect(withCliente.status).toBe(200);
    const steak = await bife(v);
    const flan = await producto(v.as.mozo, 'POS-001');
    const inbox = await pedidosEscuchados(v);

    const single = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, {
      productoId: steak.id,
      cantidad: 2,
      notas: 'sin sal',
      modificadores: [steak.opcion('Jugoso'), steak.opcion('Queso')],
      clientMutationId: mutationId(),
    });
    expect(single.status).toBe(201);
    await inbox.waitForCount(1);
    const batch = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items/lote`, {
      items: [
        { productoId: flan.id, cantidad: 1, curso: 'postre', enEspera: true, clientMutationId: mutationId() },
        { productoId: steak.id, cantidad: 1, modificadores: [steak.opcion('A punto')], clientMutationId: mutationId() },
        { productoId: flan.id, cantidad: 3, notas: 'para compartir', clientMutationId: mutationId() },
      ],
    });
    expect(batch.status).toBe(201);
    await inbox.waitForCount(2);

    const events = inbox.payloads('PedidoChanged') as PedidoChangedEvent[];
    for (const event of events) {
      const read = await v.as.empleado.get<Pedido>(`/api/pedidos/${event.pedido.id}`);
      expect(read.status).toBe(200);
      expect(event.pedido).toEqual(pedidoSchema.parse(read.body.data));
    }
    expect(events.map((e) => [e.pedido.ronda, e.pedido.cliente?.nombre, e.pedido.items.length])).toEqual([
      [1, clientes[0]!.nombre, 1],
      [2, clientes[0]!.nombre, 3],
    ]);
    expect(events[1]!.pedido.items.map((i) => [i.nombre, i.cantidad, i.enEspera])).toEqual([
      ['Flan casero con dulce de leche', 1, true],
      [BIFE, 1, false],
      ['Flan casero con dulce de leche', 3, false],
    ]);
  });

  it('pushes PedidoChanged for each round and for a fired course, once', async () => {
    const v = await createVenue(t.app);
    const draft = await mesaAbierta(v);
    const steak = await bife(v);
    const flan = await producto(v.as.mozo, 'POS-001');
    const inbox = await pedidosEscuchados(v);

    const cmid = mutationId();
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: steak.id, cantidad: 1, modificadores: [steak.opcion('A punto')], clientMutationId: cmid });
    await inbox.waitForCount(1);
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: flan.id, cantidad: 1, curso: 'postre', enEspera: true, clientMutationId: mutationId() });
    await inbox.waitForCount(2);
    const fireId = mutationId();
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/marchar`, { clientMutationId: fireId });
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/marchar`, { clientMutationId: fireId });
    await inbox.waitForCount(3);
    // A marker after the replay: nothing else arrived in between.
    await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: flan.id, cantidad: 1 });
    await inbox.waitForCount(4);

    const events = inbox.payloads('PedidoChanged') as PedidoChangedEvent[];
    expect(events).toHaveLength(4);
    expect(events[0]!.clientMutationId).toBe(cmid);
    expect(events[0]!.pedido.items.map((i) => [i.nombre, i.modificadores!.map((m) => m.nombre)])).toEqual([[BIFE, ['A punto']]]);
    // The second confirmation is a round of its own, its flan held; fired while that
    // round is still pending, the flan is let go where it waits.
    expect(events[1]!.pedido.id).not.toBe(events[0]!.pedido.id);
    expect([events[0]!.pedido.ronda, events[1]!.pedido.ronda]).toEqual([1, 2]);
    expect(events[1]!.pedido.items.map((i) => i.enEspera)).toEqual([true]);
    expect(events[2]!.clientMutationId).toBe(fireId);
    expect(events[2]!.pedido.id).toBe(events[1]!.pedido.id);
    expect(events[2]!.pedido.items.map((i) => i.enEspera)).toEqual([false]);
    expect(events[3]!.pedido.ronda).toBe(3);
    expect(events[3]!.pedido.items).toHaveLength(1);
  });
});
