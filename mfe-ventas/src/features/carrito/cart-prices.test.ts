import type { CartLine } from './cart';
import { repricedLines } from './cart-prices';

const line = (over: Partial<CartLine['producto']> = {}, extra: Partial<CartLine> = {}): CartLine => ({
  key: 'l1',
  producto: {
    id: 7,
    nombre: 'Milanesa',
    unidadMedida: 'unidad',
    esPorPeso: false,
    priceMinor: 1_000_000,
    controlaStock: false,
    stockMilli: null,
    basePriceMinor: 1_000_000,
    ...over,
  },
  quantityMilli: 1000,
  discount: null,
  notas: null,
  modificadores: [],
  ...extra,
});

describe('repricedLines', () => {
  it("takes the list's price now, or the product's own, plus what its options and a combo's choices add", () => {
    const extras: Partial<CartLine> = {
      modificadores: [{ grupoId: 1, grupo: 'Agregados', opcionId: 2, nombre: 'Queso', precioDeltaMinor: 50_000 }],
      componentes: [{ grupoId: 3, grupo: 'Principal', opcionId: 4, nombre: 'Bife', precioDeltaMinor: 200_000 }],
    };
    const [withList] = repricedLines([line({ priceMinor: 1_250_000 }, extras)], (id) => (id === 7 ? 800_000 : undefined));
    expect(withList!.producto.priceMinor).toBe(1_050_000);
    const [without] = repricedLines([withList!], () => undefined);
    expect(without!.producto.priceMinor).toBe(1_250_000);
  });

  it('keeps a line whose price is already right, and one with no known base price (a phone sale’s stored line)', () => {
    const same = line();
    const stored = line({ basePriceMinor: undefined, priceMinor: 900_000 });
    const [a, b] = repricedLines([same, stored], () => 700_000);
    expect(a!.producto.priceMinor).toBe(700_000);
    expect(b).toBe(stored);
    expect(repricedLines([same], () => undefined)[0]).toBe(same);
  });
});
