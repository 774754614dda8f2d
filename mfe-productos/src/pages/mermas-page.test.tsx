import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MermaInput } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { ACEITE, HARINA, insumo, movimiento, sinCostos } from '../features/insumos/test-fixtures';
import MermasPage from './mermas-page';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/gu, ' ');
const INACTIVO = insumo({ id: 8, nombre: 'Albahaca', activo: false });

const log = () =>
  okResponse({
    items: [
      movimiento(),
      movimiento({
        id: 2,
        insumoId: 4,
        insumoNombre: 'Aceite de oliva',
        cantidad: -0.25,
        stockAnterior: 3.25,
        stockResultante: 3,
        costoUnitario: 9000,
        motivo: 'Se volcó',
        usuarioNombre: 'Luis Pérez',
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  });

describe('/mermas', { timeout: 60_000 }, () => {
  it('lists the waste of the last 30 days with what it was worth, and asks the api for waste only', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = stubApi({ 'GET /insumos/movimientos': log, 'GET /insumos': () => okResponse([HARINA, ACEITE]) });
    renderPage(<MermasPage />, { path: '/mermas' });
    const rows = await screen.findAllByTestId('merma-row');
    expect(text(rows[0])).toContain('Harina 000');
    expect(text(within(rows[0]!).getByTestId('merma-cantidad'))).toBe('0,3 kg');
    // 0,3 kg at $1.200 a kg; 0,25 l at $9.000 a litre.
    expect(text(within(rows[0]!).getByTestId('merma-valor'))).toBe('$ 360,00');
    expect(text(within(rows[1]!).getByTestId('merma-cantidad'))).toBe('0,25 l');
    expect(text(within(rows[1]!).getByTestId('merma-valor'))).toBe('$ 2.250,00');
    expect(text(rows[1])).toContain('Se volcó');
    expect(text(rows[1])).toContain('Luis Pérez');
    const query = calls.find((c) => c.path === '/insumos/movimientos')!.query;
    expect(query.get('tipo')).toBe('merma');
    expect(query.get('fechaDesde')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('fechaHasta')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('pageSize')).toBe('20');
  });

  it('shows no value to who may not see costs', async () => {
    await signInWith(['productos.editar']);
    stubApi({
      'GET /insumos/movimientos': () => okResponse({ items: [movimiento({ costoUnitario: null })], total: 1, page: 1, pageSize: 20 }),
      'GET /insumos': () => okResponse([sinCostos(HARINA)]),
    });
    renderPage(<MermasPage />, { path: '/mermas' });
    const row = await screen.findByTestId('merma-row');
    expect(within(row).queryByTestId('merma-valor')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Valor' })).toBeNull();
  });

  it('records a new waste of a chosen active ingredient', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const sent: { path: string; body: MermaInput }[] = [];
    stubApi({
      'GET /insumos/movimientos': log,
      'GET /insumos': () => okResponse([HARINA, ACEITE, INACTIVO]),
      'POST /insumos/:id/mermas': (call) => (sent.push({ path: call.path, body: call.body as MermaInput }), okResponse(movimiento(), 'Merma registrada', 201)),
    });
    const user = userEvent.setup();
    renderPage(<MermasPage />, { path: '/mermas' });
    await screen.findAllByTestId('merma-row');
    await user.click(screen.getByTestId('nueva-merma'));
    const dialog = await screen.findByTestId('merma-dialog');
    const select = within(dialog).getByTestId('merma-insumo') as HTMLSelectElement;
    // An inactive ingredient is not offered.
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Elegí un insumo', 'Harina 000', 'Aceite de oliva']);
    await user.type(within(dialog).getByTestId('merma-cantidad'), '250');
    await user.type(within(dialog).getByTestId('merma-motivo'), 'Se volcó');
    await user.click(within(dialog).getByTestId('save-merma'));
    expect(await within(dialog).findByText('Elegí el insumo de la merma')).toBeTruthy();
    await user.selectOptions(select, 'Aceite de oliva');
    await user.selectOptions(within(dialog).getByTestId('merma-unidad'), 'ml');
    await user.click(within(dialog).getByTestId('save-merma'));
    await waitFor(() => expect(screen.queryByTestId('merma-dialog')).toBeNull());
    expect(sent).toEqual([{ path: '/insumos/4/mermas', body: { cantidad: 250, unidad: 'ml', motivo: 'Se volcó', clientMutationId: expect.any(String) } }]);
  });
});
