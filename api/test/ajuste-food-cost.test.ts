// The bulk price adjustment by food cost or margin: each dish's new price is its recipe's cost
// today over the target (price = cost / food cost; a margin m is a food cost of 1 - m), then the
// same rounding; dishes without a recipe are left out and counted; only the sale price moves; the
// costs report then sees the dish repriced. Every figure by hand.
import type { AjustePreciosResult, PreciosHistorialList, ReporteCostos, Rol } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoria, insumo, M, preparacion, productoNuevo, receta } from './helpers/cocina';
import { apiClient, createVenue, mutationId, type ApiClient, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function conPermisos(v: TestVenue, permisos: string[]): Promise<ApiClient> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: `Rol ${tag}`, permisos });
  const email = `u-${tag}@test.local`;
  await v.as.admin.post('/api/usuarios', { nombre: `Usuario ${tag}`, email, password: 'secreto123', rolIds: [rol.body.data!.id] });
  return apiClient(t.app, email, 'secreto123');
}

/**
 * Pizzas: harina $1.000/kg, muzzarella $8.000/kg, salsa (1 kg tomate at $2.000 + 50 ml aceite at
 * $9.000/l yields 800 g: $3,0625/g). Pizza ($10.000): 300 g harina $300 + 250 g muzzarella with 20 %
 * waste $2.500 + 160 g salsa $490 = $3.290 (32,9 %). Fugazza ($6.000): 300 g harina $300 + 100 g
 * muzzarella $800 = $1.100. Gaseosa ($2.500) has no recipe. Postre (another category) has one.
 */
async function pizzeria(v: TestVenue) {
  const db = t.app.db;
  const l = v.localId;
  const harina = await insumo(db, l, 'Harina', 'kg', 100_000);
  const muzza = await insumo(db, l, 'Muzzarella', 'kg', 800_000);
  const tomate = await insumo(db, l, 'Tomate', 'kg', 200_000);
  const aceite = await insumo(db, l, 'Aceite', 'l', 900_000);
  const salsa = await preparacion(db, l, 'Salsa de tomate', 'g', 800 * M, [
    { insumoId: tomate, cantidad: M, unidad: 'kg' },
    { insumoId: aceite, cantidad: 50 * M, unidad: 'ml' },
  ]);
  const pizzas = await categoria(db, l, 'Pizzas');
  const postres = await categoria(db, l, 'Postres');
  const pizza = await productoNuevo(db, l, 'Pizza muzzarella', 1_000_000, { categoriaId: pizzas });
  await receta(db, l, pizza, [
    { insumoId: harina, cantidad: 300 * M, unidad: 'g' },
    { insumoId: muzza, cantidad: 250 * M, unidad: 'g', mermaBp: 2000 },
    { preparacionId: salsa, cantidad: 160 * M, unidad: 'g' },
  ]);
  const fugazza = await productoNuevo(db, l, 'Fugazza', 600_000, { categoriaId: pizzas });
  await receta(db, l, fugazza, [
    { insumoId: harina, cantidad: 0.3 * M, unidad: 'kg' },
    { insumoId: muzza, cantidad: 100 * M, unidad: 'g' },
  ]);
  const gaseosa = await productoNuevo(db, l, 'Gaseosa', 250_000, { categoriaId: pizzas });
  const postre = await productoNuevo(db, l, 'Postre', 400_000, { categoriaId: postres });
  await receta(db, l, postre, [{ insumoId: harina, cantidad: 100 * M, unidad: 'g' }]);
  return { pizzas, pizza, fugazza, gaseosa, postre };
}

const precios = (r: AjustePreciosResult) => Object.fromEntries(r.items.map((i) => [i.nombre, [i.precioAnterior, i.precioNuevo, i.costoReceta, i.foodCostNuevo]]));

describe('POST /api/productos/ajuste-precios by food cost or margin', () => {
  it('previews the prices that put each dish of a category at 30 % food cost, rounded to $100, leaving out the one without a recipe', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const { pizzas } = await pizzeria(v);
    const res = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios?preview=true', {
      categoria: pizzas,
      modo: 'food-cost',
      valor: 30,
      aplicarA: 'venta',
      redondeo: { tipo: 'multiplo', multiplo: 100 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ preview: true, ajusteId: null, total: 2, sinReceta: 1 });
    // 3290 / 0.30 = 10966.67 -> 11000 (29.91 %); 1100 / 0.30 = 3666.67 -> 3700 (29.73 %).
    expect(precios(res.body.data!)).toEqual({ 'Pizza muzzarella': [10_000, 11_000, 3_290, 29.91], Fugazza: [6_000, 3_700, 1_100, 29.73] });
    expect(res.body.data!.items.find((i) => i.nombre === 'Fugazza')).toMatchObject({ foodCostAnterior: 18.33, costoAnterior: null, costoNuevo: null });

    // A 70 % margin is a 30 % food cost: the same prices.
    const margen = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios/preview', {
      categoria: pizzas,
      modo: 'margen',
      valor: 70,
      aplicarA: 'venta',
      redondeo: { tipo: 'multiplo', multiplo: 100 },
    });
    expect(precios(margen.body.data!)).toEqual(precios(res.body.data!));
    // 65 % margin, no rounding: 3290 / 0.35 = 9400; 1100 / 0.35 = 3142.857 -> 3142.86.
    const sinRedondeo = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios/preview', { categoria: pizzas, modo: 'margen', valor: 65, aplicarA: 'venta' });
    expect(precios(sinRedondeo.body.data!)).toEqual({ 'Pizza muzzarella': [10_000, 9_400, 3_290, 35], Fugazza: [6_000, 3_142.86, 1_100, 35] });
  });

  it('applies it to the dishes the costs report flags only: their prices, the history and the report follow', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const { pizza, fugazza, gaseosa, postre } = await pizzeria(v);
    const informe = (await v.as.admin.get<ReporteCostos>('/api/reportes/costos')).body.data!;
    const señalados = informe.items.filter((i) => i.señalado).map((i) => i.productoId);
    expect(señalados).toEqual([pizza]);
    const body = { productoIds: [...señalados, gaseosa], modo: 'food-cost', valor: 28.5, aplicarA: 'venta', redondeo: { tipo: 'unidad' }, clientMutationId: mutationId() };
    const res = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Precios actualizados: 1 productos');
    // 3290 / 0.285 = 11543.86 -> 11544.
    expect(res.body.data).toMatchObject({ preview: false, total: 1, sinReceta: 1, items: [{ id: pizza, precioAnterior: 10_000, precioNuevo: 11_544 }] });
    const again = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', body);
    expect(again.body.data).toEqual(res.body.data);

    const stored = await t.app.db.selectFrom('productos').select(['id', 'precio', 'costo']).where('id', 'in', [pizza, fugazza, gaseosa, postre]).orderBy('id').execute();
    expect(stored.map((p) => [Number(p.precio), p.costo])).toEqual([
      [1_154_400, null],
      [600_000, null],
      [250_000, null],
      [400_000, null],
    ]);
    const historial = (await v.as.admin.get<PreciosHistorialList>(`/api/precios/historial?ajusteId=${res.body.data!.ajusteId}`)).body.data!;
    expect(historial.items.map((h) => [h.productoId, h.precioAnterior, h.precioNuevo, h.origen])).toEqual([[pizza, 10_000, 11_544, 'ajuste']]);
    const ajuste = await t.app.db.selectFrom('precio_ajustes').select(['modo', 'valor', 'cantidad_productos']).where('local_id', '=', v.localId).execute();
    expect(ajuste.map((a) => [a.modo, Number(a.valor), a.cantidad_productos])).toEqual([['food-cost', 2_850, 1]]);

    // Repriced now, at today's cost: no rise since, 3290 / 11544 = 28.50 %, under the target.
    const despues = (await v.as.admin.get<ReporteCostos>('/api/reportes/costos')).body.data!;
    expect(despues.items.find((i) => i.productoId === pizza)).toMatchObject({
      precio: 11_544,
      costoAlCambioPrecio: 3_290,
      subaCostoPorcentaje: 0,
      foodCostPorcentaje: 28.5,
      señalado: false,
    });
    expect(despues.señalados).toBe(0);
  });

  it('validates the target, the price only, and needs productos.costos besides precios.ajustar', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const { pizzas } = await pizzeria(v);
    const cases: [object, string][] = [
      [{ modo: 'food-cost', valor: 100, aplicarA: 'venta' }, 'El objetivo debe ser un porcentaje de 1 a 99'],
      [{ modo: 'margen', valor: 0.5, aplicarA: 'venta' }, 'El objetivo debe ser un porcentaje de 1 a 99'],
      [{ modo: 'food-cost', valor: 30, aplicarA: 'ambos' }, 'Un ajuste por food cost o margen cambia solo el precio de venta'],
      [{ modo: 'food-cost', valor: 30, aplicarA: 'venta', productoIds: [] }, "El campo 'productoIds' debe tener al menos 1 elementos"],
    ];
    for (const [body, message] of cases) {
      const res = await v.as.admin.post('/api/productos/ajuste-precios?preview=true', { categoria: pizzas, ...body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    const ajustador = await conPermisos(v, ['precios.ajustar']);
    const sinCostos = await ajustador.post('/api/productos/ajuste-precios?preview=true', { categoria: pizzas, modo: 'food-cost', valor: 30, aplicarA: 'venta' });
    expect({ status: sinCostos.status, code: sinCostos.body.code }).toEqual({ status: 403, code: 'COSTOS_SIN_PERMISO' });
    // The percentage mode on the sale price stays theirs.
    expect((await ajustador.post('/api/productos/ajuste-precios?preview=true', { categoria: pizzas, modo: 'porcentaje', valor: 10, aplicarA: 'venta' })).status).toBe(200);
    expect((await v.as.empleado.post('/api/productos/ajuste-precios?preview=true', { categoria: pizzas, modo: 'food-cost', valor: 30, aplicarA: 'venta' })).status).toBe(403);

    const nada = await v.as.admin.post('/api/productos/ajuste-precios', { productoIds: [999_999], modo: 'food-cost', valor: 30, aplicarA: 'venta' });
    expect({ status: nada.status, code: nada.body.code }).toEqual({ status: 409, code: 'AJUSTE_PRECIOS_SIN_PRODUCTOS' });
  });
});
