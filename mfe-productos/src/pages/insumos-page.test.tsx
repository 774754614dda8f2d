import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsumoInput, MermaInput, PreparacionInput } from '@resto/shared/contracts';
import { setLanguage } from '@resto/shared/i18n';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInWith, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { ACEITE, HARINA, insumo, movimiento, MUZZARELLA, preparacion, sinCostos, TOMATE } from '../features/insumos/test-fixtures';
import { proveedor, refusal } from '../test/inventario-fixtures';
import InsumosPage from './insumos-page';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/gu, ' ');
const COSTOS = ['productos.editar', 'productos.costos'];

function api(routes: Parameters<typeof stubApi>[0] = {}, insumos = [HARINA, MUZZARELLA]) {
  return stubApi({
    'GET /insumos': () => okResponse(insumos),
    'GET /preparaciones': () => okResponse([]),
    'GET /proveedores': () => okResponse({ items: [proveedor({ id: 3, nombre: 'Molinos del Sur' })], total: 1 }),
    ...routes,
  });
}

describe('/insumos', { timeout: 60_000 }, () => {
  it('lists the ingredients with their stock, the low ones marked, and the average and last costs for who may see costs', async () => {
    await signInWith(COSTOS);
    const calls = api();
    renderPage(<InsumosPage />, { path: '/insumos' });
    const rows = await screen.findAllByTestId('insumo-row');
    expect(rows).toHaveLength(2);
    expect(text(within(rows[0]!).getByTestId('insumo-stock'))).toBe('25 kg');
    expect(within(rows[0]!).queryByTestId('insumo-badge')).toBeNull();
    expect(text(within(rows[0]!).getByTestId('insumo-costo'))).toBe('$ 1.200,00 / kg');
    expect(text(within(rows[0]!).getByTestId('insumo-costo-ultimo'))).toBe('$ 1.250,00 / kg');
    expect(rows[0]!.textContent).toContain('Molinos del Sur');
    expect(text(within(rows[1]!).getByTestId('insumo-stock'))).toBe('Stock bajo1,5 kg');
    expect(screen.getByTestId('insumos-resumen').textContent).toBe('2 insumos · 1 con stock bajo');
    expect(screen.getByRole('columnheader', { name: 'Costo promedio' })).toBeTruthy();
    // The table scrolls sideways inside a region the keyboard reaches.
    expect(screen.getByRole('region', { name: 'Insumos' }).getAttribute('tabindex')).toBe('0');
    expect(calls.find((c) => c.path === '/insumos')!.query.get('activo')).toBe('true');

    await userEvent.setup().type(screen.getByTestId('insumos-buscar'), 'muzza');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/insumos')
          .at(-1)!
          .query.get('q'),
      ).toBe('muzza'),
    );
  });

  it('shows no cost column nor cost field to who lacks productos.costos (the api sends them null), and sends no cost', async () => {
    await signInWith(['productos.editar']);
    const sent: InsumoInput[] = [];
    api(
      {
        'PUT /insumos/:id': (call) => {
          sent.push(call.body as InsumoInput);
          return okResponse(sinCostos(HARINA));
        },
      },
      [sinCostos(HARINA), sinCostos(MUZZARELLA)],
    );
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    const rows = await screen.findAllByTestId('insumo-row');
    expect(within(rows[0]!).queryByTestId('insumo-costo')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Costo promedio' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Último costo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Editar Harina 000' }));
    const dialog = await screen.findByTestId('insumo-dialog');
    expect(within(dialog).queryByRole('textbox', { name: /^Costo/ })).toBeNull();
    await user.click(within(dialog).getByTestId('save-insumo'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('costoUnitario');
    // The stock did not change: it is not sent (a sale may have moved it meanwhile).
    expect(sent[0]).not.toHaveProperty('stockActual');
  });

  it("reads in English, the contract's refusals too", async () => {
    await signInWith(COSTOS);
    await setLanguage('en');
    try {
      api();
      const user = userEvent.setup();
      renderPage(<InsumosPage />, { path: '/insumos' });
      await screen.findAllByTestId('insumo-row');
      expect(screen.getByRole('columnheader', { name: 'Average cost' })).toBeTruthy();
      expect(screen.getByTestId('insumos-resumen').textContent).toBe('2 ingredients · 1 low on stock');
      await user.click(screen.getByTestId('nuevo-insumo'));
      const dialog = await screen.findByTestId('insumo-dialog');
      await user.click(within(dialog).getByTestId('save-insumo'));
      expect(await within(dialog).findByText("The ingredient's name is required")).toBeTruthy();
    } finally {
      await setLanguage('es');
    }
  });

  it('sends a waiter (no productos.editar) no list at all', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.mozo, 'mozo');
    const calls = api();
    renderPage(<InsumosPage />, { path: '/insumos' });
    expect(await screen.findByTestId('sin-permiso')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/insumos')).toHaveLength(0);
  });

  it('creates an ingredient with the body the api takes: numbers read as the venue writes them, the supplier chosen', async () => {
    await signInWith(COSTOS);
    const sent: InsumoInput[] = [];
    api({
      'POST /insumos': (call) => {
        sent.push(call.body as InsumoInput);
        if (sent.length === 1) return refusal('INSUMO_NOMBRE_DUPLICADO', "Ya existe un insumo llamado 'Queso azul'");
        return okResponse(insumo({ id: 9, nombre: 'Queso azul' }), 'Insumo creado', 201);
      },
    });
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByTestId('nuevo-insumo'));
    const dialog = await screen.findByTestId('insumo-dialog');
    await user.click(within(dialog).getByTestId('save-insumo'));
    expect(await within(dialog).findByText('El nombre del insumo es obligatorio')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Queso azul');
    await user.selectOptions(within(dialog).getByTestId('insumo-unidad'), 'g');
    await user.type(within(dialog).getByRole('textbox', { name: 'Costo por g' }), '12,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Stock actual (g)' }), '1.500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Stock mínimo (g)' }), '250,5');
    await within(dialog).findByRole('option', { name: 'Molinos del Sur' });
    await user.selectOptions(within(dialog).getByTestId('insumo-proveedor'), 'Molinos del Sur');
    await user.click(within(dialog).getByTestId('save-insumo'));
    // A name the venue already has is the api's to say, on the name field.
    expect(await within(dialog).findByText("Ya existe un insumo llamado 'Queso azul'")).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(within(dialog).getByTestId('save-insumo'));
    await waitFor(() => expect(screen.queryByTestId('insumo-dialog')).toBeNull());
    expect(sent[1]).toEqual({
      nombre: 'Queso azul',
      unidad: 'g',
      costoUnitario: 12.5,
      stockActual: 1500,
      stockMinimo: 250.5,
      controlaStock: true,
      proveedorId: 3,
      activo: true,
      motivo: null,
      clientMutationId: sent[0]!.clientMutationId,
    });
  });

  it('asks why the stock changed by hand on an edit, and sends the reason with the new stock', async () => {
    await signInWith(COSTOS);
    const sent: InsumoInput[] = [];
    api({ 'PUT /insumos/:id': (call) => (sent.push(call.body as InsumoInput), okResponse(HARINA)) });
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Harina 000' }));
    const dialog = await screen.findByTestId('insumo-dialog');
    const stock = within(dialog).getByRole('textbox', { name: 'Stock actual (kg)' });
    expect((stock as HTMLInputElement).value).toBe('25');
    await user.clear(stock);
    await user.type(stock, '22,75');
    await user.click(within(dialog).getByTestId('save-insumo'));
    expect(await within(dialog).findByText('Indicá el motivo del cambio de stock')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByTestId('insumo-motivo'), 'Recuento de depósito');
    await user.click(within(dialog).getByTestId('save-insumo'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ stockActual: 22.75, motivo: 'Recuento de depósito', costoUnitario: 1200 });
  });

  it("deletes after confirming, says when the api deactivated it instead, and shows the api's refusal when a recipe uses it", async () => {
    await signInWith(COSTOS);
    const calls = api({
      'DELETE /insumos/:id': (call) =>
        call.params.id === '1'
          ? refusal('INSUMO_EN_USO', "No se puede eliminar 'Harina 000': lo usan las recetas de Pizza muzzarella. Quitalo de ellas primero.")
          : okResponse({ desactivado: true }, 'Insumo desactivado: tiene movimientos'),
    });
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Harina 000' }));
    const dialog = await screen.findByTestId('confirm-insumo');
    await user.click(within(dialog).getByTestId('confirm-delete'));
    expect((await within(dialog).findByTestId('delete-error')).textContent).toContain('lo usan las recetas de Pizza muzzarella');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-insumo')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Eliminar Muzzarella' }));
    await user.click(within(await screen.findByTestId('confirm-insumo')).getByTestId('confirm-delete'));
    expect(await screen.findByText("'Muzzarella' tiene movimientos: quedó desactivado y su historial se conserva")).toBeTruthy();
    const del = calls.filter((c) => c.method === 'DELETE');
    expect(del.map((c) => c.path)).toEqual(['/insumos/1', '/insumos/2']);
    expect((del[0]!.body as { clientMutationId: string }).clientMutationId).toEqual(expect.any(String));
  });

  it('records a waste in a unit the ingredient converts to, and lists its movements', async () => {
    await signInWith(COSTOS);
    const sent: MermaInput[] = [];
    const calls = api({
      'POST /insumos/:id/mermas': (call) => (sent.push(call.body as MermaInput), okResponse(movimiento(), 'Merma registrada', 201)),
      'GET /insumos/:id/movimientos': () =>
        okResponse({
          items: [movimiento(), movimiento({ id: 2, tipo: 'venta', cantidad: -0.25, stockAnterior: 25.55, stockResultante: 25.3, ventaId: 90, motivo: null })],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByRole('button', { name: 'Registrar merma de Harina 000' }));
    const dialog = await screen.findByTestId('merma-dialog');
    expect(text(within(dialog).getByTestId('merma-stock'))).toBe('Stock actual: 25 kg');
    expect(Array.from((within(dialog).getByTestId('merma-unidad') as HTMLSelectElement).options).map((o) => o.value)).toEqual(['kg', 'g']);
    await user.type(within(dialog).getByTestId('merma-cantidad'), '300');
    await user.selectOptions(within(dialog).getByTestId('merma-unidad'), 'g');
    await user.click(within(dialog).getByTestId('save-merma'));
    expect(await within(dialog).findByText('Indicá el motivo de la merma')).toBeTruthy();
    await user.type(within(dialog).getByTestId('merma-motivo'), 'Se humedeció');
    await user.click(within(dialog).getByTestId('save-merma'));
    await waitFor(() => expect(screen.queryByTestId('merma-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.path).toBe('/insumos/1/mermas');
    expect(sent).toEqual([{ cantidad: 300, unidad: 'g', motivo: 'Se humedeció', clientMutationId: expect.any(String) }]);

    await user.click(screen.getByRole('button', { name: 'Movimientos de Harina 000' }));
    const movs = await screen.findByTestId('movimientos-dialog');
    const rows = await within(movs).findAllByTestId('insumo-movimiento-row');
    expect(text(rows[0])).toContain('Merma');
    expect(text(rows[0])).toContain('-0,3 kg');
    expect(text(rows[0])).toContain('25,3 kg → 25 kg');
    expect(text(rows[0])).toContain('Carla Gómez');
    expect(text(rows[0])).toContain('Se humedeció');
    expect(text(rows[1])).toContain('Venta 90');
    expect(calls.find((c) => c.path === '/insumos/1/movimientos')!.query.get('pageSize')).toBe('20');
  });
});

describe('/insumos: preparations', { timeout: 60_000 }, () => {
  const preparaciones = (calls: ApiCall[]) => calls.filter((c) => c.path === '/preparaciones' && c.method === 'POST');

  it('computes the batch cost live by hand (1 kg of tomato at $2.000 + 50 ml of oil at $9.000/l = $2.450; 800 g: $3,0625 a gram) and posts the lines', async () => {
    await signInWith(COSTOS);
    const calls = api({ 'POST /preparaciones': () => okResponse(preparacion(), 'Preparación creada', 201) }, [HARINA, TOMATE, ACEITE]);
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByTestId('tab-preparaciones'));
    await user.click(await screen.findByTestId('nueva-preparacion'));
    const dialog = await screen.findByTestId('preparacion-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Salsa de tomate');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rinde (cantidad)' }), '800');
    await user.selectOptions(within(dialog).getByTestId('preparacion-unidad'), 'g');
    await within(dialog).findByRole('option', { name: 'Tomate perita (kg)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Insumo o preparación de la línea 1' }), 'Tomate perita (kg)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cantidad de la línea 1' }), '1');
    await user.click(within(dialog).getByTestId('agregar-linea-receta'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Insumo o preparación de la línea 2' }), 'Aceite de oliva (l)');
    // Oil is measured in litres: a line of it takes l or ml, never grams.
    const unidad2 = within(dialog).getByRole('combobox', { name: 'Unidad de la línea 2' }) as HTMLSelectElement;
    expect(Array.from(unidad2.options).map((o) => o.value)).toEqual(['l', 'ml']);
    await user.selectOptions(unidad2, 'ml');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cantidad de la línea 2' }), '50');
    const lineas = within(dialog).getAllByTestId('receta-linea');
    expect(text(within(lineas[0]!).getByTestId('receta-linea-costo'))).toBe('$ 2.000,00');
    expect(text(within(lineas[1]!).getByTestId('receta-linea-costo'))).toBe('$ 450,00');
    expect(text(within(dialog).getByTestId('costo-lote'))).toBe('$ 2.450,00');
    expect(text(within(dialog).getByTestId('costo-por-unidad'))).toBe('$ 3,0625');
    // A 20 % waste on the tomato takes 1,25 kg gross: $2.500 + $450.
    await user.type(within(dialog).getByRole('textbox', { name: 'Merma % de la línea 1' }), '20');
    expect(text(within(dialog).getByTestId('costo-lote'))).toBe('$ 2.950,00');

    await user.click(within(dialog).getByTestId('save-preparacion'));
    await waitFor(() => expect(screen.queryByTestId('preparacion-dialog')).toBeNull());
    expect(preparaciones(calls)[0]!.body as PreparacionInput).toEqual({
      nombre: 'Salsa de tomate',
      unidad: 'g',
      rendimiento: 800,
      activo: true,
      lineas: [
        { insumoId: 3, preparacionId: null, cantidad: 1, unidad: 'kg', mermaPorcentaje: 20, quitar: false },
        { insumoId: 4, preparacionId: null, cantidad: 50, unidad: 'ml', mermaPorcentaje: 0, quitar: false },
      ],
      clientMutationId: expect.any(String),
    });
  });

  it("offers only active ingredients for a new line, and keeps a saved line's ingredient no longer active by its name and unit", async () => {
    await signInWith(COSTOS);
    api({ 'GET /preparaciones': () => okResponse([preparacion()]) }, [TOMATE, { ...ACEITE, activo: false }]);
    const user = userEvent.setup();
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByTestId('tab-preparaciones'));
    await user.click(within(await screen.findByTestId('preparacion-row')).getByRole('button', { name: 'Editar Salsa de tomate' }));
    const dialog = await screen.findByTestId('preparacion-dialog');
    const aceite = within(dialog).getByRole('combobox', { name: 'Insumo o preparación de la línea 2' }) as HTMLSelectElement;
    expect(aceite.selectedOptions[0]!.textContent).toBe('Aceite de oliva');
    expect((within(dialog).getByRole('combobox', { name: 'Unidad de la línea 2' }) as HTMLSelectElement).value).toBe('ml');
    await user.click(within(dialog).getByTestId('agregar-linea-receta'));
    const nueva = within(dialog).getByRole('combobox', { name: 'Insumo o preparación de la línea 3' }) as HTMLSelectElement;
    expect(Array.from(nueva.options).map((o) => o.textContent)).toEqual(['Elegí…', 'Tomate perita (kg)']);
  });

  it('lists the preparations with their cost for who may see costs, and without for who may not', async () => {
    await signInWith(COSTOS);
    api({ 'GET /preparaciones': () => okResponse([preparacion()]) }, [TOMATE, ACEITE]);
    const user = userEvent.setup();
    const view = renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByTestId('tab-preparaciones'));
    const row = await screen.findByTestId('preparacion-row');
    expect(text(row)).toContain('800 g');
    expect(text(within(row).getByTestId('preparacion-costo'))).toBe('$ 2.450,00');
    expect(text(within(row).getByTestId('preparacion-costo-unidad'))).toBe('$ 3,0625 / g');
    view.unmount();

    await signInWith(['productos.editar']);
    api({ 'GET /preparaciones': () => okResponse([preparacion({ costo: null, costoPorUnidad: null, lineas: preparacion().lineas.map((l) => ({ ...l, costo: null })) })]) }, [
      sinCostos(TOMATE),
      sinCostos(ACEITE),
    ]);
    renderPage(<InsumosPage />, { path: '/insumos' });
    await user.click(await screen.findByTestId('tab-preparaciones'));
    const sin = await screen.findByTestId('preparacion-row');
    expect(within(sin).queryByTestId('preparacion-costo')).toBeNull();
    await user.click(within(sin).getByRole('button', { name: 'Editar Salsa de tomate' }));
    const dialog = await screen.findByTestId('preparacion-dialog');
    expect(within(dialog).queryByTestId('preparacion-costo-vivo')).toBeNull();
    expect(within(dialog).queryByTestId('receta-linea-costo')).toBeNull();
  });
});
