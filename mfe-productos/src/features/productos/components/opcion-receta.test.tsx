import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductoModificadores, ProductoModificadoresInput, RecetaLinea } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { producto } from '../../../test/inventario-fixtures';
import { CEBOLLA, HARINA, MUZZARELLA } from '../../../test/receta-fixtures';
import { ModificadoresDialog } from './modificadores-dialog';

const EXTRA_QUESO: RecetaLinea = { id: 40, insumoId: 2, preparacionId: null, nombre: 'Muzzarella', cantidad: 30, unidad: 'g', mermaPorcentaje: 0, quitar: false, costo: 240 };

const GRUPOS = {
  productoId: 1,
  grupos: [
    {
      id: 4,
      nombre: 'Extras',
      minimo: 0,
      maximo: 3,
      opciones: [
        { id: 11, nombre: 'Extra queso', precioDelta: 1500, activo: true, receta: [EXTRA_QUESO] },
        { id: 12, nombre: 'Sin cebolla', precioDelta: 0, activo: true, receta: [] },
      ],
    },
  ],
} as ProductoModificadores;

function setup() {
  const calls = stubApi({
    'GET /productos/:id/modificadores': () => okResponse(GRUPOS),
    'PUT /productos/:id/modificadores': () => okResponse(GRUPOS, 'Modificadores guardados'),
    'GET /insumos': () => okResponse([HARINA, MUZZARELLA, CEBOLLA]),
    'GET /preparaciones': () => okResponse([]),
  });
  renderPage(<ModificadoresDialog producto={producto({ id: 1 })} onClose={() => {}} />);
  return calls;
}

const saved = (calls: ReturnType<typeof setup>) => calls.find((c) => c.method === 'PUT')?.body as ProductoModificadoresInput | undefined;

describe("a modifier option's recipe", { timeout: 60_000 }, () => {
  it("keeps what an option adds (30 g of muzzarella, priced live) and saves a 'quitar' line: 'Sin cebolla' takes the onion out", async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const user = userEvent.setup();
    const calls = setup();
    const [extra, sin] = await screen.findAllByTestId('opcion-receta');
    // Folded until opened: the ingredients are read only then.
    expect(within(extra!).getByTestId('opcion-receta-toggle').textContent).toContain('Receta (1)');
    expect(calls.some((c) => c.path === '/insumos')).toBe(false);
    await user.click(within(extra!).getByTestId('opcion-receta-toggle'));
    const linea = await within(extra!).findByTestId('receta-linea');
    expect((within(linea).getByRole('textbox', { name: /^Cantidad de la línea/ }) as HTMLInputElement).value).toBe('30');
    expect(within(linea).getByTestId('receta-linea-costo').textContent?.replace(/\s/gu, ' ')).toBe('$ 240,00');

    await user.click(within(sin!).getByTestId('opcion-receta-toggle'));
    await user.click(await within(sin!).findByTestId('agregar-linea-receta'));
    const cebolla = within(sin!).getByTestId('receta-linea');
    await user.selectOptions(within(cebolla).getByRole('combobox', { name: /^Insumo o preparación de la línea/ }), 'Cebolla (kg)');
    await user.click(within(cebolla).getByRole('checkbox', { name: 'Quitar del plato' }));
    expect((within(cebolla).getByRole('textbox', { name: /^Cantidad de la línea/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(cebolla).getByTestId('receta-linea-costo').textContent).toBe('Se quita');

    await user.click(screen.getByTestId('guardar-modificadores'));
    await waitFor(() => expect(saved(calls)).toBeDefined());
    const [opcionExtra, opcionSin] = saved(calls)!.grupos[0]!.opciones as (ProductoModificadoresInput['grupos'][number]['opciones'][number] & { receta?: unknown })[];
    expect(opcionExtra!.receta).toEqual([{ insumoId: 2, preparacionId: null, cantidad: 30, unidad: 'g', mermaPorcentaje: 0, quitar: false }]);
    expect(opcionSin!.receta).toEqual([{ insumoId: 4, preparacionId: null, cantidad: 0, unidad: 'kg', mermaPorcentaje: 0, quitar: true }]);
  });

  it('says what is wrong with a line and sends nothing', async () => {
    await signInWith(['productos.editar']);
    const user = userEvent.setup();
    const calls = setup();
    const [, sin] = await screen.findAllByTestId('opcion-receta');
    await user.click(within(sin!).getByTestId('opcion-receta-toggle'));
    await user.click(await within(sin!).findByTestId('agregar-linea-receta'));
    await user.click(screen.getByTestId('guardar-modificadores'));
    expect(await within(sin!).findByText('Elegí un insumo o una preparación para la línea')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
