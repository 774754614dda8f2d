// GET /api/reportes/costos on a venue with a recipe that has a sub-recipe and waste: each dish's cost
// today, price, margin and food cost, the same recipe at the costs of the day its price last
// changed, the rise since, the flag above the target food cost, and the exports; every figure by hand.
import { reporteCostosSchema, type ReporteCostos, type Rol } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cambioPrecio, insumo, M, mover, preparacion, productoNuevo, receta } from './helpers/cocina';
import { apiClient, createVenue, mutationId, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const dias = (n: number) => new Date(Date.now() - n * 86_400_000);

async function conPermisos(v: TestVenue, permisos: string[]): Promise<ApiClient> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: `Rol ${tag}`, permisos });
  const email = `u-${tag}@test.local`;
  await v.as.admin.post('/api/usuarios', { nombre: `Usuario ${tag}`, email, password: 'secreto123', rolIds: [rol.body.data!.id] });
  return apiClient(t.app, email, 'secreto123');
}

/**
 * Ingredients (cost per unit): harina $1.000/kg, muzzarella $6.000/kg ten days ago and $8.000/kg
 * since a purchase two days ago, tomate $2.000/kg, aceite $9.000/l (these two never moved).
 * Salsa de tomate: 1 kg tomate + 50 ml aceite yields 800 g: $2.000 + $450 = $2.450, $3,0625 a gram.
 * Pizza ($10.000, was $9.000 until five days ago): 300 g harina ($300), 250 g muzzarella with 20 %
 * waste (312,5 g gross: $2.500 today, $1.875 then), 160 g salsa ($490): $3.290 today, $2.665 then.
 * Pan de ajo ($3.000, never repriced): 100 g harina ($100) + 10 ml aceite ($90): $190.
 */
async function cocina(v: TestVenue) {
  const db = t.app.db;
  const l = v.localId;
  const harina = await insumo(db, l, 'Harina', 'kg', 100_000);
  const muzza = await insumo(db, l, 'Muzzarella', 'kg', 600_000);
  const tomate = await insumo(db, l, 'Tomate', 'kg', 200_000);
  const aceite = await insumo(db, l, 'Aceite', 'l', 900_000);
  await mover(db, l, harina, 'ajuste', 20 * M, 100_000, dias(10));
  await mover(db, l, muzza, 'ajuste', 10 * M, 600_000, dias(10));
  await mover(db, l, muzza, 'compra', 5 * M, 800_000, dias(2));
  const salsa = await preparacion(db, l, 'Salsa de tomate', 'g', 800 * M, [
    { insumoId: tomate, cantidad: M, unidad: 'kg' },
    { insumoId: aceite, cantidad: 50 * M, unidad: 'ml' },
  ]);
  const pizza = await productoNuevo(db, l, 'Pizza muzzarella', 1_000_000, { creado: dias(30) });
  await receta(db, l, pizza, [
    { insumoId: harina, cantidad: 300 * M, unidad: 'g' },
    { insumoId: muzza, cantidad: 250 * M, unidad: 'g', mermaBp: 2000 },
    { preparacionId: salsa, cantidad: 160 * M, unidad: 'g' },
  ]);
  await cambioPrecio(db, l, pizza, 900_000, 1_000_000, dias(5));
  // A change of cost alone (the same price) is not a price change.
  await db
    .insertInto('precio_historial')
    .values({
      local_id: l,
      producto_id: pizza,
      precio_anterior: 1_000_000,
      precio_nuevo: 1_000_000,
      costo_anterior: 1,
      costo_nuevo: 2,
      origen: 'edicion',
      created_at: dias(1).toISOString(),
    })
    .execute();
  const pan = await productoNuevo(db, l, 'Pan de ajo', 300_000);
  await receta(db, l, pan, [
    { insumoId: harina, cantidad: 100 * M, unidad: 'g' },
    { insumoId: aceite, cantidad: 10 * M, unidad: 'ml' },
  ]);
  // Without a recipe, or inactive: not in the report.
  await productoNuevo(db, l, 'Agua mineral', 250_000);
  const viejo = await productoNuevo(db, l, 'Calzone', 900_000, { activo: false });
  await receta(db, l, viejo, [{ insumoId: harina, cantidad: 200 * M, unidad: 'g' }]);
  return { pizza, pan };
}

describe('GET /api/reportes/costos', () => {
  it("lists each active dish with a recipe, the rise of its cost since its price last changed first, and flags those above the venue's 30 % target", async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const { pizza, pan } = await cocina(v);
    const res = await v.as.admin.get<ReporteCostos>('/api/reportes/costos');
    expect(res.status).toBe(200);
    const data = reporteCostosSchema.parse(res.body.data);
    expect(data).toMatchObject({ moneda: 'ARS', objetivo: 30, señalados: 1 });
    expect(data.items).toEqual([
      {
        productoId: pizza,
        nombre: 'Pizza muzzarella',
        categoria: null,
        costo: 3_290,
        precio: 10_000,
        margen: 6_710,
        foodCostPorcentaje: 32.9,
        fechaCambioPrecio: expect.any(String),
        costoAlCambioPrecio: 2_665,
        // (3290 - 2665) / 2665 = 23.452 %
        subaCostoPorcentaje: 23.45,
        señalado: true,
      },
      {
        productoId: pan,
        nombre: 'Pan de ajo',
        categoria: null,
        costo: 190,
        precio: 3_000,
        margen: 2_810,
        // 190 / 3000 = 6.333 %
        foodCostPorcentaje: 6.33,
        fechaCambioPrecio: expect.any(String),
        costoAlCambioPrecio: 190,
        subaCostoPorcentaje: 0,
        señalado: false,
      },
    ]);
    expect(Date.parse(data.items[0]!.fechaCambioPrecio)).toBeCloseTo(dias(5).getTime(), -5);
  });

  it("flags against the venue's own target food cost", async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const { pizza } = await cocina(v);
    const objetivo = async (pct: number) => {
      expect((await v.as.admin.put('/api/configuracion/general', { foodCostObjetivo: pct, clientMutationId: mutationId() })).status).toBe(200);
      const data = (await v.as.admin.get<ReporteCostos>('/api/reportes/costos')).body.data!;
      return { objetivo: data.objetivo, señalados: data.items.filter((i) => i.señalado).map((i) => i.productoId) };
    };
    // The pizza is at 32.9 %, the bread at 6.33 %.
    expect(await objetivo(35)).toEqual({ objetivo: 35, señalados: [] });
    expect(await objetivo(32.9)).toEqual({ objetivo: 32.9, señalados: [] });
    expect(await objetivo(32.85)).toEqual({ objetivo: 32.85, señalados: [pizza] });
  });

  it('is refused without productos.costos, and without reportes.ver', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const lector = await conPermisos(v, ['reportes.ver']);
    for (const url of ['/api/reportes/costos', '/api/reportes/consumo', '/api/reportes/ingenieria-menu', '/api/reportes/costos/exportar/csv']) {
      const res = await lector.get(url);
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 403, code: 'COSTOS_SIN_PERMISO' });
    }
    // The empleado reads costs but not reports.
    const empleado = await v.as.empleado.get('/api/reportes/costos');
    expect({ status: empleado.status, code: empleado.body.code }).toEqual({ status: 403, code: 'SIN_PERMISO' });
    const gerente = await conPermisos(v, ['reportes.ver', 'productos.costos']);
    expect((await gerente.get('/api/reportes/costos')).status).toBe(200);
  });

  it('exports the same figures as CSV for es-AR Excel and as a PDF', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    await cocina(v);
    const csv = await t.app.inject({ method: 'GET', url: '/api/reportes/costos/exportar/csv', headers: bearer(v.as.admin.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="reporte_costos_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows.find((r) => r[0] === 'Producto')).toEqual([
      'Producto',
      'Categoría',
      'Costo',
      'Precio',
      'Margen',
      'Food cost %',
      'Último cambio de precio',
      'Costo al cambio de precio',
      'Suba del costo %',
      'Sobre el objetivo',
    ]);
    const pizza = rows.find((r) => r[0] === 'Pizza muzzarella')!;
    expect([...pizza.slice(0, 6), ...pizza.slice(7)]).toEqual(['Pizza muzzarella', '', '3290,00', '10000,00', '6710,00', '32,9', '2665,00', '23,45', 'Sí']);
    const en = await t.app.inject({ method: 'GET', url: '/api/reportes/costos/exportar/pdf?idioma=en', headers: bearer(v.as.admin.token) });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
