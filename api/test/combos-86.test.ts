// A combo's chosen component that cannot be sold now ('86'), on SQLite or PostgreSQL
// (TEST_DATABASE_URL): at a table, at the counter and in a direct order the add is refused naming
// the component sold out by hand (PRODUCTO_AGOTADO) or the ingredient it lacks (INSUMO_SIN_STOCK),
// nothing is written, and the same combo with a component that can be made is taken.
import { draftSchema, type Draft, type Historial, type Insumo, type Pedido } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuEjecutivo } from './helpers/combos';
import { abrirMesa, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The menú ejecutivo with one main sold out by hand and another whose recipe needs cheese there is none of. */
async function setup() {
  const v: TestVenue = await createVenue(t.app);
  const menu = await menuEjecutivo(v);
  const agotado = await producto(v.as.admin, 'PRI-003');
  const sinQueso = await producto(v.as.admin, 'PRI-004');
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/productos/${agotado.id}/disponibilidad`,
    headers: bearer(v.as.admin.token),
    payload: { disponible: false, clientMutationId: mutationId() },
  });
  expect(res.statusCode).toBe(200);
  const queso = await v.as.admin.post<Insumo>('/api/insumos', {
    nombre: 'Queso',
    unidad: 'kg',
    costoUnitario: 8000,
    stockActual: 0.05,
    controlaStock: true,
    clientMutationId: mutationId(),
  });
  expect(queso.status).toBe(201);
  const receta = await v.as.admin.put(`/api/productos/${sinQueso.id}/receta`, {
    lineas: [{ insumoId: queso.body.data!.id, cantidad: 100, unidad: 'g' }],
    clientMutationId: mutationId(),
  });
  expect(receta.status).toBe(200);
  const elegir = (principal: string) => [menu.opcion('ENT-001'), menu.opcion(principal), menu.opcion('BEB-001')];
  return { v, ...menu, agotado, sinQueso, elegir };
}

describe("a combo whose chosen component cannot be sold now ('86')", () => {
  it('is refused at a table naming the component or the ingredient, and taken with a component that can be made', async () => {
    const { v, combo, agotado, sinQueso, elegir } = await setup();
    const [mesa] = await planInicial(v, 1);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    const add = (principal: string) =>
      v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: combo.id, cantidad: 1, combo: elegir(principal), clientMutationId: mutationId() });

    const porMano = await add('PRI-003');
    expect(porMano.status).toBe(409);
    expect(porMano.body).toMatchObject({ code: 'PRODUCTO_AGOTADO', params: { producto: agotado.nombre } });
    const sinStock = await add('PRI-004');
    expect(sinStock.status).toBe(409);
    expect(sinStock.body).toMatchObject({ code: 'INSUMO_SIN_STOCK', params: { producto: sinQueso.nombre, insumo: 'Queso' } });
    expect(sinStock.body.message).toBe(`No hay stock de 'Queso' para preparar '${sinQueso.nombre}'`);
    const leido = await v.as.mozo.get<Draft>(`/api/mesas/${draft.mesaId}/draft`);
    expect(draftSchema.parse(leido.body.data).items).toEqual([]);

    expect((await add('PRI-002')).status).toBe(201);
  });

  it('is refused at the counter and in a direct order, with nothing written', async () => {
    const { v, combo, agotado, sinQueso, elegir } = await setup();
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const vender = (principal: string) =>
      v.as.cajero.post('/api/ventas/finalizar', {
        items: [{ productoId: combo.id, cantidad: 1, combo: elegir(principal) }],
        pagos: [{ medioId: efectivo, monto: 16_000 }],
        clientMutationId: mutationId(),
      });
    expect((await vender('PRI-003')).body).toMatchObject({ code: 'PRODUCTO_AGOTADO', params: { producto: agotado.nombre } });
    const sinStock = await vender('PRI-004');
    expect(sinStock.status).toBe(409);
    expect(sinStock.body).toMatchObject({ code: 'INSUMO_SIN_STOCK', params: { producto: sinQueso.nombre, insumo: 'Queso' } });
    expect((await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!.items).toEqual([]);

    const pedir = (principal: string) =>
      v.as.empleado.post<Pedido>('/api/pedidos', { tipo: 'mostrador', items: [{ productoId: combo.id, cantidad: 1, combo: elegir(principal) }], clientMutationId: mutationId() });
    const pedidoAgotado = await pedir('PRI-003');
    expect(pedidoAgotado.status).toBe(409);
    expect(pedidoAgotado.body).toMatchObject({ code: 'PRODUCTO_AGOTADO', params: { producto: agotado.nombre } });
    expect((await pedir('PRI-004')).body).toMatchObject({ code: 'INSUMO_SIN_STOCK', params: { producto: sinQueso.nombre, insumo: 'Queso' } });
    expect((await v.as.empleado.get('/api/pedidos')).body.data).toEqual([]);
    expect((await pedir('PRI-002')).status).toBe(201);
  });
});
