import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeneralConfigUpdate, MedioPagoCreate, SoundConfigUpdate, TipoCambio, TipoCambioCreate } from '@resto/shared/contracts';
import { setLanguage } from '@resto/shared/i18n';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { getGeneralConfig, readDefaultExchangeRate, resetSessionForTests } from '@resto/shared/session';
import { categoriaFixture, generalConfigFixture, medioFixture, soundConfigFixture, tipoCambioFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import ConfigPage from './config-page';

const ars = tipoCambioFixture({ id: 1, moneda: 'ARS', valor: '0', esDefault: true, esMonedaLocal: true });
const usd = tipoCambioFixture({ id: 2, moneda: 'USD', valor: '1185.5' });

function renderConfig(seccion?: string) {
  return renderPage(<ConfigPage />, { path: '/config', url: seccion ? `/config?seccion=${seccion}` : '/config' });
}

afterEach(() => resetSessionForTests());

describe('/config without config.editar', () => {
  it.each(['mozo', 'cajero', 'empleado'] as const)('a %s sees the permission message and no settings', async (rol) => {
    await signInAs(rol);
    const calls = stubApi({});
    renderConfig();
    expect((await screen.findByTestId('sin-permiso')).textContent).toBe('No tenés permisos para acceder a esta sección.');
    expect(screen.queryByTestId('general-config-form')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('in their language', async () => {
    await signInAs('mozo');
    stubApi({});
    await act(async () => {
      await setLanguage('en');
    });
    try {
      renderConfig();
      expect((await screen.findByTestId('sin-permiso')).textContent).toBe('You do not have permissions to access this section.');
    } finally {
      await act(async () => {
        await setLanguage('es');
      });
    }
  });

  it('a custom role with config.editar gets in', async () => {
    await signInAs('empleado', ['config.editar']);
    stubApi({ 'GET /configuracion/general': () => okResponse(generalConfigFixture()), 'GET /tipos-de-cambio': () => okResponse([ars, usd]) });
    renderConfig();
    expect(await screen.findByTestId('general-config-form')).toBeTruthy();
  });
});

describe('/config general', () => {
  beforeEach(() => signInAs('admin'));

  it('saves the restaurant items switch and applies it at once (the shared settings store, so every tab)', async () => {
    const user = userEvent.setup();
    const saved: GeneralConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars, usd]),
      'PUT /configuracion/general': (call) => {
        saved.push(call.body as GeneralConfigUpdate);
        return okResponse(generalConfigFixture({ mostrarItemsRestaurant: false }), 'Configuración guardada');
      },
    });
    renderConfig();
    const form = await screen.findByTestId('general-config-form');
    const save = within(form).getByTestId('save-general');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(form).getByLabelText(/Mostrar los ítems de restaurante/));
    await user.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ mostrarItemsRestaurant: false, mostrarFechaHora: true, locale: 'es-AR', currencyCode: 'ARS' });
    expect(saved[0]!.clientMutationId).toBeTruthy();
    await waitFor(() => expect(getGeneralConfig().mostrarItemsRestaurant).toBe(false));
    expect(JSON.parse(localStorage.getItem('configGeneral')!).mostrarItemsRestaurant).toBe(false);
    expect(await screen.findByText('Configuración guardada')).toBeTruthy();
  });

  it("shows the drawer's limits and saves a new expense limit and tip limit", async () => {
    const user = userEvent.setup();
    const saved: GeneralConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars, usd]),
      'PUT /configuracion/general': (call) => {
        saved.push(call.body as GeneralConfigUpdate);
        return okResponse(generalConfigFixture({ gastoMaximoCaja: 20_000, propinaMaximaPct: 15 }), 'Configuración guardada');
      },
    });
    renderConfig();
    const form = await screen.findByTestId('general-config-form');
    const gasto = within(form).getByLabelText('Gasto máximo pagado desde la caja (ARS)') as HTMLInputElement;
    const propina = within(form).getByLabelText('Propina máxima (% de la venta)') as HTMLInputElement;
    expect([gasto.value, propina.value]).toEqual(['50000', '25']);
    await user.clear(gasto);
    await user.type(gasto, '20000');
    await user.clear(propina);
    await user.type(propina, '15');
    await user.click(within(form).getByTestId('save-general'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ gastoMaximoCaja: 20_000, propinaMaximaPct: 15 });
  });

  it("shows the dishes' food-cost target and the purchases' cost alert, and saves new ones", async () => {
    const user = userEvent.setup();
    const saved: GeneralConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars, usd]),
      'PUT /configuracion/general': (call) => {
        saved.push(call.body as GeneralConfigUpdate);
        return okResponse(generalConfigFixture({ foodCostObjetivo: 28, alertaCostoPorcentaje: 5 }), 'Configuración guardada');
      },
    });
    renderConfig();
    const form = await screen.findByTestId('general-config-form');
    const objetivo = within(form).getByLabelText('Food cost objetivo (% del precio)') as HTMLInputElement;
    const alerta = within(form).getByLabelText('Aviso de suba de costo de un insumo (%)') as HTMLInputElement;
    expect([objetivo.value, alerta.value]).toEqual(['30', '10']);
    await user.clear(objetivo);
    await user.type(objetivo, '28');
    await user.clear(alerta);
    await user.type(alerta, '5');
    await user.click(within(form).getByTestId('save-general'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ foodCostObjetivo: 28, alertaCostoPorcentaje: 5 });
  });

  it("a country brings its locale, currency and unit system (the countries' table)", async () => {
    const user = userEvent.setup();
    const saved: GeneralConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars, usd]),
      'PUT /configuracion/general': (call) => {
        saved.push(call.body as GeneralConfigUpdate);
        return okResponse(generalConfigFixture({ locale: 'en-US', currencyCode: 'USD', unitSystem: 'imperial', hour12: true }));
      },
    });
    renderConfig();
    const form = await screen.findByTestId('general-config-form');
    expect((within(form).getByTestId('config-pais') as HTMLSelectElement).value).toBe('AR');
    expect(within(form).getByTestId('config-pais-detalle').textContent).toBe('Formato es-AR · sistema métrico');
    await user.selectOptions(within(form).getByTestId('config-pais'), 'US');
    expect(within(form).getByTestId('config-pais-detalle').textContent).toBe('Formato en-US · sistema imperial');
    expect((within(form).getByTestId('config-moneda') as HTMLSelectElement).value).toBe('USD');
    await user.selectOptions(within(form).getByTestId('config-hour12'), '12');
    await user.click(within(form).getByTestId('save-general'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ locale: 'en-US', currencyCode: 'USD', unitSystem: 'imperial', hour12: true });
    await waitFor(() => expect(getGeneralConfig()).toMatchObject({ locale: 'en-US', currencyCode: 'USD' }));
  });

  it("shows the api's refusal of a currency change once the venue has amounts", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars, usd]),
      'PUT /configuracion/general': () => failResponse('No se puede cambiar la moneda del local: ya tiene importes guardados en ARS', 409),
    });
    renderConfig();
    const form = await screen.findByTestId('general-config-form');
    await user.selectOptions(within(form).getByTestId('config-moneda'), 'UYU');
    await user.click(within(form).getByTestId('save-general'));
    expect((await within(form).findByTestId('form-error')).textContent).toContain('ya tiene importes guardados en ARS');
    expect(getGeneralConfig().currencyCode).toBe('ARS');
  });

  it('offers the currencies with a rate for the cash audit', async () => {
    const user = userEvent.setup();
    const saved: GeneralConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture({ tiposCambioArqueo: ['USD'] })),
      'GET /tipos-de-cambio': () => okResponse([ars, usd, tipoCambioFixture({ id: 3, moneda: 'BRL', valor: '210' })]),
      'PUT /configuracion/general': (call) => {
        saved.push(call.body as GeneralConfigUpdate);
        return okResponse(generalConfigFixture({ tiposCambioArqueo: ['USD', 'BRL'] }));
      },
    });
    renderConfig();
    const form = await screen.findByTestId('general-config-form');
    await within(form).findByTestId('config-arqueo-BRL');
    expect(within(form).queryByTestId('config-arqueo-ARS')).toBeNull();
    await user.click(within(within(form).getByTestId('config-arqueo-BRL')).getByRole('checkbox'));
    await user.click(within(form).getByTestId('save-general'));
    await waitFor(() => expect(saved[0]?.tiposCambioArqueo).toEqual(['USD', 'BRL']));
  });
});

describe('/config payment methods', () => {
  beforeEach(() => signInAs('admin'));

  it('refuses a blank or repeated name with its message, then adds one', async () => {
    const user = userEvent.setup();
    const created: MedioPagoCreate[] = [];
    let medios = [medioFixture(), medioFixture({ id: 2, nombre: 'Visa Débito', tipo: 'tarjeta_debito', orden: 1 })];
    stubApi({
      'GET /medios-de-pago': () => okResponse(medios),
      'POST /medios-de-pago': (call) => {
        created.push(call.body as MedioPagoCreate);
        medios = [...medios, medioFixture({ id: 3, nombre: 'Mercado Pago', tipo: 'qr', orden: 2 })];
        return okResponse(medios[2], 'Medio de pago creado', 201);
      },
    });
    renderConfig('medios');
    const table = await screen.findByTestId('medios-table');
    expect(within(table).getByText('Visa Débito')).toBeTruthy();
    expect(within(table).getByText('Tarjeta de débito')).toBeTruthy();
    await user.click(screen.getByTestId('nuevo-medio'));
    const dialog = await screen.findByTestId('medio-dialog');
    await user.click(within(dialog).getByTestId('save-medio'));
    expect(await within(dialog).findByText('Medio de pago inválido: el nombre no puede estar vacío')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'EFECTIVO');
    await user.click(within(dialog).getByTestId('save-medio'));
    expect(await within(dialog).findByText('El medio de pago ya existe')).toBeTruthy();
    expect(created).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Nombre/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Mercado Pago');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo' }), 'qr');
    await user.click(within(dialog).getByTestId('save-medio'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ nombre: 'Mercado Pago', tipo: 'qr' });
    expect(await within(await screen.findByTestId('medios-table')).findByText('Mercado Pago')).toBeTruthy();
  });

  it('deletes one after confirming', async () => {
    const user = userEvent.setup();
    let medios = [medioFixture(), medioFixture({ id: 2, nombre: 'Transferencia', tipo: 'transferencia' })];
    const calls = stubApi({
      'GET /medios-de-pago': () => okResponse(medios),
      'DELETE /medios-de-pago/:id': () => {
        medios = medios.slice(0, 1);
        return okResponse(undefined, 'Medio de pago eliminado');
      },
    });
    renderConfig('medios');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Transferencia' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-delete'));
    await waitFor(() => expect(screen.queryByText('Transferencia')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/medios-de-pago/2');
  });
});

describe('/config exchange rates', () => {
  beforeEach(() => signInAs('admin'));

  it('lists the rates as the venue writes numbers; making one the default updates the header', async () => {
    const user = userEvent.setup();
    let tipos: TipoCambio[] = [ars, usd];
    stubApi({
      'GET /tipos-de-cambio': () => okResponse(tipos),
      'PUT /tipos-de-cambio/:id/default': (call) => {
        tipos = [
          { ...ars, esDefault: false },
          { ...usd, esDefault: true },
        ];
        return okResponse(
          tipos.find((tc) => tc.id === Number(call.params.id)),
          'Tipo de cambio por defecto actualizado',
        );
      },
    });
    renderConfig('cambio');
    const row = await screen.findByTestId('cambio-USD');
    expect(within(row).getByTestId('cambio-valor').textContent).toBe('1.185,50');
    expect(within(screen.getByTestId('cambio-ARS')).getByTestId('cambio-default')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Usar USD por defecto' }));
    expect(await within(await screen.findByTestId('cambio-USD')).findByTestId('cambio-default')).toBeTruthy();
    await waitFor(() => expect(readDefaultExchangeRate()).toEqual({ moneda: 'USD', valor: '1185.5' }));
  });

  it('takes a value typed as the venue writes it, and refuses a repeated currency or a value that is not a number', async () => {
    const user = userEvent.setup();
    const created: TipoCambioCreate[] = [];
    stubApi({
      'GET /tipos-de-cambio': () => okResponse([ars, usd]),
      'POST /tipos-de-cambio': (call) => {
        created.push(call.body as TipoCambioCreate);
        return okResponse(tipoCambioFixture({ id: 9, moneda: 'BRL', valor: '210.25' }), 'Tipo de cambio creado', 201);
      },
    });
    renderConfig('cambio');
    await user.click(await screen.findByTestId('nuevo-cambio'));
    const dialog = await screen.findByTestId('cambio-dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Moneda/ }), 'usd');
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), 'abc');
    await user.click(within(dialog).getByTestId('save-cambio'));
    expect(await within(dialog).findByText(/Escribí solo números/)).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /Valor/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), '1.200');
    await user.click(within(dialog).getByTestId('save-cambio'));
    expect(await within(dialog).findByText('La moneda ya existe')).toBeTruthy();
    await user.clear(within(dialog).getByRole('combobox', { name: /Moneda/ }));
    await user.type(within(dialog).getByRole('combobox', { name: /Moneda/ }), 'brl');
    await user.clear(within(dialog).getByRole('textbox', { name: /Valor/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), '210,25');
    await user.click(within(dialog).getByTestId('save-cambio'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ moneda: 'BRL', valor: 210.25 });
  });
});

describe('/config category types', () => {
  beforeEach(() => signInAs('admin'));

  it("sets a category's type, and shows the api's refusal to delete one with products", async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    stubApi({
      'GET /categorias': () => okResponse([categoriaFixture(), categoriaFixture({ id: 2, nombre: 'Tragos de autor', tipo: null, cantidadProductos: 2 })]),
      'PUT /categorias/:id': (call) => {
        updates.push(call.body);
        return okResponse(categoriaFixture({ id: 2, nombre: 'Tragos de autor', tipo: 'Barra' }));
      },
      'DELETE /categorias/:id': () => failResponse('No se puede eliminar la categoría: tiene 2 productos. Movelos a otra categoría primero.', 409),
    });
    renderConfig('categorias');
    await user.click(await screen.findByRole('button', { name: 'Editar Tragos de autor' }));
    const dialog = await screen.findByTestId('categoria-dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Tipo/ }), 'Barra');
    await user.click(within(dialog).getByTestId('save-categoria'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ nombre: 'Tragos de autor', tipo: 'Barra', orden: 0 });

    await user.click(await screen.findByRole('button', { name: 'Eliminar Tragos de autor' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    await user.click(within(confirm).getByTestId('confirm-delete'));
    expect((await within(confirm).findByTestId('delete-error')).textContent).toContain('tiene 2 productos');
  });
});

describe('/config sound', () => {
  beforeEach(() => signInAs('admin'));

  it('clamps the volumes to 0..1, saves every named sound and the app plays the saved values', async () => {
    const user = userEvent.setup();
    const saved: SoundConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/sonido': () => okResponse(soundConfigFixture()),
      'PUT /configuracion/sonido': (call) => {
        saved.push(call.body as SoundConfigUpdate);
        const body = call.body as SoundConfigUpdate;
        return okResponse(soundConfigFixture({ volume: body.volume!, sounds: { ...soundConfigFixture().sounds, payment: { frequency: 1500, duration: 300, volume: 1 } } }));
      },
    });
    renderConfig('sonido');
    const form = await screen.findByTestId('sound-config-form');
    expect((within(form).getByTestId('sonido-volume') as HTMLInputElement).value).toBe('0,5');
    await user.clear(within(form).getByTestId('sonido-volume'));
    await user.type(within(form).getByTestId('sonido-volume'), '1,4');
    const frequency = within(form).getByRole('textbox', { name: 'Frecuencia de Pago' });
    await user.clear(frequency);
    await user.type(frequency, '1500');
    const duration = within(form).getByRole('textbox', { name: 'Duración de Pago' });
    await user.clear(duration);
    await user.type(duration, '5');
    await user.click(within(form).getByTestId('save-sonido'));
    expect(await within(form).findByText('La duración debe estar entre 10 y 5000 ms')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await user.clear(duration);
    await user.type(duration, '300');
    const volume = within(form).getByRole('textbox', { name: 'Volumen de Pago' });
    await user.clear(volume);
    await user.type(volume, '3');
    await user.click(within(form).getByTestId('save-sonido'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ enabled: true, volume: 1, sounds: { payment: { frequency: 1500, duration: 300, volume: 1 } } });
    expect(Object.keys(saved[0]!.sounds!)).toHaveLength(10);
    // What every screen plays from now on.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('rf_sound')!)).toMatchObject({ volume: 1, sounds: { payment: { frequency: 1500 } } }));
    expect((within(form).getByTestId('sonido-volume') as HTMLInputElement).value).toBe('1');
  });
});

describe('/config price adjustment', () => {
  it('leads to the products page, where the bulk adjustment lives', async () => {
    await signInAs('admin');
    stubApi({});
    const { router } = renderConfig('precios');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('ir-ajuste-precios'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productos'));
  });
});
