import { screen, within } from '@testing-library/react';
import { renderPage } from '@resto/shared/sales-ui/testing';
import type { CartLine } from '../cart';
import { CartLines } from './cart-lines';

const LONG = 'Milanesa napolitana completa con jamón, queso, tomate, huevo frito y guarnición de papas fritas caseras con papas';

const line = (key: string, nombre: string, discount: CartLine['discount']): CartLine => ({
  key,
  producto: { id: Number(key), nombre, unidadMedida: 'unidad', esPorPeso: false, priceMinor: 2_900_000, controlaStock: false, stockMilli: null },
  quantityMilli: 1000,
  discount,
  notas: null,
  modificadores: [],
});

function renderLines(lines: CartLine[]) {
  return renderPage(
    <CartLines
      lines={lines}
      lineTotals={lines.map(() => ({ grossMinor: 2_900_000, discountMinor: 0, subtotalMinor: 2_610_000 }) as never)}
      selectedKey={null}
      onSelect={() => {}}
      onStep={() => {}}
      onEdit={() => {}}
      onRemove={() => {}}
    />,
  );
}

describe('CartLines (counter table)', () => {
  it('a long name keeps its whole text, shown on hover where it is clamped', () => {
    renderLines([line('1', LONG, null)]);
    const name = screen.getByTestId('line-name');
    expect(name.textContent).toBe(LONG);
    expect(name.getAttribute('title')).toBe(LONG);
  });

  it('writes discounts with the one money and percent format: -12,5% and -$ 500,00 (es-AR)', () => {
    renderLines([line('1', 'Pizza', { tipo: 'porcentaje', valor: 1250 }), line('2', 'Empanada', { tipo: 'monto', valor: 50_000 })]);
    const [pizza, empanada] = screen.getAllByTestId('cart-line');
    expect(within(pizza!).getAllByText(/^-12,5\s?%$/).length).toBeGreaterThan(0);
    expect(within(empanada!).getAllByText(/^-\$\s500,00$/).length).toBeGreaterThan(0);
    // The line total and both actions are on every row.
    for (const row of [pizza!, empanada!]) {
      expect(within(row).getByTestId('line-subtotal').textContent).toMatch(/^\$\s26\.100,00$/);
      expect(within(row).getByTestId('line-edit')).toBeTruthy();
      expect(within(row).getByTestId('line-remove')).toBeTruthy();
    }
  });
});
