import { describe, expect, it } from 'vitest';
import { consumoDe, convertirCantidad, costoDe, costoPorcion, costoPromedio, foodCostBp, precioParaFoodCost, RecetaInvalidaError, toMicro, type RecetaContexto } from './recetas';

// Harina $1.200/kg, muzzarella $8.000/kg, tomate $2.000/kg, cebolla $1.500/kg, aceite $9.000/l (minor units).
const ctx: RecetaContexto = {
  insumos: new Map([
    [1, { id: 1, unidad: 'kg', costoUnitario: 120_000 }],
    [2, { id: 2, unidad: 'kg', costoUnitario: 800_000 }],
    [3, { id: 3, unidad: 'g', costoUnitario: 200 }],
    [4, { id: 4, unidad: 'kg', costoUnitario: 150_000 }],
    [5, { id: 5, unidad: 'l', costoUnitario: 900_000 }],
  ]),
  preparaciones: new Map([
    // Salsa: 1 kg of tomato and 50 ml of oil yield 800 g of sauce.
    [
      10,
      {
        id: 10,
        unidad: 'g',
        rendimiento: toMicro(800),
        lineas: [
          { insumoId: 3, cantidad: toMicro(1000), unidad: 'g', mermaPorcentaje: 0 },
          { insumoId: 5, cantidad: toMicro(50), unidad: 'ml', mermaPorcentaje: 0 },
        ],
      },
    ],
  ]),
};

// A pizza recipe that yields 2 pizzas: 500 g flour, 400 g muzzarella, 200 g sauce, 100 g onion at 20 % waste.
const pizza = {
  rendimiento: toMicro(2),
  lineas: [
    { insumoId: 1, cantidad: toMicro(500), unidad: 'g' as const, mermaPorcentaje: 0 },
    { insumoId: 2, cantidad: toMicro(400), unidad: 'g' as const, mermaPorcentaje: 0 },
    { preparacionId: 10, cantidad: toMicro(200), unidad: 'g' as const, mermaPorcentaje: 0 },
    { insumoId: 4, cantidad: toMicro(100), unidad: 'g' as const, mermaPorcentaje: 2000 },
  ],
};

describe('recipes', () => {
  it('converts mass and volume and refuses across them', () => {
    expect(convertirCantidad(toMicro(30), 'g', 'kg')).toBe(toMicro(0.03));
    expect(convertirCantidad(toMicro(1.5), 'l', 'ml')).toBe(toMicro(1500));
    expect(convertirCantidad(toMicro(1), 'kg', 'l')).toBeNull();
  });

  it('takes what three pizzas use, sub-recipe and waste included, to the gram', () => {
    const used = consumoDe([{ receta: pizza, quantityMilli: 3000 }], ctx);
    // Per pizza: 250 g flour, 200 g muzzarella, 100 g sauce (125 g tomato, 6.25 ml oil), 62.5 g onion (50 / 0.8).
    expect(Object.fromEntries(used)).toEqual({
      1: toMicro(0.75),
      2: toMicro(0.6),
      3: toMicro(375),
      4: toMicro(0.1875),
      5: toMicro(0.01875),
    });
  });

  it('adds an extra-cheese option and takes the onion out with "sin cebolla"', () => {
    const extra = [{ insumoId: 2, cantidad: toMicro(30), unidad: 'g' as const, mermaPorcentaje: 0 }];
    const sinCebolla = [{ insumoId: 4, cantidad: 0, unidad: 'g' as const, mermaPorcentaje: 0, quitar: true }];
    const used = consumoDe([{ receta: pizza, opciones: [extra, sinCebolla], quantityMilli: 2000 }], ctx);
    expect(used.get(2)).toBe(toMicro(0.46));
    expect(used.has(4)).toBe(false);
  });

  it('costs a portion: 300 + 1.600 + 250 + 56,25 + 93,75 = $2.300', () => {
    // flour 0.25 kg × 1200 = 300; cheese 0.2 × 8000 = 1600; tomato 125 g × 2 = 250; oil 0.00625 l × 9000 = 56.25; onion 0.0625 × 1500 = 93.75.
    expect(costoPorcion({ receta: pizza }, ctx)).toBe(230_000);
    expect(foodCostBp(230_000, 920_000)).toBe(2500);
    expect(precioParaFoodCost(230_000, 2500)).toBe(920_000);
  });

  it('rounds a cost once, half away from zero', () => {
    expect(costoDe(new Map([[3, toMicro(0.0025)]]), ctx.insumos)).toBe(1);
    expect(costoDe(new Map([[3, toMicro(0.0024)]]), ctx.insumos)).toBe(0);
  });

  it('refuses a preparation that contains itself', () => {
    const loop: RecetaContexto = {
      insumos: ctx.insumos,
      preparaciones: new Map([[20, { id: 20, unidad: 'g', rendimiento: toMicro(1), lineas: [{ preparacionId: 20, cantidad: toMicro(1), unidad: 'g', mermaPorcentaje: 0 }] }]]),
    };
    expect(() =>
      consumoDe([{ receta: { rendimiento: toMicro(1), lineas: [{ preparacionId: 20, cantidad: toMicro(1), unidad: 'g', mermaPorcentaje: 0 }] }, quantityMilli: 1000 }], loop),
    ).toThrow(RecetaInvalidaError);
  });

  it('averages the cost of a purchase with the stock on hand', () => {
    // 2 kg at $1.000 plus 3 kg at $1.500: $1.300.
    expect(costoPromedio(toMicro(2), 100_000, toMicro(3), 150_000)).toBe(130_000);
    expect(costoPromedio(toMicro(-1), 100_000, toMicro(3), 150_000)).toBe(150_000);
  });
});
