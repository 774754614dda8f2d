import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cierreZDatosSchema, cierresZListSchema } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi, signInWith } from '@resto/shared/sales-ui/testing';
import ReportesPage from './reportes-page';

const datos = cierreZDatosSchema.parse({
  fecha: '2025-05-30',
  moneda: 'ARS',
  ventas: 2,
  total: 1000,
  subtotal: 1000,
  descuentos: 0,
  vuelto: 0,
  anuladas: 0,
  totalAnuladas: 0,
  porMedio: [],
  porMoneda: [],
  porDocumento: [],
  gastos: { cantidad: 0, pesos: 0, reales: 0, dolares: 0, totalLocal: 0 },
  caja: null,
});

describe('the Z close issued while the server cannot be reached', { timeout: 90_000 }, () => {
  it("says it was not issued and to try again, not the browser's 'Failed to fetch'", async () => {
    await signInWith(['reportes.ver', 'caja.abrir-cerrar']);
    stubApi({
      'GET /reportes/cierres-z': () => okResponse(cierresZListSchema.parse({ items: [] })),
      'GET /reportes/cierres-z/previa': () => okResponse(datos),
      'POST /reportes/cierres-z': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes', url: '/reportes?tab=cierreZ' });
    await user.click(await screen.findByTestId('emitir-cierre-z'));
    await user.click(within(await screen.findByTestId('cierre-z-confirmar')).getByTestId('cierre-z-confirmar-emitir'));
    expect(await screen.findByText('No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
