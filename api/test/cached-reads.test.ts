// Reads kept between writes on SQLite (db/write-log.ts): what a comanda add reads of its
// product is read again once the product changes, on both databases, so the api still prices every
// line from the product as it is now.
import type { Draft } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, producto } from './helpers/money';
import { abrirMesa, agregar, planInicial } from './helpers/mesas';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const linesOf = (d: Draft, productoId: number) => d.items.filter((i) => i.productoId === productoId).map((i) => i.precioUnitario);

describe('a comanda add after its product changed', () => {
  it('charges the new price at once, and refuses the product once it is deactivated', async () => {
    const v = await createVenue(t.app);
    const [mesa] = await planInicial(v, 1);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const draft = await abrirMesa(v.as.mozo, mesa!, { comensales: 2 });
    let d = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1 });
    expect(linesOf(d, agua.id)).toEqual([agua.precio]);

    const admin = v.as.admin;
    const dto = await admin.get<{ nombre: string; categoriaId: number; costo: number }>(`/api/productos/${agua.id}`);
    expect(dto.status).toBe(200);
    const { nombre, categoriaId, costo } = dto.body.data!;
    const nuevo = agua.precio + 250;
    expect((await admin.put(`/api/productos/dto/${agua.id}`, { nombre, categoriaId, costo, precio: nuevo })).status).toBe(200);
    d = await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1 });
    expect(linesOf(d, agua.id).sort((a, b) => a - b)).toEqual([agua.precio, nuevo].sort((a, b) => a - b));

    // Sold already (the seeded history): deactivated rather than erased.
    const gone = await admin.del<{ resultado: string }>(`/api/productos/${agua.id}`);
    expect(gone.body.data).toEqual({ id: agua.id, resultado: 'desactivado' });
    const refused = await v.as.mozo.post(`/api/mesas/drafts/${draft.id}/items`, { productoId: agua.id, cantidad: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'PRODUCTO_INACTIVO' });
  });
});
