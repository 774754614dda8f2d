import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asistenteConfigSchema, asistenteConfigUpdateSchema, type AsistenteConfig } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { signInAs } from '../../../test/session';
import ConfigPage from '../../../pages/config-page';

afterEach(() => resetSessionForTests());

const OFF = { guardarConversaciones: false, retencionDias: 30 };

describe('/config › Asistente', () => {
  beforeEach(() => signInAs('admin'));

  it('chooses the OpenAI-compatible provider, sends the key once and then only shows that it is set', async () => {
    const user = userEvent.setup();
    let config: AsistenteConfig = asistenteConfigSchema.parse({ ...OFF, proveedor: 'builtin', baseUrl: null, modelo: null, apiKeyConfigurada: false });
    const calls: ApiCall[] = stubApi({
      'GET /asistente/config': () => okResponse(config),
      'PUT /asistente/config': (call) => {
        const body = asistenteConfigUpdateSchema.parse(call.body);
        config = asistenteConfigSchema.parse({
          ...OFF,
          proveedor: body.proveedor,
          baseUrl: body.baseUrl,
          modelo: body.modelo,
          apiKeyConfigurada: config.apiKeyConfigurada || !!body.apiKey,
        });
        return okResponse(config, 'Configuración guardada');
      },
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=asistente' });
    const form = await screen.findByTestId('asistente-config-form');
    await user.selectOptions(within(form).getByTestId('asistente-proveedor'), 'openai');
    await user.click(within(form).getByTestId('asistente-guardar'));
    expect(await within(form).findAllByText('Completá este campo para usar el proveedor compatible con OpenAI')).toHaveLength(3);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(within(form).getByTestId('asistente-base-url'), 'https://llm.example.test/v1');
    await user.type(within(form).getByTestId('asistente-modelo'), 'modelo-chico');
    await user.type(within(form).getByTestId('asistente-api-key'), 'sk-secreta');
    await user.click(within(form).getByTestId('asistente-guardar'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      proveedor: 'openai',
      baseUrl: 'https://llm.example.test/v1',
      modelo: 'modelo-chico',
      apiKey: 'sk-secreta',
    });

    // The key is never shown again: only that it is set; saving again without typing it keeps it.
    const again = await screen.findByTestId('asistente-config-form');
    await waitFor(() => expect(within(again).getByTestId('asistente-api-key-estado').textContent).toBe('Configurada'));
    expect((within(again).getByTestId('asistente-api-key') as HTMLInputElement).value).toBe('');
    await user.click(within(again).getByTestId('asistente-guardar'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).not.toHaveProperty('apiKey');
  });

  it('turns on keeping conversations with a retention of 1 to 90 days, and warns that turning it off deletes them', async () => {
    const user = userEvent.setup();
    let config: AsistenteConfig = asistenteConfigSchema.parse({ proveedor: 'builtin', baseUrl: null, modelo: null, apiKeyConfigurada: false, ...OFF });
    const calls: ApiCall[] = stubApi({
      'GET /asistente/config': () => okResponse(config),
      'PUT /asistente/config': (call) => {
        const body = asistenteConfigUpdateSchema.parse(call.body);
        config = { ...config, guardarConversaciones: body.guardarConversaciones!, retencionDias: body.retencionDias! };
        return okResponse(config, 'Configuración guardada');
      },
    });
    const puts = () => calls.filter((c) => c.method === 'PUT');
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=asistente' });
    const form = await screen.findByTestId('asistente-config-form');
    expect(within(form).getByTestId('asistente-historial-texto').textContent).toBe('Las conversaciones no se guardan: cada charla vive solo mientras la pantalla está abierta.');
    expect(within(form).queryByTestId('asistente-retencion')).toBeNull();

    await user.click(within(form).getByRole('checkbox', { name: 'Guardar conversaciones' }));
    const dias = within(form).getByRole('textbox', { name: /Días que se guardan/ });
    expect((dias as HTMLInputElement).value).toBe('30');
    await user.clear(dias);
    await user.type(dias, '91');
    await user.click(within(form).getByTestId('asistente-guardar'));
    expect(await within(form).findByText('Ingresá un número de días entre 1 y 90')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.clear(dias);
    await user.type(dias, '45');
    await user.click(within(form).getByTestId('asistente-guardar'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ proveedor: 'builtin', guardarConversaciones: true, retencionDias: 45 });

    // Saved and on: who sees what; switching it off warns before saving that everything goes.
    const again = await screen.findByTestId('asistente-config-form');
    await waitFor(() => expect((within(again).getByTestId('asistente-retencion') as HTMLInputElement).value).toBe('45'));
    expect(within(again).getByTestId('asistente-historial-texto').textContent).toMatch(/^Cada persona ve, retoma y borra solo sus propias conversaciones/);
    expect(within(again).queryByTestId('asistente-borrar-aviso')).toBeNull();
    await user.click(within(again).getByRole('checkbox', { name: 'Guardar conversaciones' }));
    expect(within(again).getByTestId('asistente-borrar-aviso').textContent).toBe('Al guardar se borran todas las conversaciones guardadas del local.');
    await user.click(within(again).getByTestId('asistente-guardar'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ guardarConversaciones: false });
  });
});
