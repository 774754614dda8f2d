// Bulk price adjustment: preview lists every product with
// old and new prices and changes nothing; apply changes them all in one transaction with exact
// integer math and records each change in the price history.
import type { AjustePreciosResult, CategoriaProducto, PreciosHistorialList, ProductoVenta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function categoriaId(v: TestVenue, nombre: string): Promise<number> {
  const list = (await v.as.empleado.get<CategoriaProducto[]>('/api/productos/categorias')).body.data!;
  return list.find((c) => c.nombre === nombre)!.id;
}

async function bebidas(v: TestVenue): Promise<ProductoVenta[]> {
  const all = (await v.as.empleado.get<ProductoVenta[]>('/api/productos/buscar?q=BEB-&limite=50')).body.data!;
  return all.filter((p) => p.codigoSku?.startsWith('BEB-')).sort((a, b) => a.codigoSku!.localeCompare(b.codigoSku!));
}

const diezPorCiento = (categoria: number) => ({
  Categoria: categoria,
  Modo: 'porcentaje',
  Valor: 10,
  AplicarA: 'venta',
  Redondeo: { Tipo: 'multiplo', Multiplo: 50 },
});

describe('POST /api/productos/ajuste-precios', () => {
  it('previews +10% rounded to multiples of 50 on one category and changes nothing', async () => {
    const v = await createVenue(t.app);
    const cat = await categoriaId(v, 'Bebidas');
    const res = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios?preview=true', diezPorCiento(cat));
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({ preview: true, ajusteId: null, total: 7 });
    const byName = Object.fromEntries(data.items.map((i) => [i.nombre, [i.precioAnterior, i.precioNuevo, i.costoAnterior, i.costoNuevo]]));
    expect(byName).toEqual({
      'Agua mineral sin gas 500 ml': [2_500, 2_750, 800, 800],
      'Café espresso': [2_800, 3_100, 600, 600],
      'Cerveza IPA tirada pinta': [5_500, 6_050, 1_800, 1_800],
      'Gaseosa cola 500 ml': [3_200, 3_500, 1_100, 1_100],
      'Limonada con menta y jengibre': [4_500, 4_950, 1_000, 1_000],
      'Pan de campo': [4_500, 4_950, 1_500, 1_500],
      'Vino Malbec botella 750 ml': [14_500, 15_950, 6_000, 6_000],
    });
    expect(data.items.map((i) => i.nombre)).toEqual([...data.items.map((i) => i.nombre)].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await bebidas(v)).map((p) => p.precio)).toEqual([2_500, 3_200, 5_500, 14_500, 2_800, 4_500, 4_500]);

    const same = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios/preview', diezPorCiento(cat));
    expect(same.body.data).toEqual(data);
  });

  it('applies it in one go: the desk sells at the new prices, other categories keep theirs, and the history keeps the old ones', async () => {
    const v = await createVenue(t.app);
    const cat = await categoriaId(v, 'Bebidas');
    const pizza = await producto(v.as.empleado, 'PIZ-001');
    const res = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', { ...diezPorCiento(cat), ClientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Precios actualizados: 7 productos');
    const { ajusteId } = res.body.data!;
    expect(res.body.data).toMatchObject({ preview: false, ajusteId: expect.any(Number), total: 7 });

    expect((await bebidas(v)).map((p) => p.precio)).toEqual([2_750, 3_500, 6_050, 15_950, 3_100, 4_950, 4_950]);
    expect((await producto(v.as.cajero, 'PIZ-001')).precio).toBe(pizza.precio);

    const agua = await producto(v.as.empleado, 'BEB-001');
    const stored = await t.app.db.selectFrom('productos').select(['precio', 'costo', 'porcentaje_ganancia']).where('id', '=', agua.id).executeTakeFirstOrThrow();
    // (2750 / 800 - 1) x 100 = 243.75 %, kept scaled by 100.
    expect([Number(stored.precio), Number(stored.costo), Number(stored.porcentaje_ganancia)]).toEqual([275_000, 80_000, 24_375]);

    const history = (await v.as.empleado.get<PreciosHistorialList>(`/api/precios/historial?ajusteId=${ajusteId}&limite=100`)).body.data!;
    expect(history.total).toBe(7);
    expect(history.items.find((h) => h.productoId === agua.id)).toMatchObject({
      producto: 'Agua mineral sin gas 500 ml',
      precioAnterior: 2_500,
      precioNuevo: 2_750,
      costoAnterior: 800,
      costoNuevo: 800,
      origen: 'ajuste',
      ajusteId,
      usuario: 'Usuario admin',
    });
    const ofAgua = (await v.as.mozo.get<PreciosHistorialList>(`/api/precios/historial?productoId=${agua.id}`)).body.data!;
    expect(ofAgua.items.map((h) => [h.precioAnterior, h.precioNuevo])).toEqual([[2_500, 2_750]]);
  });

  it('adds a fixed amount to the cost only, or to both, rounding to whole units', async () => {
    const v = await createVenue(t.app);
    const cat = await categoriaId(v, 'Postres');
    const costo = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', { categoria: cat, modo: 'monto', valor: 125.5, aplicarA: 'costo' });
    expect(costo.body.data!.items.find((i) => i.nombre === 'Tiramisú')).toMatchObject({ precioAnterior: 6_500, precioNuevo: 6_500, costoAnterior: 2_200, costoNuevo: 2_325.5 });
    const ambos = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', {
      categoria: cat,
      modo: 'porcentaje',
      valor: -7.25,
      aplicarA: 'ambos',
      redondeo: { tipo: 'unidad' },
    });
    // 6500 x 0.9275 = 6028.75 -> 6029; 2325.50 x 0.9275 = 2156.90 -> 2157.
    expect(ambos.body.data!.items.find((i) => i.nombre === 'Tiramisú')).toMatchObject({ precioAnterior: 6_500, precioNuevo: 6_029, costoAnterior: 2_325.5, costoNuevo: 2_157 });
  });

  it('narrows by supplier and brand (case ignored) and leaves inactive products out unless asked', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const gaseosa = await producto(v.as.empleado, 'BEB-002');
    const vino = await producto(v.as.empleado, 'BEB-004');
    const prov = await v.as.empleado.post<{ id: number }>('/api/proveedores', { nombre: 'Bebidas SA', cuit: '30712345671', localidad: 'CABA', provincia: 'CABA' });
    const proveedorId = prov.body.data!.id;
    await t.app.db.updateTable('productos').set({ proveedor_id: proveedorId, marca: 'Andina' }).where('id', 'in', [agua.id, gaseosa.id, vino.id]).execute();
    await t.app.db.updateTable('productos').set({ marca: 'Cumbre' }).where('id', '=', vino.id).execute();
    await t.app.db.updateTable('productos').set({ activo: false }).where('id', '=', gaseosa.id).execute();

    const preview = async (body: object) =>
      (await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios?preview=true', { modo: 'monto', valor: 100, aplicarA: 'venta', ...body })).body.data!.items.map(
        (i) => i.nombre,
      );
    expect(await preview({ proveedor: proveedorId })).toEqual(['Agua mineral sin gas 500 ml', 'Vino Malbec botella 750 ml']);
    expect(await preview({ proveedor: proveedorId, incluirInactivos: true })).toEqual(['Agua mineral sin gas 500 ml', 'Gaseosa cola 500 ml', 'Vino Malbec botella 750 ml']);
    expect(await preview({ marca: 'ANDINA' })).toEqual(['Agua mineral sin gas 500 ml']);
    expect(await preview({ marca: 'cumbre', proveedor: proveedorId })).toEqual(['Vino Malbec botella 750 ml']);
    expect(await preview({ proveedor: proveedorId + 1000 })).toEqual([]);
  });

  it('refuses a price or cost that would reach 0, changing nothing, and an adjustment that reaches no product', async () => {
    const v = await createVenue(t.app);
    const cat = await categoriaId(v, 'Bebidas');
    const res = await v.as.admin.post('/api/productos/ajuste-precios', { categoria: cat, modo: 'monto', valor: -2_500, aplicarA: 'venta' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'AJUSTE_PRECIO_NO_POSITIVO', message: "El ajuste deja el precio de 'Agua mineral sin gas 500 ml' en 0: debe ser mayor a 0" });
    const cost = await v.as.admin.post('/api/productos/ajuste-precios?preview=true', { categoria: cat, modo: 'porcentaje', valor: -99.99, aplicarA: 'costo' });
    expect(cost.status).toBe(200);
    const costZero = await v.as.admin.post('/api/productos/ajuste-precios', { categoria: cat, modo: 'monto', valor: -600, aplicarA: 'costo' });
    expect(costZero.body).toMatchObject({ code: 'AJUSTE_COSTO_NO_POSITIVO', message: "El ajuste deja el costo de 'Café espresso' en 0: debe ser mayor a 0" });
    expect((await bebidas(v)).map((p) => p.precio)).toEqual([2_500, 3_200, 5_500, 14_500, 2_800, 4_500, 4_500]);
    expect((await v.as.empleado.get<PreciosHistorialList>('/api/precios/historial')).body.data).toEqual({ items: [], total: 0 });

    const none = await v.as.admin.post('/api/productos/ajuste-precios', { categoria: 999_999, modo: 'porcentaje', valor: 5, aplicarA: 'venta' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Ningún producto coincide con los filtros del ajuste de precios');
    const emptyPreview = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios?preview=true', {
      categoria: 999_999,
      modo: 'porcentaje',
      valor: 5,
      aplicarA: 'venta',
    });
    expect(emptyPreview.body.data).toEqual({ preview: true, ajusteId: null, total: 0, items: [] });
  });

  it('validates the body, the currency decimals and who may adjust (precios.ajustar)', async () => {
    const v = await createVenue(t.app, { pais: 'CL', currencyCode: 'CLP', timezone: 'America/Santiago' });
    const cases: [object, number, string][] = [
      [{ modo: 'porcentaje', valor: 0, aplicarA: 'venta' }, 400, 'El valor del ajuste no puede ser 0'],
      [{ modo: 'porcentaje', valor: -100, aplicarA: 'venta' }, 400, 'El porcentaje del ajuste debe ser mayor a -100'],
      [{ modo: 'monto', valor: 10, aplicarA: 'venta', redondeo: { tipo: 'multiplo' } }, 400, 'Indicá el múltiplo de redondeo'],
      [{ modo: 'monto', valor: 10.5, aplicarA: 'venta' }, 400, "El campo 'valor' admite como máximo 0 decimales en CLP"],
      [
        { modo: 'porcentaje', valor: 10, aplicarA: 'venta', redondeo: { tipo: 'multiplo', multiplo: 0.5 } },
        400,
        "El campo 'redondeo.multiplo' admite como máximo 0 decimales en CLP",
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await v.as.admin.post('/api/productos/ajuste-precios', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    // precios.ajustar: the admin's by default, not the seeded empleado's, cajero's or mozo's.
    for (const role of ['mozo', 'cajero', 'empleado'] as const) {
      const refused = await v.as[role].post('/api/productos/ajuste-precios?preview=true', { modo: 'porcentaje', valor: 10, aplicarA: 'venta' });
      expect(refused.status).toBe(403);
    }
  });

  it('applies once per ClientMutationId', async () => {
    const v = await createVenue(t.app);
    const cat = await categoriaId(v, 'Bebidas');
    const body = { ...diezPorCiento(cat), clientMutationId: mutationId() };
    const first = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', body);
    const again = await v.as.admin.post<AjustePreciosResult>('/api/productos/ajuste-precios', body);
    expect(again.body.data).toEqual(first.body.data);
    expect((await producto(v.as.empleado, 'BEB-001')).precio).toBe(2_750);
    expect((await v.as.empleado.get<PreciosHistorialList>('/api/precios/historial')).body.data!.total).toBe(7);
  });
});
