// The whole active menu in one read, for the waiter handheld (grouped by category on the phone).
import type { ProductoVenta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/productos/menu', () => {
  it("lists every active product of the venue with its category, by name, and none of another venue's", async () => {
    const v = await createVenue(t.app);
    const other = await createVenue(t.app);
    const menu = (await v.as.mozo.get<ProductoVenta[]>('/api/productos/menu')).body.data!;
    expect(menu.length).toBeGreaterThan(20);
    expect(menu.every((p) => p.activo)).toBe(true);
    const names = menu.map((p) => p.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(menu.find((p) => p.nombre === 'Negroni de la casa')).toMatchObject({ categoria: 'Tragos de autor', controlaStock: false, stockActual: null });
    expect(menu.find((p) => p.nombre === 'Helado artesanal')).toMatchObject({ categoria: 'Postres', unidadMedida: 'kg', controlaStock: true, stockActual: 12.5 });
    const otherIds = new Set((await other.as.mozo.get<ProductoVenta[]>('/api/productos/menu')).body.data!.map((p) => p.id));
    expect(menu.some((p) => otherIds.has(p.id))).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/productos/menu' });
    expect(res.statusCode).toBe(401);
  });
});
