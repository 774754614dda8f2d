import { describe, expect, it } from 'vitest';
import { readSubcategoriaList } from './categorias';
import { gananciaDesdePrecio, normalizeProductoBody, precioDesdeGanancia, productoBodySchema, readProductoList, toDateOnly } from './productos';

describe('normalizeProductoBody (product sent to the server)', () => {
  it('drops empty optional fields, removes categoria, keeps a date-only expiry and defaults the visible flags to false', () => {
    expect(
      normalizeProductoBody({
        nombre: 'Cola',
        categoria: 'Bebidas',
        categoriaDescripcion: '',
        categoriaId: '4',
        subcategoriaId: '',
        codigoSku: '  ',
        fechaVencimiento: '2027-01-31T23:00:00.000Z',
        visiblePos: true,
        visibleOrders: 'true',
      }),
    ).toEqual({ nombre: 'Cola', categoriaId: 4, fechaVencimiento: '2027-01-31', visiblePos: true, visibleOrders: false, visibleRestaurant: false });
    expect(normalizeProductoBody({ fechaVencimiento: '31/01/2027', categoriaId: 0, subcategoriaId: null })).toEqual({
      visibleRestaurant: false,
      visibleOrders: false,
      visiblePos: false,
    });
  });

  it('reads dates as calendar days and refuses impossible ones', () => {
    expect(toDateOnly('2028-02-29')).toBe('2028-02-29');
    expect(toDateOnly('2027-02-29')).toBeNull();
    expect(toDateOnly(new Date(Date.UTC(2030, 4, 6)))).toBe('2030-05-06');
    expect(toDateOnly('')).toBeNull();
  });

  it('is what the body schema applies, so the api and the form agree', () => {
    const parsed = productoBodySchema.parse({ nombre: ' Agua ', categoriaId: '2', categoria: 'x', codigoSku: '', costo: 10, porcentajeGanancia: 50 });
    expect(parsed).toMatchObject({ nombre: 'Agua', categoriaId: 2, codigoSku: null, visiblePos: false, stockMinimo: 5, unidadMedida: 'unidad' });
    expect(productoBodySchema.safeParse({ nombre: 'Agua', categoriaId: 2, costo: 10 }).error?.issues[0]?.message).toBe(
      'El precio es obligatorio: ingresá el precio o el porcentaje de ganancia',
    );
  });
});

describe('price and profit %', () => {
  it('computes the price from cost and % rounded half away from zero at the currency scale, and the % back', () => {
    expect(precioDesdeGanancia(1000, 30, 'ARS')).toBe(1300);
    expect(precioDesdeGanancia(333.33, 33.33, 'ARS')).toBe(444.43);
    expect(precioDesdeGanancia(999, 12.5, 'CLP')).toBe(1124);
    expect(precioDesdeGanancia(10, 0.05, 'ARS')).toBe(10.01);
    expect(gananciaDesdePrecio(1000, 1300)).toBe(30);
    expect(gananciaDesdePrecio(3, 4)).toBe(33.33);
    expect(gananciaDesdePrecio(0, 4)).toBeNaN();
  });
});

describe('list shapes the client reads', () => {
  it('reads products from a plain array, { items, total } or { productos, total }, anything else empty', () => {
    expect(readProductoList([{ id: 1 }, { id: 2 }])).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(readProductoList({ items: [{ id: 1 }], total: 40 })).toEqual({ items: [{ id: 1 }], total: 40 });
    expect(readProductoList({ productos: [{ id: 1 }, { id: 3 }] })).toEqual({ items: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(readProductoList({ data: [] })).toEqual({ items: [], total: 0 });
    expect(readProductoList(null)).toEqual({ items: [], total: 0 });
  });

  it('reads subcategories from a plain array, { items } or { subcategorias, total }', () => {
    expect(readSubcategoriaList([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(readSubcategoriaList({ items: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(readSubcategoriaList({ subcategorias: [{ id: 3 }], total: 1 })).toEqual([{ id: 3 }]);
    expect(readSubcategoriaList('x')).toEqual([]);
  });
});
