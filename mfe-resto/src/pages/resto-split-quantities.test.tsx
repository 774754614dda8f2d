import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CuentaDivision } from '@resto/shared/contracts';
import { okResponse, renderPage, signInAsAdmin, stubApi } from '@resto/shared/sales-ui/testing';
import { draft, MEDIOS, mesa, TIPOS } from '../test/fixtures';
import { fakeMesasBus } from '../test/fake-bus';
import RestoPage from './resto-page';

beforeEach(signInAsAdmin);

const division: CuentaDivision = {
  draftId: 50,
  numeroMesa: 3,
  modo: 'items',
  total: 3000,
  cobrado: 0,
  pendiente: 3000,
  partes: [
    {
      id: 1,
      numero: 1,
      grupo: 1,
      modo: 'items',
      estado: 'pendiente',
      subtotal: 3000,
      descuento: 0,
      total: 3000,
      ventaId: null,
      propinas: [],
      items: [
        { itemId: 1, productoNombre: 'Queso por peso', cantidad: 0.5, subtotal: 1000 },
        { itemId: 2, productoNombre: 'Vino por litro', cantidad: 1.7, subtotal: 2000 },
      ],
    },
  ],
};

describe('resto page: a split bill writes quantities in the venue locale', () => {
  it("shows '0,5' and '1,7' in es-AR, not '0.5' and '1.7'", { timeout: 45_000 }, async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /mesas': () => okResponse([mesa({ id: 3, numero: 3, gridX: 0, gridY: 2 })]),
      'GET /mesas/drafts': () => okResponse([draft()]),
      'GET /productos/frecuentes': () => okResponse([]),
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'GET /mesas/drafts/:id/division': () => okResponse(division),
    });
    const { bus } = fakeMesasBus();
    renderPage(<RestoPage bus={bus} />, { path: '/resto' });
    await user.click(await screen.findByTestId('mesa-3'));
    const panel = await screen.findByTestId('draft-panel');
    await user.click(within(panel).getByTestId('dividir-cuenta'));
    const part = await within(await screen.findByTestId('split-bill')).findByTestId('split-part-1');
    expect(part.textContent).toContain('0,5 Queso por peso, 1,7 Vino por litro');
  });
});
