import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductoModificadores, ProductoModificadoresInput } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { setGeneralConfig } from '@resto/shared/session';
import { producto } from '../../../test/inventario-fixtures';
import { ModificadoresDialog } from './modificadores-dialog';

const GRUPOS: ProductoModificadores = {
  productoId: 1,
  grupos: [{ id: 4, nombre: 'Extras', minimo: 0, maximo: 3, opciones: [{ id: 11, nombre: 'Huevo frito', precioDelta: 1500.5, activo: true }] }],
};

function setup() {
  const calls = stubApi({
    'GET /productos/:id/modificadores': () => okResponse(GRUPOS),
    'PUT /productos/:id/modificadores': () => okResponse(GRUPOS, 'Modificadores guardados'),
  });
  renderPage(<ModificadoresDialog producto={producto({ id: 1 })} onClose={() => {}} />);
  return calls;
}

const saved = (calls: ReturnType<typeof setup>) => calls.find((c) => c.method === 'PUT')?.body as ProductoModificadoresInput | undefined;

afterEach(() => setGeneralConfig({ currencyCode: 'ARS', locale: 'es-AR' }));

describe("a modifier option's extra price", () => {
  it("is written and read as the venue writes money: '1.500,50' pre-filled, '2.000' saved as 2000", async () => {
    const user = userEvent.setup();
    const calls = setup();
    const price = await screen.findByRole('textbox', { name: 'Precio adicional' });
    expect((price as HTMLInputElement).value).toBe('1.500,50');
    await user.clear(price);
    await user.type(price, '2.000');
    await user.click(screen.getByTestId('guardar-modificadores'));
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(saved(calls)!.grupos[0]!.opciones[0]).toMatchObject({ id: 11, nombre: 'Huevo frito', precioDelta: 2000 });
  });

  it('says what is wrong with a letter or too many decimals for the currency, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = setup();
    const price = await screen.findByRole('textbox', { name: 'Precio adicional' });
    await user.clear(price);
    await user.type(price, '1,505');
    await user.click(screen.getByTestId('guardar-modificadores'));
    const form = screen.getByTestId('grupo-form');
    expect(await within(form).findByText('Ingresá como máximo 2 decimales')).toBeTruthy();
    await user.clear(price);
    await user.type(price, 'mil');
    await user.click(screen.getByTestId('guardar-modificadores'));
    expect(await within(form).findByText(/Escribí solo números/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("takes the currency's own scale: Chilean pesos have no decimals", async () => {
    setGeneralConfig({ currencyCode: 'CLP', locale: 'es-CL' });
    const user = userEvent.setup();
    const calls = setup();
    const price = await screen.findByRole('textbox', { name: 'Precio adicional' });
    await user.clear(price);
    await user.type(price, '1.500,5');
    await user.click(screen.getByTestId('guardar-modificadores'));
    expect(await screen.findByText('Ingresá un número sin decimales')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '1.500');
    await user.click(screen.getByTestId('guardar-modificadores'));
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(saved(calls)!.grupos[0]!.opciones[0]!.precioDelta).toBe(1500);
  });
});
