// Preparations (sub-recipes) on SQLite or PostgreSQL (TEST_DATABASE_URL): their cost computed by
// hand (a tomato sauce of 1 kg of tomato at $2.000 and 50 ml of oil at $9.000 the litre yields
// 800 g: $2.450, $3,0625 a gram), lines checked (components of the venue, units that convert, no
// cycle, not too deep), names unique, deletion refused while a recipe uses it, costs only for
// productos.costos, idempotent retries, and the recipe functions other modules call.
import { preparacionSchema, type Insumo, type Preparacion, type Rol } from '@resto/shared/contracts';
import { costoPorcion, PREPARACION_PROFUNDIDAD_MAX } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costosPorcion, guardarLineasReceta, lineasDeOpciones, loadRecetaContexto, recetaLineasDe, recetasDeProductos, validarLineasReceta } from '../src/modules/insumos';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function insumo(v: TestVenue, nombre: string, unidad: string, costoUnitario: number): Promise<number> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { nombre, unidad, costoUnitario, clientMutationId: mutationId() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.id;
}

async function preparar(v: TestVenue, body: object) {
  return v.as.admin.post<Preparacion>('/api/preparaciones', { unidad: 'g', rendimiento: 1000, clientMutationId: mutationId(), ...body });
}

async function salsa(v: TestVenue) {
  const tomate = await insumo(v, 'Tomate', 'kg', 2000);
  const aceite = await insumo(v, 'Aceite de oliva', 'l', 9000);
  const res = await preparar(v, {
    nombre: 'Salsa de tomate',
    rendimiento: 800,
    lineas: [
      { insumoId: tomate, cantidad: 1, unidad: 'kg' },
      { insumoId: aceite, cantidad: 50, unidad: 'ml' },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { tomate, aceite, salsa: preparacionSchema.parse(res.body.data) };
}

describe('preparations (/api/preparaciones)', () => {
  it('costs a tomato sauce by hand: 1 kg at 2000 + 50 ml at 9000/l = 2450 for 800 g, 3.0625 a gram', async () => {
    const v = await createVenue(t.app);
    const { tomate, aceite, salsa: prep } = await salsa(v);
    expect(prep).toMatchObject({ nombre: 'Salsa de tomate', unidad: 'g', rendimiento: 800, activo: true, costo: 2450, costoPorUnidad: 3.0625 });
    expect(prep.lineas).toEqual([
      { id: expect.any(Number), insumoId: tomate, preparacionId: null, nombre: 'Tomate', cantidad: 1, unidad: 'kg', mermaPorcentaje: 0, quitar: false, costo: 2000 },
      { id: expect.any(Number), insumoId: aceite, preparacionId: null, nombre: 'Aceite de oliva', cantidad: 50, unidad: 'ml', mermaPorcentaje: 0, quitar: false, costo: 450 },
    ]);
    expect((await v.as.admin.get<Preparacion>(`/api/preparaciones/${prep.id}`)).body.data).toEqual(prep);
    expect((await v.as.admin.get<Preparacion[]>('/api/preparaciones')).body.data).toEqual([prep]);

    // A line's waste: 1 kg net at 20 % takes 1.25 kg (2500); a cost change flows into the preparation.
    const put = await v.as.admin.put<Preparacion>(`/api/preparaciones/${prep.id}`, {
      nombre: 'Salsa de tomate',
      unidad: 'g',
      rendimiento: 800,
      lineas: [
        { insumoId: tomate, cantidad: 1, unidad: 'kg', mermaPorcentaje: 20 },
        { insumoId: aceite, cantidad: 50, unidad: 'ml' },
      ],
      clientMutationId: mutationId(),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ costo: 2950, costoPorUnidad: 3.6875 });
    expect(put.body.data!.lineas[0]).toMatchObject({ mermaPorcentaje: 20, costo: 2500 });
    await v.as.admin.put(`/api/insumos/${aceite}`, { nombre: 'Aceite de oliva', unidad: 'l', costoUnitario: 12000, clientMutationId: mutationId() });
    expect((await v.as.admin.get<Preparacion>(`/api/preparaciones/${prep.id}`)).body.data).toMatchObject({ costo: 3100 });
  });

  it('a preparation inside another follows it down to the ingredients', async () => {
    const v = await createVenue(t.app);
    const { salsa: prep } = await salsa(v);
    const muzza = await insumo(v, 'Muzzarella', 'kg', 8000);
    // 400 g of sauce (half its batch: 1225) + 250 g of muzzarella (2000), yielding 4 portions.
    const res = await preparar(v, {
      nombre: 'Cobertura de pizza',
      unidad: 'unidad',
      rendimiento: 4,
      lineas: [
        { preparacionId: prep.id, cantidad: 0.4, unidad: 'kg' },
        { insumoId: muzza, cantidad: 250, unidad: 'g' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ costo: 3225, costoPorUnidad: 806.25 });
    expect(res.body.data!.lineas[0]).toMatchObject({ preparacionId: prep.id, insumoId: null, nombre: 'Salsa de tomate', costo: 1225 });
  });

  it('refuses a cycle, a missing component, a unit that does not convert, a repeated name and nesting past the limit', async () => {
    const v = await createVenue(t.app);
    const { tomate, salsa: prep } = await salsa(v);
    const otra = await preparar(v, { nombre: 'Salsa picante', lineas: [{ preparacionId: prep.id, cantidad: 500, unidad: 'g' }] });
    expect(otra.status).toBe(201);
    // The sauce made of the spicy sauce that is made of it.
    const ciclo = await v.as.admin.put(`/api/preparaciones/${prep.id}`, {
      nombre: 'Salsa de tomate',
      unidad: 'g',
      rendimiento: 800,
      lineas: [{ preparacionId: otra.body.data!.id, cantidad: 100, unidad: 'g' }],
      clientMutationId: mutationId(),
    });
    expect(ciclo.status).toBe(400);
    expect(ciclo.body.code).toBe('RECETA_CICLO');
    const self = await v.as.admin.put(`/api/preparaciones/${prep.id}`, {
      nombre: 'Salsa de tomate',
      unidad: 'g',
      rendimiento: 800,
      lineas: [{ preparacionId: prep.id, cantidad: 100, unidad: 'g' }],
      clientMutationId: mutationId(),
    });
    expect(self.body).toMatchObject({ code: 'RECETA_CICLO', params: { preparacion: 'Salsa de tomate' } });
    // Nothing changed.
    expect((await v.as.admin.get<Preparacion>(`/api/preparaciones/${prep.id}`)).body.data!.lineas.map((l) => l.insumoId !== null)).toEqual([true, true]);

    const missing = await preparar(v, { nombre: 'X', lineas: [{ insumoId: 999999, cantidad: 1, unidad: 'g' }] });
    expect(missing.body).toMatchObject({ code: 'INSUMO_ID_NO_EXISTE', params: { insumoId: 999999 } });
    const other = await createVenue(t.app, { withMenu: false });
    const ajeno = await insumo(other, 'Ajeno', 'kg', 1);
    expect((await preparar(v, { nombre: 'X', lineas: [{ insumoId: ajeno, cantidad: 1, unidad: 'g' }] })).body.code).toBe('INSUMO_ID_NO_EXISTE');
    expect((await preparar(v, { nombre: 'X', lineas: [{ preparacionId: 999999, cantidad: 1, unidad: 'g' }] })).body.code).toBe('PREPARACION_ID_NO_EXISTE');
    const unit = await preparar(v, { nombre: 'X', lineas: [{ insumoId: tomate, cantidad: 1, unidad: 'l' }] });
    expect(unit.status).toBe(400);
    expect(unit.body).toMatchObject({ code: 'RECETA_UNIDAD_INCOMPATIBLE', message: "'Tomate' se mide en kg: una línea en l no se puede convertir" });
    const dup = await preparar(v, { nombre: 'SALSA DE TOMATE', lineas: [{ insumoId: tomate, cantidad: 1, unidad: 'kg' }] });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('PREPARACION_NOMBRE_DUPLICADO');
    expect((await preparar(v, { nombre: 'Vacía', lineas: [] })).status).toBe(400);
    expect((await preparar(v, { nombre: 'Sin rinde', rendimiento: 0, lineas: [{ insumoId: tomate, cantidad: 1, unidad: 'kg' }] })).status).toBe(400);
    expect((await preparar(v, { nombre: 'Dos', lineas: [{ insumoId: tomate, preparacionId: prep.id, cantidad: 1, unidad: 'kg' }] })).status).toBe(400);

    // A chain one level deeper than the engine follows.
    let last = prep.id;
    for (let i = 1; i < PREPARACION_PROFUNDIDAD_MAX; i += 1) {
      const res = await preparar(v, { nombre: `Nivel ${i}`, lineas: [{ preparacionId: last, cantidad: 100, unidad: 'g' }] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      last = res.body.data!.id;
    }
    const deep = await preparar(v, { nombre: 'Demasiado', lineas: [{ preparacionId: last, cantidad: 100, unidad: 'g' }] });
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe('RECETA_PROFUNDIDAD');
  });

  it('refuses to delete a preparation or an ingredient another preparation or a dish uses, naming them, and deletes an unused one', async () => {
    const v = await createVenue(t.app);
    const { salsa: prep } = await salsa(v);
    const pizza = await producto(v.as.admin, 'PIZ-001');
    const receta = await v.as.admin.put(`/api/productos/${pizza.id}/receta`, {
      rendimiento: 1,
      lineas: [{ preparacionId: prep.id, cantidad: 150, unidad: 'g' }],
      clientMutationId: mutationId(),
    });
    expect(receta.status, JSON.stringify(receta.body)).toBe(200);
    const used = await v.as.admin.del(`/api/preparaciones/${prep.id}`, { clientMutationId: mutationId() });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'PREPARACION_EN_USO', params: { preparacion: 'Salsa de tomate', usos: pizza.nombre } });

    await v.as.admin.put(`/api/productos/${pizza.id}/receta`, { rendimiento: 1, lineas: [], clientMutationId: mutationId() });
    const del = await v.as.admin.del(`/api/preparaciones/${prep.id}`, { clientMutationId: mutationId() });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await v.as.admin.get(`/api/preparaciones/${prep.id}`)).body.code).toBe('PREPARACION_NO_EXISTE');
  });
});

describe('who may see and change preparations', () => {
  it('a waiter gets 403; an empleado without productos.costos reads them with null costs', async () => {
    const v = await createVenue(t.app);
    const { tomate, salsa: prep } = await salsa(v);
    expect((await v.as.mozo.get('/api/preparaciones')).status).toBe(403);
    expect((await v.as.mozo.post('/api/preparaciones', { nombre: 'X', unidad: 'g', rendimiento: 1, lineas: [{ insumoId: tomate, cantidad: 1, unidad: 'g' }] })).status).toBe(403);
    expect((await v.as.mozo.del(`/api/preparaciones/${prep.id}`, {})).status).toBe(403);

    const roles = (await v.as.admin.get<Rol[]>('/api/roles')).body.data!;
    const empleado = roles.find((r) => r.nombre === 'empleado')!;
    await v.as.admin.put(`/api/roles/${empleado.id}`, { permisos: empleado.permisos.filter((p) => p !== 'productos.costos'), clientMutationId: mutationId() });
    const read = await v.as.empleado.get<Preparacion>(`/api/preparaciones/${prep.id}`);
    expect(read.body.data).toMatchObject({ costo: null, costoPorUnidad: null });
    expect(read.body.data!.lineas.every((l) => l.costo === null)).toBe(true);
    const created = await v.as.empleado.post<Preparacion>('/api/preparaciones', {
      nombre: 'Puré',
      unidad: 'kg',
      rendimiento: 1,
      lineas: [{ insumoId: tomate, cantidad: 1, unidad: 'kg' }],
      clientMutationId: mutationId(),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ costo: null, costoPorUnidad: null });
  });

  it('the same ClientMutationId creates a preparation once', async () => {
    const v = await createVenue(t.app);
    const tomate = await insumo(v, 'Tomate', 'kg', 2000);
    const body = { nombre: 'Concassé', unidad: 'g', rendimiento: 900, lineas: [{ insumoId: tomate, cantidad: 1, unidad: 'kg' }], clientMutationId: mutationId() };
    const a = await v.as.admin.post<Preparacion>('/api/preparaciones', body);
    const b = await v.as.admin.post<Preparacion>('/api/preparaciones', body);
    expect(b.body).toEqual(a.body);
    expect((await v.as.admin.get<Preparacion[]>('/api/preparaciones')).body.data).toHaveLength(1);
  });
});

describe('the recipe functions other modules call', () => {
  it('validates, stores and reads a product’s and an option’s lines, and costs one portion as the engine does', async () => {
    const v = await createVenue(t.app);
    const { tomate, salsa: prep } = await salsa(v);
    const muzza = await insumo(v, 'Muzzarella', 'kg', 8000);
    const pizza = await producto(v.as.admin, 'PIZ-001');
    const db = t.app.db;
    const lineas = await validarLineasReceta(db, v.localId, [
      { preparacionId: prep.id, insumoId: null, cantidad: 200, unidad: 'g', mermaPorcentaje: 0, quitar: false },
      { insumoId: muzza, preparacionId: null, cantidad: 0.3, unidad: 'kg', mermaPorcentaje: 12.5, quitar: false },
    ]);
    expect(lineas).toEqual([
      { insumoId: null, preparacionId: prep.id, cantidad: 200_000_000, unidad: 'g', mermaPorcentaje: 0, quitar: false },
      { insumoId: muzza, preparacionId: null, cantidad: 300_000, unidad: 'kg', mermaPorcentaje: 1250, quitar: false },
    ]);
    await expect(
      validarLineasReceta(db, v.localId, [{ insumoId: tomate, preparacionId: null, cantidad: 1, unidad: 'unidad', mermaPorcentaje: 0, quitar: false }]),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'RECETA_UNIDAD_INCOMPATIBLE',
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('recetas')
        .values({ local_id: v.localId, producto_id: pizza.id, rendimiento: 2_000_000, updated_at: new Date().toISOString(), updated_by: null })
        .execute();
      await guardarLineasReceta(trx, v.localId, { productoId: pizza.id }, lineas);
    });
    const read = await recetaLineasDe(db, v.localId, { productoId: pizza.id });
    // 200 g of sauce: a quarter of its batch (612.5 -> 613); 300 g at 12.5 % waste: 342.857 g (2742.86).
    expect(read.map((l) => [l.nombre, l.cantidad, l.unidad, l.mermaPorcentaje, l.costo])).toEqual([
      ['Salsa de tomate', 200, 'g', 0, 612.5],
      ['Muzzarella', 0.3, 'kg', 12.5, 2742.86],
    ]);
    expect((await recetaLineasDe(db, v.localId, { productoId: pizza.id }, false)).every((l) => l.costo === null)).toBe(true);

    const recetas = await recetasDeProductos(db, v.localId, [pizza.id]);
    expect(recetas.get(pizza.id)).toEqual({ rendimiento: 2_000_000, lineas });
    const ctx = await loadRecetaContexto(db, v.localId);
    const costos = await costosPorcion(db, v.localId);
    // Two portions: half of 612.5 + 2742.857 = 1677.68.
    expect(costos.get(pizza.id)).toBe(costoPorcion({ receta: recetas.get(pizza.id)! }, ctx));
    expect(costos.get(pizza.id)).toBe(167_768);

    // An option's 'sin muzzarella' line: kept as it is, read back for the engine.
    const quitar = await validarLineasReceta(db, v.localId, [{ insumoId: muzza, preparacionId: null, cantidad: 0, unidad: 'kg', mermaPorcentaje: 0, quitar: true }]);
    const opcionId = await db.transaction().execute(async (trx) => {
      const grupo = await trx
        .insertInto('producto_modificador_grupos')
        .values({ local_id: v.localId, producto_id: pizza.id, nombre: 'Queso', updated_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const opcion = await trx.insertInto('producto_modificador_opciones').values({ grupo_id: grupo.id, nombre: 'Sin muzzarella' }).returning('id').executeTakeFirstOrThrow();
      await guardarLineasReceta(trx, v.localId, { opcionId: opcion.id }, quitar);
      return opcion.id;
    });
    expect(await lineasDeOpciones(db, v.localId, [opcionId])).toEqual(new Map([[opcionId, quitar]]));
    expect((await lineasDeOpciones(db, v.localId, [999999])).size).toBe(0);
    const [sin] = await recetaLineasDe(db, v.localId, { opcionId });
    expect(sin).toMatchObject({ nombre: 'Muzzarella', quitar: true, costo: 0 });
  });
});
