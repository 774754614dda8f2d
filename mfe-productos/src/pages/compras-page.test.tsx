import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compraAlertaSchema, compraSchema, type Compra, type CompraAlerta, type CompraInput, type RecepcionInput } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { proveedoresFixture } from '../features/productos/test-fixtures';
import { HARINA, MUZZARELLA } from '../test/receta-fixtures';
import ComprasPage from './compras-page';

function compra(overrides: Partial<Compra> = {}): Compra {
  return compraSchema.parse({
    id: 3,
    numero: 12,
    proveedorId: 9,
    proveedorNombre: 'Distribuidora Sur',
    estado: 'enviada',
    notas: null,
    total: 64_000,
    lineas: [
      { id: 31, insumoId: 2, nombre: 'Muzzarella', unidad: 'kg', cantidad: 5, costoUnitario: 8000, cantidadRecibida: 2, subtotal: 40_000 },
      { id: 32, insumoId: 1, nombre: 'Harina 000', unidad: 'kg', cantidad: 20, costoUnitario: 1200, cantidadRecibida: 0, subtotal: 24_000 },
    ],
    usuarioNombre: 'Admin',
    fecha: '2026-12-01T13:00:00.000Z',
    enviadaAt: '2026-12-01T14:00:00.000Z',
    recibidaAt: null,
    ...overrides,
  });
}

function alerta(overrides: Partial<CompraAlerta> = {}): CompraAlerta {
  return compraAlertaSchema.parse({
    id: 70,
    compraId: 3,
    compraNumero: 12,
    productoId: 5,
    nombre: 'Pizza muzzarella',
    opcionId: null,
    opcion: null,
    costoAnterior: 1900,
    costoNuevo: 2500,
    precio: 7600,
    foodCostPorcentaje: 32.89,
    objetivo: 30,
    insumos: [{ insumoId: 2, nombre: 'Muzzarella', costoAnterior: 8000, costoNuevo: 11_000, aumentoPorcentaje: 37.5 }],
    fecha: '2026-12-02T10:00:00.000Z',
    vista: false,
    ...overrides,
  });
}

const ENVIADA = compra();
const BORRADOR = compra({ id: 4, numero: 13, estado: 'borrador', enviadaAt: null });

function api({ alertas = [] as CompraAlerta[], recepcion = [] as CompraAlerta[] } = {}) {
  return stubApi({
    'GET /compras/alertas': () => okResponse(alertas),
    'POST /compras/alertas/:id/vista': (call) => okResponse({ ...alertas.concat(recepcion).find((a) => a.id === Number(call.params.id)), vista: true }),
    'GET /compras': (call) => {
      const estado = call.query.get('estado');
      const items = [ENVIADA, BORRADOR].filter((c) => !estado || c.estado === estado);
      return okResponse({ items, total: items.length, page: 1, pageSize: 20 });
    },
    'GET /proveedores': () => okResponse(proveedoresFixture()),
    'GET /insumos': () => okResponse([HARINA, MUZZARELLA]),
    'POST /compras': () => okResponse(compra({ id: 8, numero: 14, estado: 'borrador' }), 'Compra creada', 201),
    'PUT /compras/:id': () => okResponse(BORRADOR, 'Compra actualizada'),
    'POST /compras/:id/enviar': () => okResponse({ ...BORRADOR, estado: 'enviada' }),
    'POST /compras/:id/cancelar': () => okResponse({ ...ENVIADA, estado: 'cancelada' }),
    'POST /compras/:id/recepcion': () => okResponse({ compra: { ...ENVIADA, estado: 'parcial' }, alertas: recepcion }, 'Recepción registrada'),
  });
}

const posted = (calls: ApiCall[], path: string) => calls.find((c) => c.method === 'POST' && c.path === path);
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/gu, ' ');

describe('/compras', { timeout: 60_000 }, () => {
  it('is not offered without productos.costos: a purchase is about costs', async () => {
    await signInWith(['productos.editar']);
    const calls = api();
    renderPage(<ComprasPage />, { path: '/compras' });
    expect(await screen.findByTestId('compras-sin-permiso')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/compras'))).toBe(false);
  });

  it('lists the purchases with the actions their state allows, and filters by state and supplier', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api();
    const user = userEvent.setup();
    renderPage(<ComprasPage />, { path: '/compras' });
    const [enviada, borrador] = await screen.findAllByTestId('compra-row');
    expect(text(enviada!)).toContain('Distribuidora Sur');
    expect(text(enviada!)).toContain('$ 64.000,00');
    expect(within(enviada!).getByTestId('compra-estado').textContent).toBe('Enviada');
    expect(within(enviada!).queryByTestId('compra-editar')).toBeNull();
    expect(within(enviada!).getByTestId('compra-recibir')).toBeTruthy();
    expect(within(borrador!).getByTestId('compra-editar')).toBeTruthy();
    expect(within(borrador!).getByTestId('compra-enviar')).toBeTruthy();

    await user.selectOptions(screen.getByTestId('filtro-estado'), 'Borrador');
    await waitFor(() => expect(screen.getAllByTestId('compra-row')).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('filtro-proveedor'), 'Distribuidora Sur');
    await waitFor(() => expect(calls.at(-1)!.query.get('proveedorId')).toBe('9'));
    const last = calls.filter((c) => c.path === '/compras').at(-1)!;
    expect(last.query.get('estado')).toBe('borrador');
    expect(last.query.get('page')).toBe('1');

    await user.click(within(screen.getByTestId('compra-row')).getByTestId('compra-enviar'));
    await waitFor(() => expect(posted(calls, '/compras/4/enviar')).toBeDefined());
  });

  it('posts a new draft with its lines, the total computed as it is typed', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api();
    const user = userEvent.setup();
    renderPage(<ComprasPage />, { path: '/compras' });
    await user.click(await screen.findByTestId('nueva-compra'));
    const dialog = await screen.findByTestId('compra-dialog');
    await user.click(within(dialog).getByTestId('guardar-compra'));
    expect(await within(dialog).findByText('Elegí el proveedor de la compra')).toBeTruthy();
    await user.selectOptions(within(dialog).getByTestId('compra-proveedor'), 'Distribuidora Sur');
    const [primera] = within(dialog).getAllByTestId('compra-linea');
    await user.selectOptions(await within(primera!).findByRole('combobox', { name: 'Insumo' }), 'Muzzarella (kg)');
    // The ingredient starts at its last cost.
    expect((within(primera!).getByRole('textbox', { name: 'Costo por unidad' }) as HTMLInputElement).value).toBe('8.000');
    await user.type(within(primera!).getByRole('textbox', { name: 'Cantidad' }), '2,5');
    await user.click(within(dialog).getByTestId('agregar-linea-compra'));
    const segunda = within(dialog).getAllByTestId('compra-linea')[1]!;
    await user.selectOptions(within(segunda).getByRole('combobox', { name: 'Insumo' }), 'Harina 000 (kg)');
    const costo = within(segunda).getByRole('textbox', { name: 'Costo por unidad' });
    await user.clear(costo);
    await user.type(costo, '1.150,50');
    await user.type(within(segunda).getByRole('textbox', { name: 'Cantidad' }), '10');
    // 2,5 kg x $8.000 + 10 kg x $1.150,50.
    expect(text(within(dialog).getByTestId('compra-total'))).toBe('$ 31.505,00');
    await user.click(within(dialog).getByTestId('guardar-compra'));
    await waitFor(() => expect(posted(calls, '/compras')).toBeDefined());
    const body = posted(calls, '/compras')!.body as CompraInput;
    expect(body).toMatchObject({
      proveedorId: 9,
      notas: null,
      lineas: [
        { insumoId: 2, cantidad: 2.5, costoUnitario: 8000 },
        { insumoId: 1, cantidad: 10, costoUnitario: 1150.5 },
      ],
    });
    expect(body.clientMutationId).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('compra-dialog')).toBeNull());
  });

  it('edits a draft from its lines as the venue writes them and puts the whole draft', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api();
    const user = userEvent.setup();
    renderPage(<ComprasPage />, { path: '/compras' });
    const [, borrador] = await screen.findAllByTestId('compra-row');
    await user.click(within(borrador!).getByTestId('compra-editar'));
    const dialog = await screen.findByTestId('compra-dialog');
    const [queso] = await within(dialog).findAllByTestId('compra-linea');
    const cantidad = within(queso!).getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    expect(cantidad.value).toBe('5');
    expect(text(within(dialog).getByTestId('compra-total'))).toBe('$ 64.000,00');
    await user.clear(cantidad);
    await user.type(cantidad, '4,25');
    expect(text(within(dialog).getByTestId('compra-total'))).toBe('$ 58.000,00');
    await user.click(within(dialog).getByTestId('guardar-compra'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/compras/4');
    expect((put.body as CompraInput).lineas).toEqual([
      { insumoId: 2, cantidad: 4.25, costoUnitario: 8000 },
      { insumoId: 1, cantidad: 20, costoUnitario: 1200 },
    ]);
  });

  it('receives what arrived (prefilled with what is pending, partial allowed) and shows the dishes the reception pushed past the target; "Visto" marks one seen', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api({ recepcion: [alerta()] });
    const user = userEvent.setup();
    renderPage(<ComprasPage />, { path: '/compras' });
    const [enviada] = await screen.findAllByTestId('compra-row');
    await user.click(within(enviada!).getByTestId('compra-recibir'));
    const dialog = await screen.findByTestId('recepcion-dialog');
    const queso = within(dialog).getByRole('textbox', { name: 'Llega ahora de Muzzarella' }) as HTMLInputElement;
    // 5 kg ordered, 2 already in.
    expect(queso.value).toBe('3');
    expect((within(dialog).getByRole('textbox', { name: 'Llega ahora de Harina 000' }) as HTMLInputElement).value).toBe('20');
    const costo = within(dialog).getByRole('textbox', { name: 'Costo por unidad de Muzzarella' });
    await user.clear(costo);
    await user.type(costo, '11.000');
    // The flour did not come.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Llega ahora de Harina 000' }));
    await user.click(within(dialog).getByTestId('confirmar-recepcion'));
    await waitFor(() => expect(posted(calls, '/compras/3/recepcion')).toBeDefined());
    const body = posted(calls, '/compras/3/recepcion')!.body as RecepcionInput;
    expect(body.lineas).toEqual([{ insumoId: 2, cantidad: 3, costoUnitario: 11_000 }]);
    expect(body.clientMutationId).toBeTruthy();

    const panel = await screen.findByTestId('recepcion-alertas');
    expect(text(panel)).toContain('La recepción de la compra 12 dejó 1 plato por encima del food cost objetivo');
    expect(text(panel)).toContain('Pizza muzzarella');
    expect(text(panel)).toContain('Food cost 32,89% (objetivo 30%) a $ 7.600,00');
    expect(text(panel)).toContain('$ 1.900,00 → $ 2.500,00');
    expect(text(panel)).toContain('Muzzarella +37,5%');
    await user.click(within(panel).getByRole('button', { name: 'Marcar visto: Pizza muzzarella' }));
    await waitFor(() => expect(posted(calls, '/compras/alertas/70/vista')).toBeDefined());
    await waitFor(() => expect(screen.queryByTestId('recepcion-alertas')).toBeNull());
  });

  it('shows the unseen cost alerts, and cancels an order after asking', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api({ alertas: [alerta({ id: 71, opcionId: 11, opcion: 'Extra queso', foodCostPorcentaje: 34 })] });
    const user = userEvent.setup();
    renderPage(<ComprasPage />, { path: '/compras' });
    const panel = await screen.findByTestId('alertas-pendientes');
    expect(text(panel)).toContain('Pizza muzzarella con Extra queso');
    const [enviada] = await screen.findAllByTestId('compra-row');
    await user.click(within(enviada!).getByTestId('compra-cancelar'));
    const confirm = await screen.findByTestId('cancelar-compra-dialog');
    expect(posted(calls, '/compras/3/cancelar')).toBeUndefined();
    await user.click(within(confirm).getByTestId('confirmar-cancelar-compra'));
    await waitFor(() => expect(posted(calls, '/compras/3/cancelar')).toBeDefined());
  });
});
