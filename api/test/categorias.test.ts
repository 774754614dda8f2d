// Categories and subcategories: names required and unique per venue (case and accents ignored),
// the category type, a category in use cannot be deleted (the refusal says how many products),
// the three subcategory list shapes, and who may write.
import type { Categoria, Producto, Subcategoria, SubcategoriasList } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const producto = (categoriaId: number, extra: object = {}) => ({ nombre: `Prod ${Math.random()}`, categoriaId, costo: 100, precio: 150, ...extra });

describe('/api/categorias', () => {
  it('creates, lists with counts and the type, refuses blank and duplicate names, updates and deletes an empty one', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const a = v.as.admin;
    const created = await a.post<Categoria>('/api/categorias', { nombre: '  Bebidas Frías ', tipo: 'Barra', descripcion: '', clientMutationId: mutationId() });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      nombre: 'Bebidas Frías',
      descripcion: null,
      tipo: 'Barra',
      orden: 0,
      activo: true,
      cantidadProductos: 0,
      cantidadSubcategorias: 0,
    });
    const id = created.body.data!.id;

    const blank = await a.post('/api/categorias', { nombre: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('El nombre de la categoría es obligatorio');

    const dup = await a.post('/api/categorias', { nombre: 'bebidas frias' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'CATEGORIA_DUPLICADA', message: "La categoría 'Bebidas Frías' ya existe" });

    // Another venue may use the same name.
    const other = await createVenue(t.app, { withMenu: false, roles: ['admin'] });
    expect((await other.as.admin.post('/api/categorias', { nombre: 'Bebidas frías' })).status).toBe(201);

    const second = (await a.post<Categoria>('/api/categorias', { nombre: 'Postres', orden: 2 })).body.data!;
    const renamed = await a.put<Categoria>(`/api/categorias/${second.id}`, { nombre: 'BEBIDAS FRÍAS' });
    expect(renamed.status).toBe(409);
    const edited = await a.put<Categoria>(`/api/categorias/${second.id}`, { nombre: 'Postres caseros', tipo: 'Cocina', orden: 1, activo: false });
    expect(edited.body.data).toMatchObject({ nombre: 'Postres caseros', tipo: 'Cocina', orden: 1, activo: false });

    expect((await a.get<Categoria[]>('/api/categorias')).body.data!.map((c) => c.nombre)).toEqual(['Bebidas Frías']);
    expect((await a.get<Categoria[]>('/api/categorias?incluirInactivas=true')).body.data!.map((c) => c.nombre)).toEqual(['Bebidas Frías', 'Postres caseros']);

    expect((await a.del(`/api/categorias/${second.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    expect((await a.get(`/api/categorias/${second.id}`)).status).toBe(404);
    expect((await a.get<Categoria>(`/api/categorias/${id}`)).body.data!.nombre).toBe('Bebidas Frías');
  });

  it('refuses deleting a category in use and says how many products it has; once they move it goes', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const a = v.as.admin;
    const cat = (await a.post<Categoria>('/api/categorias', { nombre: 'Vinos' })).body.data!;
    const otra = (await a.post<Categoria>('/api/categorias', { nombre: 'Otros' })).body.data!;
    const p1 = (await a.post<Producto>('/api/productos/dto', producto(cat.id))).body.data!;
    const one = await a.del(`/api/categorias/${cat.id}`);
    expect(one.status).toBe(409);
    expect(one.body).toMatchObject({
      code: 'CATEGORIA_CON_PRODUCTOS',
      params: { count: 1 },
      message: 'No se puede eliminar la categoría: tiene 1 producto. Movelo a otra categoría primero.',
    });
    const p2 = (await a.post<Producto>('/api/productos/dto', producto(cat.id, { activo: false }))).body.data!;
    const two = await a.del(`/api/categorias/${cat.id}`);
    expect(two.body.message).toBe('No se puede eliminar la categoría: tiene 2 productos. Movelos a otra categoría primero.');
    expect((await a.get<Categoria>(`/api/categorias/${cat.id}`)).body.data!.cantidadProductos).toBe(2);

    for (const p of [p1, p2]) expect((await a.put(`/api/productos/dto/${p.id}`, producto(otra.id, { nombre: p.nombre }))).status).toBe(200);
    expect((await a.del(`/api/categorias/${cat.id}`)).status).toBe(200);
  });

  it('lets admin and empleado write, every signed-in role read, and nobody without a session', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    expect((await v.as.empleado.post('/api/categorias', { nombre: 'Cafetería' })).status).toBe(201);
    for (const role of ['mozo', 'cajero'] as const) {
      const refused = await v.as[role].post('/api/categorias', { nombre: `De ${role}` });
      expect(refused.status).toBe(403);
      expect((await v.as[role].get<Categoria[]>('/api/categorias')).body.data!.map((c) => c.nombre)).toEqual(['Cafetería']);
    }
    const anon = await t.app.inject({ method: 'GET', url: '/api/categorias' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('/api/subcategorias', () => {
  it('creates per category (unique within it), lists in the three shapes, moves with its products, refuses deleting one in use', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const a = v.as.admin;
    const bebidas = (await a.post<Categoria>('/api/categorias', { nombre: 'Bebidas' })).body.data!;
    const comidas = (await a.post<Categoria>('/api/categorias', { nombre: 'Comidas' })).body.data!;

    const gaseosas = await a.post<Subcategoria>('/api/subcategorias', { categoriaId: bebidas.id, nombre: 'Gaseosas', clientMutationId: mutationId() });
    expect(gaseosas.status).toBe(201);
    expect(gaseosas.body.data).toEqual({
      id: expect.any(Number),
      categoriaId: bebidas.id,
      categoria: 'Bebidas',
      nombre: 'Gaseosas',
      descripcion: null,
      activo: true,
      cantidadProductos: 0,
    });
    const sub = gaseosas.body.data!;
    const dup = await a.post('/api/subcategorias', { categoriaId: bebidas.id, nombre: 'GASEOSAS' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("La subcategoría 'GASEOSAS' ya existe en esta categoría");
    // Same name under another category is fine.
    expect((await a.post('/api/subcategorias', { categoriaId: comidas.id, nombre: 'Gaseosas' })).status).toBe(201);
    const noCat = await a.post('/api/subcategorias', { nombre: 'Sin categoría' });
    expect(noCat.status).toBe(400);
    expect(noCat.body.message).toBe('La categoría es obligatoria');
    const blank = await a.post('/api/subcategorias', { categoriaId: bebidas.id, nombre: ' ' });
    expect(blank.body.message).toBe('El nombre de la subcategoría es obligatorio');
    const foreign = await createVenue(t.app, { withMenu: false, roles: ['admin'] });
    const cross = await foreign.as.admin.post('/api/subcategorias', { categoriaId: bebidas.id, nombre: 'Ajena' });
    expect(cross.status).toBe(400);
    expect(cross.body.code).toBe('CATEGORIA_NO_EXISTE');

    const all = (await a.get<SubcategoriasList>('/api/subcategorias')).body.data!;
    expect(all.total).toBe(2);
    expect(all.items.map((s) => `${s.categoria}/${s.nombre}`)).toEqual(['Bebidas/Gaseosas', 'Comidas/Gaseosas']);
    const ofBebidas = (await a.get<SubcategoriasList>(`/api/subcategorias?categoriaId=${bebidas.id}`)).body.data!;
    expect(ofBebidas.items.map((s) => s.id)).toEqual([sub.id]);
    const plain = await a.get<Subcategoria[]>(`/api/subcategorias/por-categoria/${bebidas.id}`);
    expect(Array.isArray(plain.body.data)).toBe(true);
    expect(plain.body.data!.map((s) => s.nombre)).toEqual(['Gaseosas']);
    expect((await a.get(`/api/subcategorias/por-categoria/999999`)).status).toBe(404);

    const p = (await a.post<Producto>('/api/productos/dto', producto(bebidas.id, { subcategoriaId: sub.id }))).body.data!;
    const inUse = await a.del(`/api/subcategorias/${sub.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('No se puede eliminar la subcategoría: tiene 1 producto. Movelo a otra subcategoría primero.');

    const moved = await a.put<Subcategoria>(`/api/subcategorias/${sub.id}`, { categoriaId: comidas.id, nombre: 'Bebidas sin alcohol' });
    expect(moved.body.data).toMatchObject({ categoriaId: comidas.id, categoria: 'Comidas', nombre: 'Bebidas sin alcohol', cantidadProductos: 1 });
    expect((await a.get<Producto>(`/api/productos/${p.id}`)).body.data).toMatchObject({ categoriaId: comidas.id, categoria: 'Comidas', subcategoria: 'Bebidas sin alcohol' });

    expect((await v.as.mozo.post('/api/subcategorias', { categoriaId: bebidas.id, nombre: 'Aguas' })).status).toBe(403);
    expect((await a.del(`/api/subcategorias/${all.items[1]!.id}`)).status).toBe(200);
    // Deleting a category takes its (unused) subcategories with it.
    const vacia = (await a.post<Categoria>('/api/categorias', { nombre: 'Vacía' })).body.data!;
    const hija = (await a.post<Subcategoria>('/api/subcategorias', { categoriaId: vacia.id, nombre: 'Hija' })).body.data!;
    expect((await a.del(`/api/categorias/${vacia.id}`)).status).toBe(200);
    expect((await a.get(`/api/subcategorias/${hija.id}`)).status).toBe(404);
  });
});

describe('the demo menu', () => {
  it('seeds category types, subcategories and brands', async () => {
    const v = await createVenue(t.app);
    const cats = (await v.as.admin.get<Categoria[]>('/api/categorias')).body.data!;
    const bebidas = cats.find((c) => c.nombre === 'Bebidas')!;
    expect(bebidas).toMatchObject({ tipo: 'Barra', cantidadSubcategorias: 3 });
    expect(cats.find((c) => c.nombre === 'Pizzas')).toMatchObject({ tipo: 'Cocina', cantidadSubcategorias: 0 });
    const subs = (await v.as.admin.get<Subcategoria[]>(`/api/subcategorias/por-categoria/${bebidas.id}`)).body.data!;
    expect(subs.map((s) => [s.nombre, s.cantidadProductos])).toEqual([
      ['Cafetería', 1],
      ['Con alcohol', 2],
      ['Sin alcohol', 3],
    ]);
    const agua = (await v.as.admin.get<{ items: Producto[] }>('/api/productos?q=BEB-001')).body.data!.items[0]!;
    expect(agua).toMatchObject({ subcategoria: 'Sin alcohol', marca: 'Manantial del Sur', costo: 800, precio: 2500, porcentajeGanancia: 212.5 });
  });
});
