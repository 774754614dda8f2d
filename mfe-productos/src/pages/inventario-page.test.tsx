import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventarioInput } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { ACEITE, HARINA, insumo, inventario, MUZZARELLA, TOMATE } from '../features/insumos/test-fixtures';
import { refusal } from '../test/inventario-fixtures';
import InventarioPage from './inventario-page';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/gu, ' ');
const SIN_CONTROL = insumo({ id: 5, nombre: 'Sal fina', controlaStock: false });
const INACTIVO = insumo({ id: 6, nombre: 'Albahaca', activo: false });

/** The count the api answers: 10 kg of flour expected, 8,5 counted (-1,5 kg at $1.200 = -$1.800); the cheese as expected. */
const resultado = (costos: boolean) =>
  inventario({
    id: 13,
    lineas: [
      { insumoId: 1, nombre: 'Harina 000', unidad: 'kg', cantidadSistema: 10, cantidadContada: 8.5, diferencia: -1.5, valorDiferencia: costos ? -1800 : null },
      { insumoId: 2, nombre: 'Muzzarella', unidad: 'kg', cantidadSistema: 1.5, cantidadContada: 1.5, diferencia: 0, valorDiferencia: costos ? 0 : null },
    ],
    valorDiferencia: costos ? -1800 : null,
  });

function api(costos: boolean, sent: InventarioInput[] = []) {
  return stubApi({
    'GET /insumos': () => okResponse([HARINA, MUZZARELLA, TOMATE, ACEITE, SIN_CONTROL, INACTIVO]),
    'GET /inventarios': () => okResponse([inventario({ valorDiferencia: costos ? -500 : null, notas: 'Cierre de semana' })]),
    'GET /inventarios/:id': () => okResponse(resultado(costos)),
    'POST /inventarios': (call) => {
      sent.push(call.body as InventarioInput);
      return sent.length === 1 ? refusal('INVENTARIO_INSUMO_REPETIDO', "'Harina 000' está dos veces en el conteo", 400) : okResponse(resultado(costos), 'Conteo guardado', 201);
    },
  });
}

describe('/inventario', { timeout: 60_000 }, () => {
  it('counts the active ingredients that control stock (or those matching), saves what was typed and shows the difference the api returns', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const sent: InventarioInput[] = [];
    api(true, sent);
    const user = userEvent.setup();
    renderPage(<InventarioPage />, { path: '/inventario' });
    await waitFor(() => expect(screen.getByTestId('empezar-conteo').textContent).toContain('Empezar conteo de 4 insumos'));
    await user.type(screen.getByTestId('conteo-filtro'), 'harína');
    expect(screen.getByTestId('empezar-conteo').textContent).toContain('Empezar conteo de 1 insumo');
    await user.clear(screen.getByTestId('conteo-filtro'));
    await user.click(screen.getByTestId('empezar-conteo'));
    const form = await screen.findByTestId('conteo-form');
    expect(
      within(form)
        .getAllByTestId('conteo-row')
        .map((r) => r.firstElementChild?.textContent),
    ).toEqual(['Harina 000', 'Muzzarella', 'Tomate perita', 'Aceite de oliva']);
    expect(text(within(form).getAllByTestId('conteo-row')[0])).toContain('25 kg');

    // Nothing typed: nothing to save.
    await user.click(within(form).getByTestId('guardar-conteo'));
    expect((await within(form).findByTestId('conteo-error-lineas')).textContent).toBe('El conteo necesita al menos un insumo');
    await user.type(within(form).getByRole('textbox', { name: 'Contado de Harina 000 (kg)' }), '8,5');
    await user.type(within(form).getByRole('textbox', { name: 'Contado de Muzzarella (kg)' }), '1,5');
    await user.click(within(form).getByTestId('guardar-conteo'));
    expect((await within(form).findByTestId('conteo-error')).textContent).toContain("'Harina 000' está dos veces en el conteo");
    await user.click(within(form).getByTestId('guardar-conteo'));

    const detalle = await screen.findByTestId('inventario-detalle');
    const lineas = within(detalle).getAllByTestId('inventario-linea');
    expect(text(lineas[0])).toContain('10 kg');
    expect(text(within(lineas[0]!).getByTestId('linea-diferencia'))).toBe('-1,5 kg');
    expect(text(within(lineas[0]!).getByTestId('linea-valor'))).toBe('-$ 1.800,00');
    expect(text(within(lineas[1]!).getByTestId('linea-diferencia'))).toBe('0 kg');
    expect(text(within(detalle).getByTestId('inventario-totales'))).toBe('2 insumos contados · 1 con diferencia');
    expect(text(within(detalle).getByTestId('inventario-valor-total'))).toBe('-$ 1.800,00');
    // Blank lines are not counted; a retry is the same count.
    expect(sent[1]).toEqual({
      lineas: [
        { insumoId: 1, cantidadContada: 8.5 },
        { insumoId: 2, cantidadContada: 1.5 },
      ],
      notas: null,
      clientMutationId: sent[0]!.clientMutationId,
    });
  });

  it('shows the differences in quantity only to who may not see costs, and opens a past count', async () => {
    await signInWith(['productos.editar']);
    api(false);
    const user = userEvent.setup();
    renderPage(<InventarioPage />, { path: '/inventario' });
    const row = await screen.findByTestId('inventario-row');
    expect(text(row)).toContain('Cierre de semana');
    expect(text(row)).toContain('Carla Gómez');
    await user.click(within(row).getByRole('button', { name: /^Ver el conteo/ }));
    const dialog = await screen.findByTestId('inventario-dialog');
    const lineas = await within(dialog).findAllByTestId('inventario-linea');
    expect(text(within(lineas[0]!).getByTestId('linea-diferencia'))).toBe('-1,5 kg');
    expect(within(dialog).queryByTestId('linea-valor')).toBeNull();
    expect(within(dialog).queryByTestId('inventario-valor-total')).toBeNull();
    expect(within(dialog).queryByRole('columnheader', { name: 'Valor de la diferencia' })).toBeNull();
  });
});
