import { EMPTY_CART } from '../cart';
import { effectiveLimit, entersDiscount, withinLimit } from './use-discount-approval';

/* The counter's check at entry judges the customer's own discount with the others, as the api does at the charge. */

const cajero = { porcentaje: 20, libre: false };

describe("the counter's discount check and the customer's own percent", () => {
  it("counts the customer's discount with the others: 23,5 % in all is above a 20 % limit, 19,25 % is not", () => {
    expect(withinLimit({ grossMinor: 500_000, discountMinor: 117_500, clientePctScaled: 1_500 }, cajero)).toBe(false);
    expect(withinLimit({ grossMinor: 500_000, discountMinor: 96_250, clientePctScaled: 1_500 }, cajero)).toBe(true);
  });

  it("raises the limit to the customer's own percent, which alone never asks for a manager", () => {
    const mozo = { porcentaje: 10, libre: false };
    expect(effectiveLimit({ clientePctScaled: 1_500 }, mozo)).toBe(15);
    expect(withinLimit({ grossMinor: 500_000, discountMinor: 75_000, clientePctScaled: 1_500 }, mozo)).toBe(true);
    expect(withinLimit({ grossMinor: 500_000, discountMinor: 75_001, clientePctScaled: 1_500 }, mozo)).toBe(false);
  });

  it('checks when a customer with a percent is chosen, not when one without is', () => {
    const cliente = { id: 7, nombre: 'Ana Martínez', percentScaled: 1_500, cuentaCorriente: false };
    expect(entersDiscount(EMPTY_CART, { type: 'customer', cliente })).toBe(true);
    expect(entersDiscount(EMPTY_CART, { type: 'customer', cliente: { ...cliente, percentScaled: 0 } })).toBe(false);
    expect(entersDiscount(EMPTY_CART, { type: 'customer', cliente: null })).toBe(false);
  });
});
