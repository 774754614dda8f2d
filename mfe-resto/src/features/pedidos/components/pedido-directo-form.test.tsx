import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PedidoInput } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { producto } from '../../../test/fixtures';
import { registerPedidosTranslations } from '../i18n';
import { PedidoDirectoForm } from './pedido-directo-form';

registerPedidosTranslations();

const AGUA = producto({ id: 7, nombre: 'Agua mineral', precio: 2_500 });
const MENU = producto({ id: 50, nombre: 'Menú ejecutivo', precio: 12_000 });
const COMBOS = [
  {
    productoId: 50,
    grupos: [
      {
        id: 1,
        nombre: 'Entrada',
        opciones: [
          { id: 11, productoId: 101, nombre: 'Empanada de carne', recargo: 0, activo: true },
          { id: 12, productoId: 102, nombre: 'Provoleta', recargo: 1_500, activo: true },
        ],
      },
      { id: 2, nombre: 'Principal', opciones: [{ id: 21, productoId: 201, nombre: 'Milanesa con papas', recargo: 0, activo: true }] },
    ],
  },
];

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

function open() {
  const calls = stubApi({
    'GET /productos/menu': () => okResponse([AGUA, MENU]),
    'GET /productos/modificadores': () => okResponse([]),
    'GET /productos/combos': () => okResponse(COMBOS),
    'POST /pedidos': () => failResponse('sin respuesta en la prueba', 500),
  });
  renderPage(<PedidoDirectoForm pedido={null} onSaved={() => undefined} onCancel={() => undefined} />);
  return calls;
}

async function elegirProducto(user: ReturnType<typeof userEvent.setup>, nombre: string) {
  const select = within(await screen.findByTestId('pedido-item')).getByRole('combobox');
  await screen.findByRole('option', { name: nombre });
  await user.selectOptions(select, nombre);
}

describe("a direct order's combo line", () => {
  it('asks one option of each group when the combo is chosen, shows the components under the line and sends the choices', async () => {
    const user = userEvent.setup();
    const calls = open();
    await screen.findByRole('option', { name: 'Agua mineral' });
    // The combos' menu is read before the product is chosen.
    await waitFor(() => expect(calls.some((c) => c.path === '/productos/combos')).toBe(true));
    await elegirProducto(user, 'Menú ejecutivo');

    const dialog = await screen.findByTestId('modificadores-dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Provoleta/ }));
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    expect(text(await within(dialog).findByRole('alert'))).toBe("Elegí una opción de 'Principal' del combo");
    await user.click(within(dialog).getByRole('radio', { name: /Milanesa con papas/ }));
    await user.click(within(dialog).getByTestId('modificadores-agregar'));
    await waitFor(() => expect(screen.queryByTestId('modificadores-dialog')).toBeNull());

    expect(text(screen.getByTestId('combo-componentes'))).toBe('Incluye: Provoleta (+$ 1.500,00), Milanesa con papas');
    expect(screen.getByTestId('pedido-item-combo-elegir').textContent).toBe('Cambiar opciones del combo');

    await user.click(screen.getByTestId('guardar-pedido'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as PedidoInput;
    expect(body.items).toEqual([
      {
        productoId: 50,
        cantidad: 1,
        combo: [
          { grupoId: 1, opcionId: 12 },
          { grupoId: 2, opcionId: 21 },
        ],
      },
    ]);
  });

  it('sends nothing while a combo line lacks a choice, naming the group', async () => {
    const user = userEvent.setup();
    const calls = open();
    await waitFor(() => expect(calls.some((c) => c.path === '/productos/combos')).toBe(true));
    await elegirProducto(user, 'Menú ejecutivo');
    const dialog = await screen.findByTestId('modificadores-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('modificadores-dialog')).toBeNull());

    await user.click(screen.getByTestId('guardar-pedido'));
    expect(text(await within(screen.getByTestId('pedido-item-combo')).findByRole('alert'))).toBe("Elegí una opción de 'Entrada' del combo");
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A simple product has no choices to ask and goes as it is.
    await elegirProducto(user, 'Agua mineral');
    expect(screen.queryByTestId('pedido-item-combo')).toBeNull();
    await user.click(screen.getByTestId('guardar-pedido'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect((calls.find((c) => c.method === 'POST')!.body as PedidoInput).items).toEqual([{ productoId: 7, cantidad: 1 }]);
  });
});
