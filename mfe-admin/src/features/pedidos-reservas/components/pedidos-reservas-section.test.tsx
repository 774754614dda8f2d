import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pedidosConfigSchema, reservasConfigSchema, type PedidosConfigInput } from '@resto/shared/contracts';
import { setLanguage } from '@resto/shared/i18n';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import ConfigPage from '../../../pages/config-page';
import { signInAs } from '../../../test/session';

// Fixtures checked against the shared contracts the api answers with.
const pedidosConfig = (alertaMinutos = 35, refrescoMs = 5000) => pedidosConfigSchema.parse({ alertaMinutos, refrescoMs });
const reservasConfig = (duracionMinutos = 120) => reservasConfigSchema.parse({ duracionMinutos });

function renderSection() {
  return renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=pedidos' });
}

afterEach(() => resetSessionForTests());

describe('/config › orders and reservations', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the venue threshold in minutes, the refresh in seconds and the sitting length', async () => {
    stubApi({ 'GET /pedidos/config': () => okResponse(pedidosConfig(35, 5000)), 'GET /reservas/configuracion': () => okResponse(reservasConfig(120)) });
    renderSection();
    const section = await screen.findByTestId('pedidos-reservas-section');
    expect((within(section).getByLabelText('Umbral de pedido crítico (minutos)') as HTMLInputElement).value).toBe('35');
    expect((within(section).getByLabelText('Actualización del indicador (segundos)') as HTMLInputElement).value).toBe('5');
    expect((within(section).getByLabelText('Duración de cada reserva (minutos)') as HTMLInputElement).value).toBe('120');
    expect(screen.getByTestId('tab-pedidos').textContent).toBe('Pedidos y reservas');
  });

  it('saves threshold and refresh (seconds sent as ms), refusing values out of range before calling the api', async () => {
    const user = userEvent.setup();
    const saved: PedidosConfigInput[] = [];
    stubApi({
      'GET /pedidos/config': () => okResponse(pedidosConfig()),
      'GET /reservas/configuracion': () => okResponse(reservasConfig()),
      'PUT /pedidos/config': (call) => {
        saved.push(call.body as PedidosConfigInput);
        const body = call.body as PedidosConfigInput;
        return okResponse(pedidosConfig(body.alertaMinutos, body.refrescoMs), 'Configuración de pedidos guardada');
      },
    });
    renderSection();
    const form = await screen.findByTestId('pedidos-config-form');
    const umbral = within(form).getByLabelText('Umbral de pedido crítico (minutos)');
    const refresco = within(form).getByLabelText('Actualización del indicador (segundos)');
    await user.clear(umbral);
    await user.type(umbral, '0');
    await user.clear(refresco);
    await user.type(refresco, '301');
    await user.click(within(form).getByTestId('save-pedidos-config'));
    expect(await within(form).findByText('El umbral debe estar entre 1 y 1440 minutos')).toBeTruthy();
    expect(within(form).getByText('La actualización debe estar entre 1 y 300 segundos')).toBeTruthy();
    expect(saved).toHaveLength(0);

    await user.clear(umbral);
    await user.type(umbral, '20');
    await user.clear(refresco);
    await user.type(refresco, '15');
    await user.click(within(form).getByTestId('save-pedidos-config'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ alertaMinutos: 20, refrescoMs: 15_000 });
    expect(saved[0]!.clientMutationId).toBeTruthy();
    expect(await screen.findByText('Configuración de pedidos guardada')).toBeTruthy();
  });

  it('saves the sitting length, and shows the api refusal', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    let refuse = true;
    stubApi({
      'GET /pedidos/config': () => okResponse(pedidosConfig()),
      'GET /reservas/configuracion': () => okResponse(reservasConfig()),
      'PUT /reservas/configuracion': (call) => {
        if (refuse) return failResponse('No tenés permisos para realizar esta acción', 403);
        saved.push(call.body);
        return okResponse(reservasConfig(90));
      },
    });
    renderSection();
    const form = await screen.findByTestId('reservas-config-form');
    const duracion = within(form).getByLabelText('Duración de cada reserva (minutos)');
    await user.clear(duracion);
    await user.type(duracion, '10');
    await user.click(within(form).getByTestId('save-reservas-config'));
    expect(await within(form).findByText('La duración debe estar entre 15 y 600 minutos')).toBeTruthy();
    await user.clear(duracion);
    await user.type(duracion, '90');
    await user.click(within(form).getByTestId('save-reservas-config'));
    expect((await within(form).findByTestId('form-error')).textContent).toBe('No tenés permisos para realizar esta acción');
    refuse = false;
    await user.click(within(form).getByTestId('save-reservas-config'));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ duracionMinutos: 90 })]));
    expect(await screen.findByText('Configuración de reservas guardada')).toBeTruthy();
  });

  it('has its texts in Portuguese and English', async () => {
    stubApi({ 'GET /pedidos/config': () => okResponse(pedidosConfig()), 'GET /reservas/configuracion': () => okResponse(reservasConfig()) });
    for (const [lang, label] of [
      ['br', 'Limite de pedido crítico (minutos)'],
      ['en', 'Critical order threshold (minutes)'],
    ] as const) {
      await act(async () => {
        await setLanguage(lang);
      });
      try {
        const view = renderSection();
        expect(await screen.findByLabelText(label)).toBeTruthy();
        view.unmount();
      } finally {
        await act(async () => {
          await setLanguage('es');
        });
      }
    }
  });
});
