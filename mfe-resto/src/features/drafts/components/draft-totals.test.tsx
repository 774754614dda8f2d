import { screen } from '@testing-library/react';
import { renderPage } from '@resto/shared/sales-ui/testing';
import { draft } from '../../../test/fixtures';
import { DraftTotals } from './draft-totals';

describe('the comanda totals', () => {
  it("shows each promotion's discount by its name under the subtotal, as the api computed it", async () => {
    renderPage(
      <DraftTotals draft={draft({ subtotal: 30000, descuentoPromociones: 7500, promociones: [{ promocionId: 3, nombre: '2x1 Pizzas', descuento: 7500 }], total: 22500 })} />,
    );
    const line = await screen.findByTestId('promocion-linea');
    expect(line.textContent).toMatch(/^2x1 Pizzas−\$\s?7\.500/);
    expect(screen.getByTestId('draft-total').textContent).toMatch(/22\.500/);
  });

  it('shows no promotion line when none applied', async () => {
    renderPage(<DraftTotals draft={draft({ subtotal: 30000, total: 30000 })} />);
    await screen.findByTestId('draft-totales');
    expect(screen.queryByTestId('promocion-linea')).toBeNull();
  });
});
