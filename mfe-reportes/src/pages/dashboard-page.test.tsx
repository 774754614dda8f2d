import { screen, waitFor, within } from '@testing-library/react';
import { getRealtimeBus } from '@resto/shared/bus';
import { okResponse, renderPage, stubApi, signInWith } from '@resto/shared/sales-ui/testing';
import { vi } from 'vitest';
import { dashboardFixture } from '../test/fixtures';
import DashboardPage from './dashboard-page';

describe('/dashboard', () => {
  it('shows the KPI cards in compact numbers with the exact amount on hover', async () => {
    await signInWith(['reportes.ver']);
    stubApi({ 'GET /reportes/dashboard': () => okResponse(dashboardFixture()) });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const hoy = await screen.findByTestId('kpi-hoy-valor');
    const text = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');
    expect(text(hoy.textContent)).toBe('$ 1,23M');
    expect(text(hoy.getAttribute('title'))).toBe('$ 1.234.567,89');
    expect(text(screen.getByTestId('kpi-hoy').textContent)).toContain('+25,08% vs. el mismo día de la semana pasada ($ 987,0K)');
    expect(screen.getByTestId('kpi-mesas-valor').textContent).toBe('7/20');
    expect(screen.getByTestId('kpi-pedidos').textContent).toContain('2 atrasados (más de 35 min)');
    expect(screen.getByTestId('kpi-caja-valor').textContent).toBe('Abierta');
    expect(screen.getByTestId('kpi-stock-valor').textContent).toBe('3');
    expect(within(screen.getByTestId('tabla-top')).getByText('Pizza muzzarella')).toBeTruthy();
    expect(screen.getByText('Ventas de los últimos 30 días')).toBeTruthy();
    expect(screen.getByText('Ventas por hora (hoy)')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-links')).getByText('Ver reportes').closest('a')?.getAttribute('href')).toBe('/reportes');
  });

  it('reads the dashboard again when a sale is finalized anywhere in the venue', async () => {
    await signInWith(['reportes.ver']);
    // The hub as the page hears it: VentaFinalizada events pushed by the test.
    const listeners = new Set<(event: unknown) => void>();
    const stream = (live: boolean) => ({
      subscribe: (fn: (event: unknown) => void) => {
        if (live) listeners.add(fn);
        return { unsubscribe: () => listeners.delete(fn) };
      },
    });
    const bus = getRealtimeBus();
    vi.spyOn(bus, 'on$').mockImplementation(((_hub: string, name: string) => stream(name === 'VentaFinalizada')) as never);
    const events = { next: (event: unknown) => listeners.forEach((fn) => fn(event)) };
    let total = 1000;
    const calls = stubApi({ 'GET /reportes/dashboard': () => okResponse(dashboardFixture({ hoy: { ventas: 1, total, ticketPromedio: total } })) });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect((await screen.findByTestId('kpi-hoy-valor')).textContent?.replace(/\u00a0/g, ' ')).toBe('$ 1,0K');
    total = 2500;
    events.next({ ventaId: 7 });
    await waitFor(() => expect(screen.getByTestId('kpi-hoy-valor').textContent?.replace(/\u00a0/g, ' ')).toBe('$ 2,5K'));
    expect(calls.filter((c) => c.path === '/reportes/dashboard')).toHaveLength(2);
  });

  it('asks nothing and says so to a role without reportes.ver', async () => {
    await signInWith(['ventas.tomar']);
    const calls = stubApi({});
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Tu rol no tiene permiso para ver los números del local.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/reportes'))).toHaveLength(0);
  });

  it("shows the spec's message when the dashboard cannot be loaded", async () => {
    await signInWith(['reportes.ver']);
    stubApi({ 'GET /reportes/dashboard': () => new Response(JSON.stringify({ success: false, message: 'No tenés permisos para realizar esta acción' }), { status: 403 }) });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar el dashboard: No tenés permisos para realizar esta acción');
  });
});
