import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArqueoMedio } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi, signInAsAdmin } from '@resto/shared/sales-ui/testing';
import { arqueoFixture } from '../test/fixtures';
import ArqueoCierrePage from './arqueo-cierre-page';

const PATH = '/arqueos/:id/cierre';

const MEDIOS: ArqueoMedio[] = [
  { medioPagoId: 2, nombre: 'Tarjeta de débito', tipo: 'tarjeta_debito', esperado: 5000, declarado: null, diferencia: null },
  { medioPagoId: 5, nombre: 'QR / Mercado Pago', tipo: 'qr', esperado: 3200, declarado: null, diferencia: null },
];

const abierto = () => arqueoFixture({ totalEsperado: 31500, monedas: [{ moneda: 'USD', esperado: 20, contado: null, diferencia: null, descripcion: null }], medios: MEDIOS });

describe('/arqueos/:id/cierre: the count by notes and coins and the non-cash totals', () => {
  beforeEach(signInAsAdmin);

  it('fills the counted cash from the notes and coins counted, and shows each method’s difference as it is typed', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /arqueos/:id': () => okResponse(abierto()) });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });

    const ars = await screen.findByTestId('conteo-ARS');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?20\.000/), '1');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?10\.000/), '1');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?500/), '3');
    expect(screen.getByTestId('conteo-total-ARS').textContent).toMatch(/31\.500,00/);
    const contado = screen.getByLabelText<HTMLInputElement>('Contado en ARS');
    expect(contado.readOnly).toBe(true);
    expect(screen.getByTestId('difference-ARS').textContent).toBe('Sin diferencia');
    await user.clear(within(ars).getByLabelText(/Cantidad de \$\s?500/));
    expect(screen.getByTestId('difference-ARS').textContent).toMatch(/Faltante \$\s?1\.500,00/);

    expect(screen.getByTestId('medio-expected-5').textContent).toMatch(/3\.200,00/);
    await user.type(screen.getByLabelText('Informado por QR / Mercado Pago'), '3000');
    expect(screen.getByTestId('medio-difference-5').textContent).toMatch(/Faltante \$\s?200,00/);
    expect(screen.getByTestId('medio-difference-2').textContent).toBe('—');
  });

  it('closes with the count by denomination and the declared totals, leaving undeclared methods out', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/:id': () => okResponse(abierto()),
      'POST /arqueos/:id/cerrar': () =>
        okResponse(
          arqueoFixture({
            estado: 'cerrado',
            tipo: 'cierre',
            totalEsperado: 31500,
            totalReal: 31500,
            diferencia: 0,
            cerradoAt: 'x',
            horaCierre: '23:00',
            monedas: [{ moneda: 'USD', esperado: 20, contado: 20, diferencia: 0, descripcion: null }],
            conteo: [
              {
                moneda: 'ARS',
                denominaciones: [
                  { valor: 2_000_000, cantidad: 1 },
                  { valor: 1_000_000, cantidad: 1 },
                  { valor: 50_000, cantidad: 3 },
                ],
                total: 3_150_000,
              },
            ],
            medios: [MEDIOS[0]!, { ...MEDIOS[1]!, declarado: 3000, diferencia: -200 }],
          }),
          'Caja cerrada',
        ),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    const ars = await screen.findByTestId('conteo-ARS');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?20\.000/), '1');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?10\.000/), '1');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?500/), '3');
    await user.type(within(screen.getByTestId('conteo-USD')).getByLabelText(/Cantidad de US\$\s?20/), '1');
    await user.type(screen.getByLabelText('Informado por QR / Mercado Pago'), '3.000');
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Conteo');
    await user.click(screen.getByTestId('confirm-cierre'));
    await user.click(within(await screen.findByTestId('confirm-diferencia')).getByTestId('confirm-diferencia-si'));

    const closed = await screen.findByTestId('closed-arqueo');
    const body = calls.find((c) => c.method === 'POST')!.body;
    expect(body).toMatchObject({
      totalReal: 31500,
      monedasExtranjeras: [{ moneda: 'USD', monto: 20 }],
      conteo: [
        {
          moneda: 'ARS',
          denominaciones: [
            { valor: 2_000_000, cantidad: 1 },
            { valor: 1_000_000, cantidad: 1 },
            { valor: 50_000, cantidad: 3 },
          ],
        },
        { moneda: 'USD', denominaciones: [{ valor: 2_000, cantidad: 1 }] },
      ],
      declarados: [{ medioPagoId: 5, monto: 3000 }],
    });
    // The closed session shows its count and what each terminal reported.
    expect(within(closed).getByTestId('closed-conteo-ARS').textContent).toMatch(/× 3/);
    expect(within(closed).getByTestId('closed-medio-difference-5').textContent).toMatch(/Faltante \$\s?200,00/);
    expect(within(closed).getByTestId('closed-medios').textContent).toContain('Sin informar');
  });

  it('asks before closing when a terminal reports other than what was charged through it, and closes if confirmed', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/:id': () => okResponse(abierto()),
      'POST /arqueos/:id/cerrar': () =>
        okResponse(arqueoFixture({ estado: 'cerrado', tipo: 'cierre', totalReal: 31500, diferencia: 0, cerradoAt: 'x', horaCierre: '23:00' }), 'Caja cerrada'),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    await user.type(await screen.findByLabelText('Contado en ARS'), '31.500');
    await user.type(screen.getByLabelText('Contado en USD'), '20');
    await user.type(screen.getByLabelText('Informado por QR / Mercado Pago'), '3.000');
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Conteo');
    await user.click(screen.getByTestId('confirm-cierre'));
    const confirm = await screen.findByTestId('confirm-diferencia');
    expect(confirm.textContent).toMatch(/QR \/ Mercado Pago\s*Faltante \$\s?200,00/);
    expect(confirm.textContent).not.toContain('ARS');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByTestId('confirm-diferencia-si'));
    await screen.findByTestId('closed-arqueo');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ totalReal: 31500, conteo: [], declarados: [{ medioPagoId: 5, monto: 3000 }] });
  });

  it('says what is wrong with a quantity that is not a whole number, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /arqueos/:id': () => okResponse(abierto()) });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    const ars = await screen.findByTestId('conteo-ARS');
    await user.type(within(ars).getByLabelText(/Cantidad de \$\s?20\.000/), '1,5');
    await user.type(screen.getByLabelText('Contado en USD'), '20');
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Conteo');
    await user.click(screen.getByTestId('confirm-cierre'));
    expect(await within(ars).findByText(/sin decimales|decimales/i)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
