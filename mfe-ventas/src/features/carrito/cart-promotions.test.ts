import { promocionSchema, type Promocion } from '@resto/shared/contracts';
import { cartReducer, cartTotals, EMPTY_CART, toCartProduct, type CartState } from './cart';
import { limitedDiscount } from './hooks/use-discount-approval';
import { GASEOSA, HELADO, PIZZA } from '../../test/fixtures';

const pizza = toCartProduct(PIZZA, 'ARS');
const gaseosa = toCartProduct(GASEOSA, 'ARS');
const helado = toCartProduct(HELADO, 'ARS');

function promo(overrides: Partial<Promocion>): Promocion {
  return promocionSchema.parse({
    id: 1,
    nombre: '2x1 Pizza',
    tipo: 'nxm',
    lleva: 2,
    paga: 1,
    porcentaje: null,
    productoId: PIZZA.id,
    producto: PIZZA.nombre,
    categoriaId: null,
    categoria: null,
    canales: ['mostrador'],
    vigencia: null,
    activa: true,
    fechaCreacion: '2026-12-01T12:00:00.000Z',
    fechaModificacion: '2026-12-01T12:00:00.000Z',
    ...overrides,
  });
}

function run(promociones: Promocion[], ...actions: Parameters<typeof cartReducer>[1][]): CartState {
  return { ...actions.reduce(cartReducer, EMPTY_CART), promociones };
}

describe("the cart's promotions, as the api will charge them", () => {
  it('takes a 2x1 off the subtotal: 3 pizzas pay 2', () => {
    const cart = run([promo({})], { type: 'add', producto: pizza, quantityMilli: 3000 }, { type: 'add', producto: gaseosa, quantityMilli: 1000 });
    const totals = cartTotals(cart);
    expect(totals.ok && totals.totals).toMatchObject({ promotionDiscountMinor: pizza.priceMinor, totalMinor: 2 * pizza.priceMinor + gaseosa.priceMinor });
  });

  it('the second unit at 50 % on a category mixes its products, the cheaper of each pair discounted; weights take none', () => {
    const segunda = promo({ tipo: 'segunda-unidad', lleva: null, paga: null, porcentaje: 50, productoId: null, categoriaId: PIZZA.categoriaId });
    const cart = run(
      [segunda],
      { type: 'add', producto: pizza, quantityMilli: 1000 },
      { type: 'add', producto: { ...gaseosa, categoriaId: PIZZA.categoriaId }, quantityMilli: 1000 },
      { type: 'add', producto: helado, quantityMilli: 500 },
    );
    const totals = cartTotals(cart);
    const cheaper = Math.min(pizza.priceMinor, gaseosa.priceMinor);
    expect(totals.ok && totals.totals.promotionDiscountMinor).toBe(Math.round(cheaper / 2));
  });

  it('without promotions the totals are as before, and a discount on top is measured with the promotion', () => {
    const plain = run([], { type: 'add', producto: pizza, quantityMilli: 2000 });
    expect(cartTotals(plain).ok && (cartTotals(plain) as { totals: { promotionDiscountMinor?: number } }).totals.promotionDiscountMinor).toBeUndefined();
    const alone = run([promo({})], { type: 'add', producto: pizza, quantityMilli: 2000 });
    expect(limitedDiscount(alone)!.discountMinor).toBe(0);
    const stacked = { ...alone, descuento: { tipo: 'monto' as const, valor: 100 } };
    expect(limitedDiscount(stacked)).toMatchObject({ grossMinor: 2 * pizza.priceMinor, discountMinor: pizza.priceMinor + 100 });
  });
});
