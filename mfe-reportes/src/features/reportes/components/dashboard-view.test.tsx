import { act, screen } from '@testing-library/react';
import { setLanguage } from '@resto/shared/i18n';
import { renderPage } from '@resto/shared/sales-ui/testing';
import { dashboardFixture } from '../../../test/fixtures';
import { DashboardView } from './dashboard-view';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

/** A venue with its principal till and the bar open at once. */
const twoTills = () =>
  dashboardFixture({
    caja: {
      abierta: true,
      arqueoId: 9,
      fecha: '2025-05-30',
      esperado: 182_500.5,
      sesiones: [
        { arqueoId: 9, caja: 'Caja principal', usuario: 'Ana Gómez', fecha: '2025-05-30', esperado: 150_000 },
        { arqueoId: 11, caja: 'Barra', usuario: 'Luis Pérez', fecha: '2025-05-30', esperado: 32_500.5 },
      ],
    },
  });

describe("the dashboard's register card", () => {
  afterEach(async () => {
    await setLanguage('es');
  });

  it('shows every open session with its till, who opened it and its expected cash, and their total', async () => {
    await setLanguage('es');
    renderPage(<DashboardView data={twoTills()} />);
    expect(screen.getByTestId('kpi-caja-valor').textContent).toBe('2 abiertas');
    expect(plain(screen.getByTestId('kpi-caja-sesion-9').textContent)).toBe('Caja principal (Ana Gómez): $ 150.000,00 en efectivo');
    expect(plain(screen.getByTestId('kpi-caja-sesion-11').textContent)).toBe('Barra (Luis Pérez): $ 32.500,50 en efectivo');
    expect(plain(screen.getByTestId('kpi-caja-total').textContent)).toBe('Total en efectivo: $ 182.500,50');
  });

  it('names the one open session without a total', async () => {
    await setLanguage('es');
    renderPage(<DashboardView data={dashboardFixture()} />);
    expect(screen.getByTestId('kpi-caja-valor').textContent).toBe('Abierta');
    expect(plain(screen.getByTestId('kpi-caja-sesion-9').textContent)).toBe('Caja principal (Ana Gómez): $ 150.000,00 en efectivo');
    expect(screen.queryByTestId('kpi-caja-total')).toBeNull();
  });

  it('says the register is closed when no session is open', async () => {
    await setLanguage('es');
    renderPage(<DashboardView data={dashboardFixture({ caja: { abierta: false, arqueoId: null, fecha: null, esperado: 0, sesiones: [] } })} />);
    expect(screen.getByTestId('kpi-caja-valor').textContent).toBe('Cerrada');
    expect(screen.getByTestId('kpi-caja').textContent).toBe('CajaCerrada');
  });

  it('speaks the language of the screen', async () => {
    await setLanguage('en');
    renderPage(<DashboardView data={twoTills()} />);
    expect(screen.getByTestId('kpi-caja-valor').textContent).toBe('2 open');
    expect(plain(screen.getByTestId('kpi-caja-sesion-11').textContent)).toMatch(/^Barra \(Luis Pérez\): .+ in cash$/);
    expect(plain(screen.getByTestId('kpi-caja-total').textContent)).toMatch(/^Total in cash: /);
    await act(() => setLanguage('br'));
    expect(plain(screen.getByTestId('kpi-caja-total').textContent)).toMatch(/^Total em dinheiro: /);
  });
});
