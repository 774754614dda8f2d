// A product's recipe, on SQLite or PostgreSQL (TEST_DATABASE_URL): lines of ingredients and of a
// preparation (a sub-recipe with its own yield), each with its waste; the answer carries one
// portion's cost to the cent, the price, the margin and the food cost, and hides the costs from a
// role without productos.costos; a waiter may not read or write it; units that do not convert and
// combos are refused; saving is audited with before and after and applies once per ClientMutationId;
// no lines removes the recipe.
import { productoRecetaSchema, type AuditoriaPage, type Insumo, type Preparacion, type ProductoReceta, type Rol } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearCombo } from './helpers/combos';
import { apiClient, createVenue, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function insumo(v: TestVenue, body: object): Promise<Insumo> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { clientMutationId: mutationId(), ...body });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

/** A user of a new role holding exactly `permisos`. */
async function conPermisos(v: TestVenue, permisos: string[]): Promise<ApiClient> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: `Rol ${tag}`, permisos });
  expect(rol.status).toBe(201);
  const email = `u-${tag}@test.local`;
  const user = await v.as.admin.post('/api/usuarios', { nombre: `Usuario ${tag}`, email, password: 'secreto123', rolIds: [rol.body.data!.id] });
  expect(user.status).toBe(201);
  return apiClient(t.app, email, 'secreto123');
}

/**
 * Potato gnocchi with tomato sauce: papa $1.500/kg, harina $1.200/kg; the sauce is 1 kg of tomato
 * at $2.000/kg and 50 ml of oil at $9.000/l yielding 800 g ($2.450, $3,0625 a gram).
 */
async function noquis(v: TestVenue) {
  const papa = await insumo(v, { nombre: 'Papa', unidad: 'kg', costoUnitario: 1_500 });
  const harina = await insumo(v, { nombre: 'Harina 000', unidad: 'kg', costoUnitario: 1_200 });
  const tomate = await insumo(v, { nombre: 'Tomate perita', unidad: 'kg', costoUnitario: 2_000 });
  const aceite = await insumo(v, { nombre: 'Aceite de girasol', unidad: 'l', costoUnitario: 9_000 });
  const salsa = await v.as.admin.post<Preparacion>('/api/preparaciones', {
    nombre: 'Salsa de tomate',
    unidad: 'g',
    rendimiento: 800,
    lineas: [
      { insumoId: tomate.id, cantidad: 1, unidad: 'kg' },
      { insumoId: aceite.id, cantidad: 50, unidad: 'ml' },
    ],
    clientMutationId: mutationId(),
  });
  expect(salsa.status, salsa.body.message).toBe(201);
  const plato = await producto(v.as.admin, 'PRI-003');
  return { papa, harina, salsa: salsa.body.data!, plato };
}

describe('a product’s recipe', () => {
  it('costs one portion to the cent through a preparation and the waste, with price, margin and food cost; audited once per ClientMutationId', async () => {
    const v = await createVenue(t.app);
    const { papa, harina, salsa, plato } = await noquis(v);
    const empty = await v.as.admin.get<ProductoReceta>(`/api/productos/${plato.id}/receta`);
    expect(empty.body.data).toEqual({ productoId: plato.id, rendimiento: null, lineas: [], costo: null, precio: plato.precio, margen: null, foodCostPorcentaje: null });

    // Two portions: 600 g of potato net with 25 % peeled off (800 g gross), 200 g of flour, 200 g of sauce.
    const body = {
      rendimiento: 2,
      lineas: [
        { insumoId: papa.id, cantidad: 600, unidad: 'g', mermaPorcentaje: 25 },
        { insumoId: harina.id, cantidad: 0.2, unidad: 'kg' },
        { preparacionId: salsa.id, cantidad: 200, unidad: 'g' },
      ],
      clientMutationId: mutationId(),
    };
    const saved = await v.as.admin.put<ProductoReceta>(`/api/productos/${plato.id}/receta`, body);
    expect(saved.status, saved.body.message).toBe(200);
    const receta = productoRecetaSchema.parse(saved.body.data);
    // By hand: 0.8 kg x 1.500 = 1.200; 0.2 kg x 1.200 = 240; 200/800 of 2.450 = 612,50: 2.052,50 the batch, 1.026,25 a portion.
    expect(receta.lineas.map((l) => [l.nombre, l.cantidad, l.unidad, l.mermaPorcentaje, l.costo])).toEqual([
      ['Papa', 600, 'g', 25, 1_200],
      ['Harina 000', 0.2, 'kg', 0, 240],
      ['Salsa de tomate', 200, 'g', 0, 612.5],
    ]);
    expect(receta).toMatchObject({ productoId: plato.id, rendimiento: 2, costo: 1_026.25, precio: 9_800, margen: 8_773.75 });
    // 1.026,25 / 9.800 = 10,4719... %, at basis points.
    expect(receta.foodCostPorcentaje).toBe(10.47);
    expect((await v.as.empleado.get<ProductoReceta>(`/api/productos/${plato.id}/receta`)).body.data).toEqual(receta);

    const replay = await v.as.admin.put<ProductoReceta>(`/api/productos/${plato.id}/receta`, body);
    expect(replay.body.data).toEqual(receta);
    const log = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=receta.editar');
    expect(log.body.data!.items).toHaveLength(1);
    expect(log.body.data!.items[0]).toMatchObject({
      entidadId: plato.id,
      antes: { rendimiento: null, lineas: [] },
      despues: { rendimiento: 2, lineas: [{ nombre: 'Papa', cantidad: 600 }, { nombre: 'Harina 000' }, { nombre: 'Salsa de tomate' }] },
    });

    // A purchase-like change of the flour's cost flows into the recipe: 0.2 kg x 2.000 = 400.
    const harinaCara = await v.as.admin.put<Insumo>(`/api/insumos/${harina.id}`, { nombre: 'Harina 000', unidad: 'kg', costoUnitario: 2_000, clientMutationId: mutationId() });
    expect(harinaCara.status, harinaCara.body.message).toBe(200);
    const again = (await v.as.admin.get<ProductoReceta>(`/api/productos/${plato.id}/receta`)).body.data!;
    expect(again.costo).toBe(1_106.25);

    // No lines removes the recipe.
    const removed = await v.as.admin.put<ProductoReceta>(`/api/productos/${plato.id}/receta`, { lineas: [], clientMutationId: mutationId() });
    expect(removed.body.data).toMatchObject({ rendimiento: null, lineas: [], costo: null });
    expect((await v.as.admin.get<ProductoReceta>(`/api/productos/${plato.id}/receta`)).body.data!.lineas).toEqual([]);
  });

  it('shows no cost to a role without productos.costos, and is closed to the waiter', async () => {
    const v = await createVenue(t.app);
    const { harina, plato } = await noquis(v);
    const body = { lineas: [{ insumoId: harina.id, cantidad: 100, unidad: 'g' }], clientMutationId: mutationId() };
    expect((await v.as.mozo.put(`/api/productos/${plato.id}/receta`, body)).status).toBe(403);
    expect((await v.as.mozo.get(`/api/productos/${plato.id}/receta`)).status).toBe(403);
    const editor = await conPermisos(v, ['productos.editar']);
    const saved = await editor.put<ProductoReceta>(`/api/productos/${plato.id}/receta`, body);
    expect(saved.status, saved.body.message).toBe(200);
    const sinCostos = { productoId: plato.id, rendimiento: 1, costo: null, precio: 9_800, margen: null, foodCostPorcentaje: null };
    expect(saved.body.data).toMatchObject(sinCostos);
    expect(saved.body.data!.lineas.map((l) => [l.nombre, l.costo])).toEqual([['Harina 000', null]]);
    expect((await editor.get<ProductoReceta>(`/api/productos/${plato.id}/receta`)).body.data).toEqual(saved.body.data);
    expect((await v.as.admin.get<ProductoReceta>(`/api/productos/${plato.id}/receta`)).body.data).toMatchObject({ costo: 120, margen: 9_680, foodCostPorcentaje: 1.22 });
  });

  it('refuses a unit that does not convert, a component of another venue, and a combo', async () => {
    const v = await createVenue(t.app);
    const { harina, plato } = await noquis(v);
    const ml = await v.as.admin.put(`/api/productos/${plato.id}/receta`, { lineas: [{ insumoId: harina.id, cantidad: 100, unidad: 'ml' }], clientMutationId: mutationId() });
    expect(ml.status).toBe(400);
    expect(ml.body).toMatchObject({ code: 'RECETA_UNIDAD_INCOMPATIBLE', params: { componente: 'Harina 000', unidadComponente: 'kg', unidad: 'ml' } });
    const otro = await createVenue(t.app);
    const ajeno = await insumo(otro, { nombre: 'Harina', unidad: 'kg' });
    const foreign = await v.as.admin.put(`/api/productos/${plato.id}/receta`, { lineas: [{ insumoId: ajeno.id, cantidad: 1, unidad: 'kg' }], clientMutationId: mutationId() });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'INSUMO_ID_NO_EXISTE', params: { insumoId: ajeno.id } });
    const both = await v.as.admin.put(`/api/productos/${plato.id}/receta`, { lineas: [{ cantidad: 1, unidad: 'kg' }] });
    expect(both.status).toBe(400);
    const combo = await crearCombo(v);
    const refused = await v.as.admin.put(`/api/productos/${combo.id}/receta`, { lineas: [{ insumoId: harina.id, cantidad: 100, unidad: 'g' }], clientMutationId: mutationId() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'RECETA_COMBO', params: { producto: 'Ejecutivo' } });
    expect((await v.as.admin.get<ProductoReceta>(`/api/productos/${plato.id}/receta`)).body.data!.lineas).toEqual([]);
    expect((await v.as.admin.get(`/api/productos/987654/receta`)).status).toBe(404);
  });
});
