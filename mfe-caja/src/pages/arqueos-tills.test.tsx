import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Arqueo, Caja } from '@resto/shared/contracts';
import { okResponse, renderPage, signInAsAdmin, stubApi } from '@resto/shared/sales-ui/testing';
import { setGeneralConfig } from '@resto/shared/session';
import { arqueoFixture } from '../test/fixtures';
import ArqueosPage from './arqueos-page';

const caja = (id: number, nombre: string, arqueoAbiertoId: number | null = null, activa = true): Caja => ({
  id,
  nombre,
  activa,
  arqueoAbiertoId,
  creado: '2025-05-01T10:00:00.000Z',
});

describe('/arqueos with several tills', () => {
  beforeEach(signInAsAdmin);
  afterEach(() => {
    setGeneralConfig({ variasCajas: false, variosArqueosPorDia: false });
  });

  it('asks which till to open when the venue has several, and opens the one chosen', async () => {
    const user = userEvent.setup();
    let open: Arqueo | null = null;
    const calls = stubApi({
      'GET /arqueos': () => okResponse({ abierto: open, abiertos: open ? [open] : [], cerrados: [], hoy: '2025-05-02', cerradoHoy: null }),
      'GET /cajas': () => okResponse([caja(1, 'Caja principal'), caja(2, 'Barra'), caja(3, 'Vieja', null, false)]),
      'POST /arqueos': () => {
        open = arqueoFixture({ caja: { id: 2, nombre: 'Barra' } });
        return okResponse(open, 'Caja abierta', 201);
      },
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    await user.click(await screen.findByTestId('abrir-caja'));
    const dialog = await screen.findByTestId('abrir-arqueo-dialog');
    const select = await within(dialog).findByTestId('abrir-caja-select');
    // Only active tills are offered.
    expect(within(select).queryByText('Vieja')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Monto inicial/), '5000');
    await user.click(within(dialog).getByRole('button', { name: /Abrir caja/ }));
    // The placeholder option and the field's error both say it.
    expect(await within(dialog).findAllByText('Elegí la caja')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(select, 'Barra');
    await user.click(within(dialog).getByRole('button', { name: /Abrir caja/ }));
    const card = await screen.findByTestId('open-arqueo');
    expect(within(card).getByTestId('open-arqueo-caja').textContent).toBe('Barra');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ montoInicial: 5000, cajaId: 2 });
  });

  it('opens with no choice while the venue has one till', async () => {
    const user = userEvent.setup();
    let open: Arqueo | null = null;
    const calls = stubApi({
      'GET /arqueos': () => okResponse({ abierto: open, cerrados: [], hoy: '2025-05-02', cerradoHoy: null }),
      'GET /cajas': () => okResponse([caja(1, 'Caja principal')]),
      'POST /arqueos': () => {
        open = arqueoFixture();
        return okResponse(open, 'Caja abierta', 201);
      },
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    await user.click(await screen.findByTestId('abrir-caja'));
    const dialog = await screen.findByTestId('abrir-arqueo-dialog');
    expect(within(dialog).queryByTestId('abrir-caja-select')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Monto inicial/), '5000{Enter}');
    await screen.findByTestId('open-arqueo');
    const body = calls.find((c) => c.method === 'POST')!.body as { cajaId?: number };
    expect(body.cajaId).toBeUndefined();
  });

  it("shows every open till's session, offers another till while one is free, and names the till of each closed session", async () => {
    setGeneralConfig({ variasCajas: true });
    const mine = arqueoFixture({ id: 20, caja: { id: 1, nombre: 'Caja principal' } });
    const other = arqueoFixture({ id: 21, usuario: { id: 9, nombre: 'Otra Cajera' }, caja: { id: 2, nombre: 'Barra' } });
    const closed = arqueoFixture({ id: 19, estado: 'cerrado', tipo: 'cierre', totalReal: 31500.5, diferencia: 0, horaCierre: '16:00', caja: { id: 1, nombre: 'Caja principal' } });
    stubApi({
      'GET /arqueos': () => okResponse({ abierto: mine, abiertos: [mine, other], cerrados: [closed], hoy: '2025-05-02', cerradoHoy: null }),
      'GET /cajas': () => okResponse([caja(1, 'Caja principal', 20), caja(2, 'Barra', 21), caja(3, 'Terraza')]),
    });
    const { router } = renderPage(<ArqueosPage />, { path: '/arqueos' });
    const cards = await screen.findAllByTestId('open-arqueo');
    expect(cards.map((c) => within(c).getByTestId('open-arqueo-caja').textContent)).toEqual(['Caja principal', 'Barra']);
    expect(await screen.findByTestId('abrir-otra-caja')).toBeTruthy();
    const rows = within(screen.getByTestId('closed-arqueos')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Caja principal');
    await userEvent.click(within(cards[1]!).getByTestId('cerrar-esta-caja'));
    expect(router.state.location.pathname).toBe('/arqueos/21/cierre');
  });

  it('offers no other till while the venue works with one at a time', async () => {
    const mine = arqueoFixture({ id: 20, caja: { id: 1, nombre: 'Caja principal' } });
    stubApi({
      'GET /arqueos': () => okResponse({ abierto: mine, abiertos: [mine], cerrados: [], hoy: '2025-05-02', cerradoHoy: null }),
      'GET /cajas': () => okResponse([caja(1, 'Caja principal', 20), caja(2, 'Barra')]),
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    await screen.findByTestId('open-arqueo');
    expect(screen.queryByTestId('abrir-otra-caja')).toBeNull();
  });
});
