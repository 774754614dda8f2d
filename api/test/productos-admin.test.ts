// The back office's catalogue: the list with Filters, sort and paging as
// { items, total } beside the desks' plain array; create/update with the body's normalisation and
// every catalogue rule; profit % and price kept coherent at the currency's scale; delete vs deactivate;
// bulk create all or nothing with the refused rows; who may write.
import type { Categoria, Producto, ProductoEliminado, ProductosList, ProductosLoteResult, ProductoVenta, StockHistorial, Subcategoria } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, type ApiClient } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function emptyVenue(opts: { currencyCode?: string } = {}) {
  const v = await createVenue(t.app, { withMenu: false, ...opts });
  const a = v.as.admin;
  const cat = async (nombre: string) => (await a.post<Categoria>('/api/categorias', { nombre })).body.data!;
  return { v, a, cat };
}

const create = async (a: ApiClient, body: object) => a.post<Producto>('/api/productos/dto', body);

describe('POST /api/productos/dto', () => {
  it('normalises the body as documented and answers the product as the back office reads it', async () => {
    const { a, cat } = await emptyVenue();
    const bebidas = await cat('Bebidas');
    const sub = (await a.post<Subcategoria>('/api/subcategorias', { categoriaId: bebidas.id, nombre: 'Gaseosas' })).body.data!;
    const res = await create(a, {
      nombre: '  Cola 500 ml ',
      codigoBarras: '7790895000997',
      descripcion: 'Botella',
      categoria: 'Bebidas (texto que se quita)',
      categoriaDescripcion: '',
      categoriaId: String(bebidas.id),
      subcategoriaId: sub.id,
      codigoSku: '',
      marca: 'Marca X',
      unidadMedida: 'unidad',
      costo: 1000,
      porcentajeGanancia: 30,
      controlaStock: true,
      stockActual: 12,
      stockMinimo: 5,
      fechaVencimiento: '2027-03-01T15:30:00.000Z',
      clientMutationId: mutationId(),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Producto creado');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      nombre: 'Cola 500 ml',
      tipo: 'simple',
      descripcion: 'Botella',
      codigoBarras: '7790895000997',
      codigoSku: null,
      marca: 'Marca X',
      categoriaId: bebidas.id,
      categoria: 'Bebidas',
      subcategoriaId: sub.id,
      subcategoria: 'Gaseosas',
      proveedorId: null,
      unidadMedida: 'unidad',
      esPorPeso: false,
      costo: 1000,
      porcentajeGanancia: 30,
      precio: 1300,
      controlaStock: true,
      stockActual: 12,
      stockMinimo: 5,
      bajoStock: false,
      activo: true,
      visibleRestaurant: false,
      visibleOrders: false,
      visiblePos: false,
      fechaVencimiento: '2027-03-01',
      ivaAlicuota: '21',
      imagen: null,
      fechaModificacion: expect.any(String),
    });
    // An invalid date is dropped, not refused; visible flags only true when sent true.
    const second = await create(a, { nombre: 'Agua', categoriaId: bebidas.id, costo: 10, precio: 20, fechaVencimiento: '2027-02-30', visiblePos: true, visibleOrders: 'si' });
    expect(second.body.data).toMatchObject({ fechaVencimiento: null, visiblePos: true, visibleOrders: false, visibleRestaurant: false, stockMinimo: 5 });
    // The initial stock is in the product's history.
    const hist = await a.get<StockHistorial>(`/api/stock/historial/${res.body.data!.id}`);
    expect(hist.body.data!.movimientos.map((m) => [m.tipo, m.cantidad, m.stockResultante])).toEqual([['ajuste', 12, 12]]);
  });

  it('keeps profit % and price coherent: a sent price wins, a % alone gives the price rounded at the currency scale', async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const both = await create(a, { nombre: 'A', categoriaId: c.id, costo: 333.33, precio: 500, porcentajeGanancia: 10 });
    expect(both.body.data).toMatchObject({ precio: 500, costo: 333.33, porcentajeGanancia: 50 });
    const pct = await create(a, { nombre: 'B', categoriaId: c.id, costo: 333.33, porcentajeGanancia: 33.33 });
    // 333.33 x 1.3333 = 444.428889 -> 444.43
    expect(pct.body.data).toMatchObject({ precio: 444.43, porcentajeGanancia: 33.33 });

    const clp = await emptyVenue({ currencyCode: 'CLP' });
    const cc = await clp.cat('Varios');
    const rounded = await create(clp.a, { nombre: 'C', categoriaId: cc.id, costo: 999, porcentajeGanancia: 12.5 });
    // 999 x 1.125 = 1123.875 -> 1124 pesos (CLP has no decimals)
    expect(rounded.body.data).toMatchObject({ precio: 1124, costo: 999 });
    const huge = await create(a, { nombre: 'E', categoriaId: c.id, costo: 90_000_000_000, porcentajeGanancia: 50_000 });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe("El campo 'precio' no es válido");
    const decimals = await create(clp.a, { nombre: 'D', categoriaId: cc.id, costo: 10.5, precio: 20 });
    expect(decimals.status).toBe(400);
    expect(decimals.body.message).toBe("El campo 'costo' admite como máximo 0 decimales en CLP");
  });

  it('refuses every breach of a catalogue rule with its message', async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const base = { nombre: 'X', categoriaId: c.id, costo: 100, precio: 150 };
    const cases: [object, string][] = [
      [{ ...base, precio: 0 }, 'El precio debe ser mayor a 0'],
      [{ ...base, costo: 0 }, 'El costo debe ser mayor a 0'],
      [{ ...base, costo: -5 }, "El campo 'costo' no puede ser negativo; El costo debe ser mayor a 0"],
      [{ ...base, precio: undefined }, 'El precio es obligatorio: ingresá el precio o el porcentaje de ganancia'],
      [{ ...base, categoriaId: '' }, 'La categoría es obligatoria'],
      [{ ...base, categoriaId: undefined }, 'La categoría es obligatoria'],
      [{ ...base, stockActual: -1 }, 'El stock no puede ser negativo (hasta 3 decimales)'],
      [{ ...base, stockMinimo: 0 }, 'El stock mínimo debe ser mayor a 0 (hasta 3 decimales)'],
      [{ ...base, nombre: '  ' }, 'El nombre es obligatorio'],
      [{ ...base, fechaVencimiento: '1850-01-01' }, 'La fecha de vencimiento debe estar entre 1900 y 2099'],
    ];
    for (const [body, message] of cases) {
      const res = await create(a, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await create(a, { ...base, categoriaId: 999_999 });
    expect(missing.body).toMatchObject({ code: 'CATEGORIA_NO_EXISTE', message: 'La categoría no existe' });
    const inactive = await cat('Vieja');
    await a.put(`/api/categorias/${inactive.id}`, { nombre: 'Vieja', activo: false });
    expect((await create(a, { ...base, categoriaId: inactive.id })).body.message).toBe("La categoría 'Vieja' está inactiva: elegí otra o reactivala");
    const other = await cat('Otra');
    const sub = (await a.post<Subcategoria>('/api/subcategorias', { categoriaId: other.id, nombre: 'Sub' })).body.data!;
    expect((await create(a, { ...base, subcategoriaId: sub.id })).body.message).toBe("La subcategoría 'Sub' no pertenece a la categoría elegida");
    // A supplier of another venue (or none) is refused.
    const foreign = await createVenue(t.app, { withMenu: false, roles: ['admin'] });
    const ajeno = (await foreign.as.admin.post<{ id: number }>('/api/proveedores', { nombre: 'Ajeno', cuit: '30-71234567-1', localidad: 'Tigre', provincia: 'Buenos Aires' })).body
      .data!;
    expect((await create(a, { ...base, proveedorId: ajeno.id })).body).toMatchObject({ code: 'PROVEEDOR_NO_EXISTE', message: 'El proveedor no existe' });

    expect((await create(a, { ...base, nombre: 'Primero', codigoBarras: '123', codigoSku: 'SKU-1' })).status).toBe(201);
    const dupBarras = await create(a, { ...base, codigoBarras: '123' });
    expect(dupBarras.status).toBe(409);
    expect(dupBarras.body.message).toBe("El código de barras 123 ya es de 'Primero'");
    expect((await create(a, { ...base, codigoSku: 'sku-1' })).body.message).toBe("El SKU sku-1 ya es de 'Primero'");
  });

  it('lets admin and empleado write; mozo and cajero read only; no session, no access', async () => {
    const { v, cat } = await emptyVenue();
    const c = await cat('Varios');
    expect((await create(v.as.empleado, { nombre: 'E', categoriaId: c.id, costo: 1, precio: 2 })).status).toBe(201);
    for (const role of ['mozo', 'cajero'] as const) {
      expect((await create(v.as[role], { nombre: role, categoriaId: c.id, costo: 1, precio: 2 })).status).toBe(403);
      expect((await v.as[role].get<ProductosList>('/api/productos')).body.data!.total).toBe(1);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/productos' })).statusCode).toBe(401);
  });
});

describe('GET /api/productos', () => {
  it('answers { items, total } with the defaults, paging, sorting and every filter; /buscar stays a plain array', async () => {
    const { v, a, cat } = await emptyVenue();
    const bebidas = await cat('Bebidas');
    const comidas = await cat('Comidas');
    const sub = (await a.post<Subcategoria>('/api/subcategorias', { categoriaId: bebidas.id, nombre: 'Aguas' })).body.data!;
    const proveedor = (
      await a.post<{ id: number }>('/api/proveedores', { nombre: 'Distribuidora del Sur', cuit: '30-71234567-1', localidad: 'Avellaneda', provincia: 'Buenos Aires' })
    ).body.data!;
    const rows = Array.from({ length: 25 }, (_, i) => ({
      nombre: `Producto ${String(i + 1).padStart(2, '0')}`,
      categoriaId: i % 2 === 0 ? bebidas.id : comidas.id,
      subcategoriaId: i % 2 === 0 && i < 6 ? sub.id : undefined,
      proveedorId: i < 3 ? proveedor.id : undefined,
      marca: i % 5 === 0 ? 'Acme' : undefined,
      codigoBarras: `779${String(i).padStart(4, '0')}`,
      codigoSku: `SKU-${i}`,
      costo: 100,
      precio: 1000 + ((i * 37) % 25) * 10,
      controlaStock: true,
      stockActual: i,
      stockMinimo: 5,
      activo: i !== 24,
    }));
    const lote = await a.post<ProductosLoteResult>('/api/productos/lote', rows);
    expect(lote.status).toBe(201);

    const first = (await a.get<ProductosList>('/api/productos')).body.data!;
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.nombre).toBe('Producto 01');
    const page2 = (await a.get<ProductosList>('/api/productos?pagina=2')).body.data!;
    expect(page2.items.map((p) => p.nombre)).toEqual(['Producto 21', 'Producto 22', 'Producto 23', 'Producto 24', 'Producto 25']);
    const desc = (await a.get<ProductosList>('/api/productos?ordenDireccion=desc&limite=3')).body.data!;
    expect(desc.items.map((p) => p.nombre)).toEqual(['Producto 25', 'Producto 24', 'Producto 23']);

    const byPrice = (await a.get<ProductosList>('/api/productos?ordenarPor=precio&ordenDireccion=desc&limite=100')).body.data!.items.map((p) => p.precio);
    expect(byPrice).toEqual([...byPrice].sort((x, y) => y - x));
    const byStock = (await a.get<ProductosList>('/api/productos?ordenarPor=stock&limite=3')).body.data!.items.map((p) => p.stockActual);
    expect(byStock).toEqual([0, 1, 2]);

    const activos = (await a.get<ProductosList>('/api/productos?estado=activos')).body.data!;
    expect(activos.total).toBe(24);
    const inactivos = (await a.get<ProductosList>('/api/productos?estado=inactivos')).body.data!;
    expect(inactivos.items.map((p) => p.nombre)).toEqual(['Producto 25']);
    expect((await a.get<ProductosList>(`/api/productos?categoriaId=${bebidas.id}`)).body.data!.total).toBe(13);
    expect((await a.get<ProductosList>(`/api/productos?subcategoriaId=${sub.id}`)).body.data!.items.map((p) => p.nombre)).toEqual(['Producto 01', 'Producto 03', 'Producto 05']);
    expect((await a.get<ProductosList>(`/api/productos?proveedorId=${proveedor.id}`)).body.data!.total).toBe(3);
    expect((await a.get<ProductosList>('/api/productos?marca=acme')).body.data!.total).toBe(5);
    const low = (await a.get<ProductosList>('/api/productos?bajoStock=true')).body.data!;
    expect(low.items.map((p) => p.stockActual)).toEqual([0, 1, 2, 3, 4]);
    expect(low.items.every((p) => p.bajoStock)).toBe(true);

    // Text search: name words in any order without accents, exact barcode, SKU prefix.
    expect((await a.get<ProductosList>('/api/productos?q=PRODUCTO%2012')).body.data!.items.map((p) => p.nombre)).toEqual(['Producto 12']);
    expect((await a.get<ProductosList>('/api/productos?q=7790003')).body.data!.items.map((p) => p.nombre)).toEqual(['Producto 04']);
    expect((await a.get<ProductosList>('/api/productos?q=sku-2&limite=100')).body.data!.total).toBe(6);
    // Filters combine.
    expect((await a.get<ProductosList>(`/api/productos?categoriaId=${bebidas.id}&bajoStock=true`)).body.data!.items.map((p) => p.stockActual)).toEqual([0, 2, 4]);

    const bad = await a.get('/api/productos?ordenarPor=color');
    expect(bad.status).toBe(400);

    // The desks' search still answers a plain array of active products.
    const buscar = await v.as.cajero.get<ProductoVenta[]>('/api/productos/buscar?q=producto%2001');
    expect(Array.isArray(buscar.body.data)).toBe(true);
    expect(buscar.body.data!.map((p) => p.nombre)).toEqual(['Producto 01']);
    // One product read alone, and another venue cannot read it.
    const one = await a.get<Producto>(`/api/productos/${first.items[0]!.id}`);
    expect(one.body.data!.nombre).toBe('Producto 01');
    const stranger = await createVenue(t.app, { withMenu: false, roles: ['admin'] });
    expect((await stranger.as.admin.get(`/api/productos/${first.items[0]!.id}`)).status).toBe(404);
    expect((await stranger.as.admin.get<ProductosList>('/api/productos')).body.data).toEqual({ items: [], total: 0 });
  });
});

describe('PUT /api/productos/dto/{id} and DELETE /api/productos/{id}', () => {
  it('updates the whole product, records a stock change in its history, and refuses an unknown id', async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const p = (await create(a, { nombre: 'Yerba', categoriaId: c.id, costo: 100, precio: 200, controlaStock: true, stockActual: 10, stockMinimo: 2 })).body.data!;
    const upd = await a.put<Producto>(`/api/productos/dto/${p.id}`, {
      nombre: 'Yerba 1 kg',
      categoriaId: c.id,
      costo: 120,
      porcentajeGanancia: 50,
      controlaStock: true,
      stockActual: 1.5,
      stockMinimo: 2,
      clientMutationId: mutationId(),
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ nombre: 'Yerba 1 kg', costo: 120, precio: 180, porcentajeGanancia: 50, stockActual: 1.5, bajoStock: true });
    const hist = (await a.get<StockHistorial>(`/api/stock/historial/${p.id}`)).body.data!;
    expect(hist.movimientos.map((m) => [m.cantidad, m.stockResultante])).toEqual([
      [-8.5, 1.5],
      [10, 10],
    ]);
    // Its own barcode is not a duplicate of itself.
    expect((await a.put(`/api/productos/dto/${p.id}`, { nombre: 'Yerba', categoriaId: c.id, costo: 1, precio: 2 })).status).toBe(200);
    expect((await a.put('/api/productos/dto/999999', { nombre: 'N', categoriaId: c.id, costo: 1, precio: 2 })).status).toBe(404);
  });

  it("keeps the IVA rate ARCA invoices it at: 21 % by default, any of ARCA's rates, kept when an edit leaves it out", async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const p = (await create(a, { nombre: 'Pan', categoriaId: c.id, costo: 100, precio: 200, ivaAlicuota: '10.5' })).body.data!;
    expect(p.ivaAlicuota).toBe('10.5');
    expect((await a.get<Producto>(`/api/productos/${p.id}`)).body.data!.ivaAlicuota).toBe('10.5');
    for (const ivaAlicuota of ['27', '5', '2.5', '0', 'exento', 'no_gravado'] as const) {
      const upd = await a.put<Producto>(`/api/productos/dto/${p.id}`, { nombre: 'Pan', categoriaId: c.id, costo: 100, precio: 200, ivaAlicuota });
      expect(upd.body.data!.ivaAlicuota).toBe(ivaAlicuota);
    }
    // An edit from a client that does not send it keeps the rate.
    expect((await a.put<Producto>(`/api/productos/dto/${p.id}`, { nombre: 'Pan', categoriaId: c.id, costo: 100, precio: 250 })).body.data!.ivaAlicuota).toBe('no_gravado');
    const bad = await a.put(`/api/productos/dto/${p.id}`, { nombre: 'Pan', categoriaId: c.id, costo: 100, precio: 200, ivaAlicuota: '19' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDACION', params: { campo: 'ivaAlicuota' } });
    expect((await a.get<Producto>(`/api/productos/${p.id}`)).body.data!.ivaAlicuota).toBe('no_gravado');
    const list = (await a.get<ProductosList>('/api/productos?q=Pan')).body.data!;
    expect(list.items.map((i) => i.ivaAlicuota)).toEqual(['no_gravado']);
  });

  it('erases a product never sold, and deactivates (and says so) one that was sold', async () => {
    const { v, a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const never = (await create(a, { nombre: 'Nunca vendido', categoriaId: c.id, costo: 1, precio: 2 })).body.data!;
    const erased = await a.del<ProductoEliminado>(`/api/productos/${never.id}`, { clientMutationId: mutationId() });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ success: true, data: { id: never.id, resultado: 'eliminado' }, message: 'Producto eliminado' });
    expect((await a.get(`/api/productos/${never.id}`)).status).toBe(404);

    const sold = (await create(a, { nombre: 'Vendido', categoriaId: c.id, costo: 100, precio: 250 })).body.data!;
    await abrirCaja(v.as.cajero);
    await t.app.inject({ method: 'POST', url: '/api/medios-de-pago', headers: { authorization: `Bearer ${a.token}` }, payload: { nombre: 'Efectivo', tipo: 'efectivo' } });
    const sale = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: sold.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 250 }],
    });
    expect(sale.status).toBe(201);
    const kept = await a.del<ProductoEliminado>(`/api/productos/${sold.id}`);
    expect(kept.body).toEqual({ success: true, data: { id: sold.id, resultado: 'desactivado' }, message: 'El producto tiene ventas: se desactivó en lugar de eliminarse' });
    expect((await a.get<Producto>(`/api/productos/${sold.id}`)).body.data!.activo).toBe(false);
    expect((await a.del(`/api/productos/999999`)).status).toBe(404);
    expect((await v.as.mozo.del(`/api/productos/${sold.id}`)).status).toBe(403);
  });
});

describe('GET /api/productos for the stock screen', () => {
  it('keeps the products that control stock, under their minimum first, then by name, paged', async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const make = async (nombre: string, extra: object) => create(a, { nombre, categoriaId: c.id, costo: 1, precio: 2, ...extra });
    await make('Arroz', { controlaStock: true, stockActual: 50, stockMinimo: 5 });
    await make('Yerba', { controlaStock: true, stockActual: 1, stockMinimo: 5 });
    await make('Café', { controlaStock: true, stockActual: 2, stockMinimo: 5 });
    await make('Servicio de mesa', {});
    const list = async (query: string) => (await a.get<ProductosList>(`/api/productos?${query}`)).body.data!;
    const urgent = await list('controlaStock=true&ordenarPor=urgencia');
    expect(urgent.items.map((p) => [p.nombre, p.bajoStock])).toEqual([
      ['Café', true],
      ['Yerba', true],
      ['Arroz', false],
    ]);
    expect(urgent.total).toBe(3);
    expect((await list('controlaStock=true&ordenarPor=urgencia&limite=2&pagina=2')).items.map((p) => p.nombre)).toEqual(['Arroz']);
    expect((await list('controlaStock=false')).items.map((p) => p.nombre)).toEqual(['Servicio de mesa']);
    expect((await a.get('/api/productos?controlaStock=quizas')).status).toBe(400);
  });
});

describe('name search (the substring index of migration 0014)', () => {
  it('finds any part of any word, words of every length, after renames, and never a deleted or foreign product', async () => {
    const { a, cat } = await emptyVenue();
    const other = await emptyVenue();
    const c = await cat('Varios');
    const oc = await other.cat('Varios');
    const make = async (nombre: string) => (await create(a, { nombre, categoriaId: c.id, costo: 1, precio: 2 })).body.data!;
    const yerba = await make('Yerba mate suave 1 kg');
    await make('Té de hierbas x 20');
    const gone = await make('Yerba con palo');
    await create(other.a, { nombre: 'Yerba ajena', categoriaId: oc.id, costo: 1, precio: 2 });
    const listed = async (q: string) => (await a.get<ProductosList>(`/api/productos?q=${encodeURIComponent(q)}&ordenarPor=nombre`)).body.data!;
    const desk = async (q: string) => ((await a.get<ProductoVenta[]>(`/api/productos/buscar?q=${encodeURIComponent(q)}`)).body.data ?? []).map((p) => p.nombre);

    expect((await listed('erb')).items.map((p) => p.nombre)).toEqual(['Té de hierbas x 20', 'Yerba con palo', 'Yerba mate suave 1 kg']);
    expect((await listed('erb')).total).toBe(3);
    expect((await listed('mate 1 kg')).items.map((p) => p.nombre)).toEqual(['Yerba mate suave 1 kg']);
    expect((await listed('x 20')).items.map((p) => p.nombre)).toEqual(['Té de hierbas x 20']);
    expect(await desk('SUAVE YERBA')).toEqual(['Yerba mate suave 1 kg']);
    expect(await desk('"yerba')).toEqual([]);

    await a.put(`/api/productos/dto/${yerba.id}`, { nombre: 'Yerba barbacuá 500 g', categoriaId: c.id, costo: 1, precio: 2 });
    expect(await desk('suave')).toEqual([]);
    expect(await desk('barbacua')).toEqual(['Yerba barbacuá 500 g']);
    await a.del(`/api/productos/${gone.id}`, { clientMutationId: mutationId() });
    expect((await listed('yerba')).items.map((p) => p.nombre)).toEqual(['Yerba barbacuá 500 g']);
  });
});

describe('POST /api/productos/lote', () => {
  it('creates nothing when a row is refused and reports every refused row and why', async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    await create(a, { nombre: 'Existente', categoriaId: c.id, costo: 1, precio: 2, codigoBarras: '999' });
    const res = await a.post('/api/productos/lote', {
      productos: [
        { nombre: 'Bien', categoriaId: c.id, costo: 10, precio: 20, codigoSku: 'L-1' },
        { nombre: 'Sin precio', categoriaId: c.id, costo: 10 },
        { nombre: 'Código repetido', categoriaId: c.id, costo: 10, precio: 20, codigoBarras: '999' },
        { nombre: 'SKU repetido en el lote', categoriaId: c.id, costo: 10, precio: 20, codigoSku: 'l-1' },
        { nombre: '', categoriaId: c.id, costo: 0, precio: 20 },
      ],
      clientMutationId: mutationId(),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'PRODUCTOS_LOTE_RECHAZADO',
      params: { count: 4 },
      message: 'No se creó ningún producto: 4 filas tienen errores',
      data: {
        rechazados: [
          { fila: 2, nombre: 'Sin precio', motivos: ['El precio es obligatorio: ingresá el precio o el porcentaje de ganancia'] },
          { fila: 3, nombre: 'Código repetido', motivos: ["El código de barras 999 ya es de 'Existente'"] },
          { fila: 4, nombre: 'SKU repetido en el lote', motivos: ["El SKU l-1 ya es de 'Bien'"] },
          { fila: 5, nombre: '', motivos: ['El nombre es obligatorio', 'El costo debe ser mayor a 0'] },
        ],
      },
    });
    expect((await a.get<ProductosList>('/api/productos')).body.data!.total).toBe(1);

    const ok = await a.post<ProductosLoteResult>('/api/productos', [
      { nombre: 'Uno', categoriaId: c.id, costo: 10, precio: 20 },
      { nombre: 'Dos', categoriaId: c.id, costo: 10, porcentajeGanancia: 25 },
    ]);
    expect(ok.status).toBe(201);
    expect(ok.body.data!.creados).toBe(2);
    const list = (await a.get<ProductosList>('/api/productos')).body.data!;
    expect(list.items.map((p) => [p.nombre, p.precio])).toEqual([
      ['Dos', 12.5],
      ['Existente', 2],
      ['Uno', 20],
    ]);
    expect(ok.body.data!.ids).toEqual([list.items[2]!.id, list.items[0]!.id]);
    expect((await a.post('/api/productos/lote', [])).status).toBe(400);
  });

  it('does the same request once per ClientMutationId', async () => {
    const { a, cat } = await emptyVenue();
    const c = await cat('Varios');
    const body = { productos: [{ nombre: 'Una vez', categoriaId: c.id, costo: 1, precio: 2 }], clientMutationId: mutationId() };
    const first = await a.post<ProductosLoteResult>('/api/productos/lote', body);
    const again = await a.post<ProductosLoteResult>('/api/productos/lote', body);
    expect(again.body).toEqual(first.body);
    expect((await a.get<ProductosList>('/api/productos')).body.data!.total).toBe(1);
  });
});
