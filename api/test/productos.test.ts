// Product reads for the sales desks: search, frequent products ranked by real sales, stock.
import type { CategoriaProducto, ProductoFrecuente, ProductoVenta, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, apiClient, createVenue, medioId, producto, type ApiClient } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const names = (list: { nombre: string }[] | undefined) => (list ?? []).map((p) => p.nombre);
const search = async (c: ApiClient, q: string) => (await c.get<ProductoVenta[]>(`/api/productos/buscar?q=${encodeURIComponent(q)}`)).body.data;

describe('GET /api/productos/buscar', () => {
  it('finds by name ignoring case and accents, every word, by barcode and by SKU', async () => {
    const v = await createVenue(t.app);
    const c = v.as.mozo;
    expect(names(await search(c, 'ÑOQUIS'))).toEqual(['Ñoquis de papa con salsa fileto']);
    expect(names(await search(c, 'noquis'))).toEqual(['Ñoquis de papa con salsa fileto']);
    expect(names(await search(c, 'pizza muzza'))).toEqual(['Pizza muzzarella']);
    expect(names(await search(c, '  tiramisu '))).toEqual(['Tiramisú']);
    expect(names(await search(c, '7798062540017'))).toEqual(['Agua mineral sin gas 500 ml']);
    expect(names(await search(c, 'tra-00'))).toEqual(['Aperol spritz', 'Fernet con cola', 'Gin tonic de pomelo y romero', 'Negroni de la casa']);
    // The scanned code first, then names.
    expect(names(await search(c, 'piz-001'))[0]).toBe('Pizza muzzarella');
    expect(await search(c, '   ')).toEqual([]);
    expect(await search(c, '%')).toEqual([]);
    const helado = (await search(c, 'helado'))![0]!;
    expect(helado).toMatchObject({ precio: 18_000, unidadMedida: 'kg', esPorPeso: true, controlaStock: true, stockActual: 12.5, stockMinimo: 3, categoria: 'Postres' });
    const limited = await c.get<ProductoVenta[]>('/api/productos/search?q=a&limite=3');
    expect(limited.body.data).toHaveLength(3);
  });
});

describe('GET /api/productos/frecuentes', () => {
  it("ranks what this venue really sold, without voided sales or other venues' sales", async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    expect((await c.get<ProductoFrecuente[]>('/api/productos/frecuentes')).body.data).toEqual([]);
    await abrirCaja(c);
    const debito = await medioId(c, 'tarjeta_debito');
    const sell = async (sku: string, cantidad = 1) => {
      const p = await producto(c, sku);
      return (await c.post<Venta>('/api/ventas/finalizar', { items: [{ productoId: p.id, cantidad }], pagos: [{ medioId: debito, monto: p.precio * cantidad }] })).body.data!;
    };
    for (let i = 0; i < 3; i++) await sell('ENT-002');
    await sell('BEB-005', 5);
    await sell('BEB-005');
    const voided = await sell('TRA-002');
    await sell('TRA-002');
    await sell('TRA-002');
    await sell('TRA-002');
    await c.post(`/api/ventas/${voided.id}/anular`, { motivo: 'Prueba' });

    const top = (await c.get<ProductoFrecuente[]>('/api/productos/frecuentes?cantidad=2')).body.data!;
    expect(top.map((p) => [p.nombre, p.vecesVendido])).toEqual([
      ['Empanada de jamón y queso', 3],
      ['Negroni de la casa', 3],
    ]);
    const all = (await c.get<ProductoFrecuente[]>('/api/productos/frecuentes')).body.data!;
    expect(all.map((p) => [p.nombre, p.vecesVendido])).toEqual([
      ['Empanada de jamón y queso', 3],
      ['Negroni de la casa', 3],
      ['Café espresso', 2],
    ]);
  });

  it('defaults to 8 for the demo venue, most sold first', async () => {
    const c = await apiClient(t.app, 'mozo@demo.local', 'mozo123');
    const top = (await c.get<ProductoFrecuente[]>('/api/productos/frecuentes')).body.data!;
    expect(top).toHaveLength(8);
    const counts = top.map((p) => p.vecesVendido);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await c.get<ProductoFrecuente[]>('/api/productos/frecuentes?cantidad=4')).body.data).toHaveLength(4);
  });
});

describe('stock and categories', () => {
  it('lists products with stock, the ones below their minimum first', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const vino = await producto(v.as.cajero, 'BEB-004');
    await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: vino.id, cantidad: 19 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'tarjeta_credito'), monto: 275_500 }],
    });
    const list = (await v.as.cajero.get<ProductoVenta[]>('/api/productos/con-stock')).body.data!;
    expect(list.map((p) => [p.nombre, p.stockActual, p.bajoStock])).toEqual([
      ['Vino Malbec botella 750 ml', 5, true],
      ['Agua mineral sin gas 500 ml', 48, false],
      ['Gaseosa cola 500 ml', 60, false],
      ['Helado artesanal', 12.5, false],
    ]);
  });

  it("lists the menu's categories with their product counts", async () => {
    const v = await createVenue(t.app);
    const list = (await v.as.mozo.get<CategoriaProducto[]>('/api/productos/categorias')).body.data!;
    expect(list.map((c) => [c.nombre, c.cantidadProductos])).toEqual([
      ['Entradas', 5],
      ['Principales', 5],
      ['Pizzas', 4],
      ['Postres', 4],
      ['Bebidas', 7],
      ['Tragos de autor', 4],
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every money-path route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/medios-de-pago',
        '/api/medios-de-pago/{id}',
        '/api/tipos-de-cambio',
        '/api/tipos-de-cambio/{id}',
        '/api/tipos-de-cambio/{id}/default',
        '/api/productos/buscar',
        '/api/productos/search',
        '/api/productos/frecuentes',
        '/api/productos/con-stock',
        '/api/productos/categorias',
        '/api/stock/historial/{productoId}',
        '/api/arqueos',
        '/api/arqueos/{id}',
        '/api/arqueos/{id}/cerrar',
        '/api/gastos',
        '/api/gastos/{id}',
        '/api/clientes',
        '/api/clientes/{id}',
        '/api/clientes/{id}/cuenta-corriente',
        '/api/clientes/{id}/pagos',
        '/api/ventas/finalizar',
        '/api/ventas/historial',
        '/api/ventas/{id}',
        '/api/ventas/{id}/anular',
        '/api/ventas/{id}/remito',
        '/api/ventas/{id}/ticket-fiscal',
        '/api/ventas/drafts',
        '/api/ventas/drafts/{id}',
        '/api/ventas/drafts/{id}/finalize',
      ]),
    );
  });
});
