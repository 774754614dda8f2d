// Amounts on screen in the venue's currency: a Chilean venue's $1.000 is shown as
// $1.000, not $100.000, by the shared formatter, and the close-sale screen proposes, reads and
// sends whole pesos.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MedioPago, PagoInput, TipoCambio, Venta } from '../contracts';
import { api } from '../api-client/request';
import { setGeneralConfig } from '../session/general-config';
import { CloseSaleDialog } from './index';
import { okResponse, renderPage, stubApi, type ApiCall } from './testing';
import { useMoney } from './use-money';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

function Amounts({ amounts }: { amounts: readonly [number, string?][] }) {
  const { amount } = useMoney();
  return (
    <ul>
      {amounts.map(([value, currency], i) => (
        <li key={i} data-testid={`amount-${i}`}>
          {amount(value, currency)}
        </li>
      ))}
    </ul>
  );
}

afterEach(() => {
  setGeneralConfig({ currencyCode: 'ARS', locale: 'es-AR' });
});

describe('amounts from the api through the shared formatter', () => {
  it('a Chilean venue sees 1000 pesos as $1.000, and dollars with cents', () => {
    setGeneralConfig({ currencyCode: 'CLP', locale: 'es-CL' });
    render(<Amounts amounts={[[1000], [1234567], [10.5, 'USD']]} />);
    expect(norm(screen.getByTestId('amount-0').textContent)).toBe('$1.000');
    expect(norm(screen.getByTestId('amount-0').textContent)).not.toBe('$100.000');
    expect(norm(screen.getByTestId('amount-1').textContent)).toBe('$1.234.567');
    expect(norm(screen.getByTestId('amount-2').textContent)).toBe('US$10,50');
  });

  it('a Colombian venue has no centavos either; an Argentine one keeps them', () => {
    setGeneralConfig({ currencyCode: 'COP', locale: 'es-CO' });
    const { unmount } = render(<Amounts amounts={[[25000]]} />);
    expect(norm(screen.getByTestId('amount-0').textContent)).toBe('$ 25.000');
    unmount();
    setGeneralConfig({ currencyCode: 'ARS', locale: 'es-AR' });
    render(<Amounts amounts={[[1000], [1234.5]]} />);
    expect(norm(screen.getByTestId('amount-0').textContent)).toBe('$ 1.000,00');
    expect(norm(screen.getByTestId('amount-1').textContent)).toBe('$ 1.234,50');
  });
});

const MEDIOS: MedioPago[] = [{ id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true }];
const TIPOS: TipoCambio[] = [
  { id: 1, moneda: 'CLP', valor: '0', esDefault: true, esMonedaLocal: true, actualizadoAt: '' },
  { id: 2, moneda: 'USD', valor: '950', esDefault: false, esMonedaLocal: false, actualizadoAt: '' },
];

describe('close-sale screen of a Chilean venue', () => {
  it('shows the total in whole pesos, proposes it as the venue writes it and sends pesos', async () => {
    setGeneralConfig({ currencyCode: 'CLP', locale: 'es-CL' });
    const calls: ApiCall[] = stubApi({
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'POST /ventas/finalizar': () => okResponse({ id: 9, numero: 1, total: 12500, pagado: 12500, vuelto: 0, moneda: 'CLP' } as Partial<Venta>, 'Venta finalizada', 201),
    });
    const user = userEvent.setup();
    renderPage(
      <CloseSaleDialog
        open
        totalMinor={12_500}
        clientMutationId="cliente-1-200"
        onFinalize={(pagos: PagoInput[], clientMutationId: string) => api.post<Venta>('/ventas/finalizar', { items: [], pagos, clientMutationId })}
        onCharged={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByTestId('close-sale');
    expect(norm((await within(dialog).findByTestId('close-sale-total')).textContent)).toMatch(/\$12\.500(?!,)/);
    const amount = (await within(dialog).findByLabelText('Monto 1')) as HTMLInputElement;
    expect(amount.value).toBe('12.500');
    await user.click(amount);
    await user.keyboard('{Enter}');
    await within(dialog).findByText('Venta N° 1 cobrada');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/ventas/finalizar');
    expect(post?.body).toEqual({ items: [], pagos: [{ medioId: 1, medioNombre: 'Efectivo', monto: 12500, moneda: 'CLP' }], clientMutationId: 'cliente-1-200' });
  });
});
