import { cartFromDraft, cartReducer, cartTotals, EMPTY_CART, toCartCustomer, toCartProduct, toItemInputs, toSaleFields, type CartState } from './cart';
import { readDiscount } from './discount-input';
import { GASEOSA, HELADO, PIZZA, venta } from '../../test/fixtures';

const pizza = toCartProduct(PIZZA, 'ARS');
const helado = toCartProduct(HELADO, 'ARS');

function run(...actions: Parameters<typeof cartReducer>[1][]): CartState {
  return actions.reduce(cartReducer, EMPTY_CART);
}

describe('the cart', () => {
  it('adds units of a product to one line, and each weighing as its own line', () => {
    const cart = run(
      { type: 'add', producto: pizza, quantityMilli: 1000 },
      { type: 'add', producto: pizza, quantityMilli: 1000 },
      { type: 'add', producto: helado, quantityMilli: 250 },
      { type: 'add', producto: helado, quantityMilli: 500 },
    );
    expect(cart.lines.map((l) => [l.producto.nombre, l.quantityMilli])).toEqual([
      ['Pizza muzzarella', 2000],
      ['Helado artesanal', 250],
      ['Helado artesanal', 500],
    ]);
    expect(cart.selectedKey).toBe(cart.lines[2]!.key);
  });

  it('merges units of a product only with a line of the same options, and sends the options to be priced by the api', () => {
    const punto = (id: number, nombre: string) => ({ grupoId: 1, grupo: 'Punto', opcionId: id, nombre, precioDeltaMinor: 0 });
    const queso = { grupoId: 2, grupo: 'Extras', opcionId: 21, nombre: 'Queso', precioDeltaMinor: 80_000 };
    const conQueso = { ...pizza, priceMinor: pizza.priceMinor + 80_000 };
    const cart = run(
      { type: 'add', producto: conQueso, quantityMilli: 1000, modificadores: [punto(12, 'A punto'), queso] },
      { type: 'add', producto: pizza, quantityMilli: 1000, modificadores: [punto(11, 'Jugoso')] },
      { type: 'add', producto: conQueso, quantityMilli: 1000, modificadores: [queso, punto(12, 'A punto')] },
    );
    expect(cart.lines.map((l) => [l.modificadores.map((m) => m.nombre), l.quantityMilli])).toEqual([
      [['A punto', 'Queso'], 2000],
      [['Jugoso'], 1000],
    ]);
    expect(toItemInputs(cart.lines, 'ARS')).toEqual([
      { productoId: 1, cantidad: 2, modificadores: [12, 21] },
      { productoId: 1, cantidad: 1, modificadores: [11] },
    ]);
    const totals = cartTotals(cart);
    expect(totals.ok && totals.totals.totalMinor).toBe(2 * 1_130_000 + 1_050_000);
  });

  it('steps units but never below one, and moves the selection with the arrows', () => {
    let cart = run({ type: 'add', producto: pizza, quantityMilli: 1000 }, { type: 'add', producto: toCartProduct(GASEOSA, 'ARS'), quantityMilli: 1000 });
    const [first, second] = cart.lines;
    cart = cartReducer(cart, { type: 'step', key: first!.key, units: -1 });
    expect(cart.lines[0]!.quantityMilli).toBe(1000);
    cart = cartReducer(cart, { type: 'step', key: first!.key, units: 2 });
    expect(cart.lines[0]!.quantityMilli).toBe(3000);
    expect(cart.selectedKey).toBe(second!.key);
    cart = cartReducer(cart, { type: 'move', by: -1 });
    expect(cart.selectedKey).toBe(first!.key);
    cart = cartReducer(cart, { type: 'move', by: -1 });
    expect(cart.selectedKey).toBe(first!.key);
  });

  it('selects the next line when one is removed', () => {
    let cart = run({ type: 'add', producto: pizza, quantityMilli: 1000 }, { type: 'add', producto: helado, quantityMilli: 250 });
    cart = cartReducer(cart, { type: 'select', key: cart.lines[0]!.key });
    cart = cartReducer(cart, { type: 'remove', key: cart.lines[0]!.key });
    expect(cart.lines).toHaveLength(1);
    expect(cart.selectedKey).toBe(cart.lines[0]!.key);
  });

  it('totals with the shared rules: item discounts, then the customer discount, in centavos', () => {
    let cart = run({ type: 'add', producto: pizza, quantityMilli: 2000 }, { type: 'add', producto: helado, quantityMilli: 333 });
    cart = cartReducer(cart, { type: 'update', key: cart.lines[0]!.key, quantityMilli: 2000, discount: { tipo: 'porcentaje', valor: 1000 }, notas: null });
    cart = cartReducer(cart, { type: 'customer', cliente: toCartCustomer({ id: 9, nombre: 'María', descuento: 12.5, cuentaCorriente: false }) });
    const result = cartTotals(cart);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 2 x 10.500 - 10 % = 18.900; 0,333 kg x 18.000 = 5.994; 12,5 % off 24.894 = 3.111,75 -> 3.111,75
    expect(result.totals.lines.map((l) => l.subtotalMinor)).toEqual([1_890_000, 599_400]);
    expect(result.totals.customerDiscountMinor).toBe(311_175);
    expect(result.totals.totalMinor).toBe(2_178_225);
  });

  it('sends quantities, weights and discounts as the api takes them', () => {
    let cart = run({ type: 'add', producto: pizza, quantityMilli: 3000 }, { type: 'add', producto: helado, quantityMilli: 250, notas: 'Dulce de leche' });
    cart = cartReducer(cart, { type: 'update', key: cart.lines[0]!.key, quantityMilli: 3000, discount: { tipo: 'monto', valor: 150_050 }, notas: null });
    expect(toItemInputs(cart.lines, 'ARS')).toEqual([
      { productoId: 1, cantidad: 3, tipoDescuento: 'monto', valorDescuento: 1500.5 },
      { productoId: 3, peso: 0.25, notas: 'Dulce de leche' },
    ]);
  });

  it('takes the sale discount off the subtotal before the customer percent, as the api charges it', () => {
    let cart = run({ type: 'add', producto: pizza, quantityMilli: 2000 }, { type: 'add', producto: helado, quantityMilli: 250 });
    cart = cartReducer(cart, { type: 'customer', cliente: toCartCustomer({ id: 7, nombre: 'Don Pepe', descuento: 5, cuentaCorriente: true }) });
    cart = cartReducer(cart, { type: 'discount', descuento: { tipo: 'porcentaje', valor: 1000 } });
    const pct = cartTotals(cart);
    if (!pct.ok) throw new Error('totals');
    // 21.000 + 4.500 = 25.500; - 10 % = 22.950; - 5 % (1.147,50) = 21.802,50
    expect(pct.totals).toMatchObject({ subtotalMinor: 2_550_000, generalDiscountMinor: 255_000, customerDiscountMinor: 114_750, totalMinor: 2_180_250 });
    expect(toSaleFields(cart, 'ARS')).toEqual({ clienteId: 7, descuentoTipo: 'porcentaje', descuentoValor: 10 });

    cart = cartReducer(cart, { type: 'discount', descuento: { tipo: 'monto', valor: 150_050 } });
    expect(toSaleFields(cart, 'ARS')).toEqual({ clienteId: 7, descuentoTipo: 'monto', descuentoValor: 1500.5 });
    const amount = cartTotals(cart);
    // 25.500 - 1.500,50 = 23.999,50; 5 % is 1.199,975, rounded half away from zero to 1.199,98.
    expect(amount.ok && amount.totals.totalMinor).toBe(2_279_952);

    // Removing the pizza leaves less than the discount: the cart says so instead of a total.
    cart = cartReducer(cart, { type: 'discount', descuento: { tipo: 'monto', valor: 2_000_000 } });
    cart = cartReducer(cart, { type: 'remove', key: cart.lines[0]!.key });
    expect(cartTotals(cart)).toEqual({ ok: false, error: { code: 'discount-exceeds-subtotal' } });

    cart = cartReducer(cart, { type: 'discount', descuento: { tipo: 'porcentaje', valor: 0 } });
    expect(cart.descuento).toBeNull();
    expect(toSaleFields(cart, 'ARS')).toEqual({ clienteId: 7, descuentoTipo: null, descuentoValor: null });
  });

  it('reads a typed discount: percent or amount with up to 2 decimals', () => {
    expect(readDiscount('porcentaje', '12,5')).toEqual({ tipo: 'porcentaje', valor: 1250 });
    expect(readDiscount('monto', '1500.50')).toEqual({ tipo: 'monto', valor: 150_050 });
    expect(readDiscount('ninguno', 'x')).toBeNull();
    expect(readDiscount('porcentaje', '1,234')).toBeUndefined();
    expect(readDiscount('porcentaje', '-5')).toBeUndefined();
    // Written the way the venue writes it (es-AR groups with '.'), and at the currency's scale.
    expect(readDiscount('monto', '1.500,50')).toEqual({ tipo: 'monto', valor: 150_050 });
    expect(readDiscount('monto', '1.5.0')).toBeUndefined();
    expect(readDiscount('monto', '1.500', { currency: 'CLP', locale: 'es-CL' })).toEqual({ tipo: 'monto', valor: 1_500 });
    expect(readDiscount('monto', '1.500,5', { currency: 'CLP', locale: 'es-CL' })).toBeUndefined();
  });

  it('turns a phone sale into a cart the register can charge', () => {
    const draft = venta({
      id: 31,
      estado: 'borrador',
      origen: 'movil',
      usuario: { id: 8, nombre: 'Mozo Demo' },
      cliente: { id: 9, nombre: 'María' },
      descuentoClientePorcentaje: 10,
      items: [
        { ...venta().items[0]!, tipoDescuento: 'porcentaje', valorDescuento: 5 },
        { ...venta().items[0]!, id: 2, productoId: 3, producto: 'Helado artesanal', unidadMedida: 'kg', esPorPeso: true, cantidad: 0.75, peso: 0.75, precioUnitario: 18000 },
      ],
    });
    const state = cartFromDraft(draft);
    expect(state.ventaTelefono).toEqual({ id: 31, usuario: 'Mozo Demo', hora: '13:05' });
    expect(state.cliente).toMatchObject({ id: 9, percentScaled: 1000, cuentaCorriente: false });
    expect(state.descuento).toBeNull();
    expect(state.lines.map((l) => [l.producto.nombre, l.quantityMilli, l.discount])).toEqual([
      ['Pizza muzzarella', 1000, { tipo: 'porcentaje', valor: 500 }],
      ['Helado artesanal', 750, null],
    ]);
  });

  it('offers payment on account for a phone sale whose customer has a current account, and keeps its discount', () => {
    const state = cartFromDraft(venta({ estado: 'borrador', cliente: { id: 7, nombre: 'Don Pepe', cuentaCorriente: true }, descuentoTipo: 'monto', descuentoValor: 500.25 }));
    expect(state.cliente).toMatchObject({ id: 7, cuentaCorriente: true });
    expect(state.descuento).toEqual({ tipo: 'monto', valor: 50_025 });
  });

  it("keeps a Chilean venue's whole pesos: 1000 is 1000 minor units and goes back as 1000", () => {
    const completo = toCartProduct({ ...PIZZA, precio: 1000 }, 'CLP');
    expect(completo.priceMinor).toBe(1000);
    const cart = run({ type: 'add', producto: completo, quantityMilli: 2000 }, { type: 'discount', descuento: { tipo: 'monto', valor: 500 } });
    expect(cartTotals(cart)).toMatchObject({ ok: true, totals: { totalMinor: 1500 } });
    expect(toSaleFields(cart, 'CLP')).toMatchObject({ descuentoTipo: 'monto', descuentoValor: 500 });
    const draft = cartFromDraft(venta({ moneda: 'CLP', estado: 'borrador', descuentoTipo: 'monto', descuentoValor: 300, items: [{ ...venta().items[0]!, precioUnitario: 2990 }] }));
    expect(draft.lines[0]!.producto.priceMinor).toBe(2990);
    expect(draft.descuento).toEqual({ tipo: 'monto', valor: 300 });
  });

  it('clears the lines, the customer, the discount and the phone sale', () => {
    const cart = run(
      { type: 'load', state: cartFromDraft(venta({ estado: 'borrador', cliente: { id: 9, nombre: 'María' } })) },
      { type: 'discount', descuento: { tipo: 'porcentaje', valor: 500 } },
      { type: 'clear' },
    );
    expect(cart).toEqual(EMPTY_CART);
  });
});
