import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Caja, GeneralConfigUpdate } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { generalConfigFixture, tipoCambioFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import ConfigPage from './config-page';

const ars = tipoCambioFixture({ id: 1, moneda: 'ARS', valor: '0', esDefault: true, esMonedaLocal: true });
const caja = (id: number, nombre: string, over: Partial<Caja> = {}): Caja => ({ id, nombre, activa: true, arqueoAbiertoId: null, creado: '2025-05-01T10:00:00.000Z', ...over });

afterEach(() => resetSessionForTests());

describe('/config general: tills and shifts', () => {
  beforeEach(() => signInAs('admin'));

  it('shows both settings off by default and saves them on', async () => {
    const user = userEvent.setup();
    const saved: GeneralConfigUpdate[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars]),
      'GET /cajas': () => okResponse([caja(1, 'Caja principal')]),
      'PUT /configuracion/general': (call) => {
        saved.push(call.body as GeneralConfigUpdate);
        return okResponse(generalConfigFixture({ variasCajas: true, variosArqueosPorDia: true }), 'Configuración guardada');
      },
    });
    renderPage(<ConfigPage />, { path: '/config' });
    const form = await screen.findByTestId('general-config-form');
    const varias = within(form).getByLabelText(/Varias cajas a la vez/) as HTMLInputElement;
    const turnos = within(form).getByLabelText(/Varios turnos por día/) as HTMLInputElement;
    expect([varias.checked, turnos.checked]).toEqual([false, false]);
    await user.click(varias);
    await user.click(turnos);
    await user.click(within(form).getByTestId('save-general'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ variasCajas: true, variosArqueosPorDia: true });
  });

  it('lists the tills, adds one, renames one and deactivates one', async () => {
    const user = userEvent.setup();
    let cajas = [caja(1, 'Caja principal', { arqueoAbiertoId: 7 }), caja(2, 'Barra')];
    const sent: { method: string; path: string; body: unknown }[] = [];
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars]),
      'GET /cajas': () => okResponse(cajas),
      'POST /cajas': (call) => {
        sent.push(call);
        const nombre = (call.body as { nombre: string }).nombre;
        if (nombre === 'Barra') return failResponse('Ya existe una caja llamada Barra', 409);
        cajas = [...cajas, caja(3, nombre)];
        return okResponse(cajas[2], 'Caja creada', 201);
      },
      'PATCH /cajas/:id': (call) => {
        sent.push(call);
        const id = Number(call.params.id);
        cajas = cajas.map((c) => (c.id === id ? { ...c, ...(call.body as Partial<Caja>) } : c));
        return okResponse(
          cajas.find((c) => c.id === id),
          'Caja actualizada',
        );
      },
    });
    renderPage(<ConfigPage />, { path: '/config' });
    const section = await screen.findByTestId('cajas-section');
    const principal = await within(section).findByTestId('caja-1');
    expect(principal.textContent).toContain('Abierta');

    const nueva = within(section).getByTestId('nueva-caja');
    await user.click(within(nueva).getByRole('button', { name: 'Agregar caja' }));
    expect(await within(nueva).findByText('El nombre de la caja es obligatorio')).toBeTruthy();
    await user.type(within(nueva).getByLabelText('Nueva caja'), 'Barra');
    await user.click(within(nueva).getByRole('button', { name: 'Agregar caja' }));
    expect(await within(nueva).findByText('Ya existe una caja llamada Barra')).toBeTruthy();
    await user.clear(within(nueva).getByLabelText('Nueva caja'));
    await user.type(within(nueva).getByLabelText('Nueva caja'), 'Terraza');
    await user.click(within(nueva).getByRole('button', { name: 'Agregar caja' }));
    expect(await within(section).findByTestId('caja-3')).toBeTruthy();
    expect(sent.filter((c) => c.method === 'POST').map((c) => (c.body as { nombre: string }).nombre)).toEqual(['Barra', 'Terraza']);

    const barra = within(section).getByTestId('caja-2');
    await user.click(within(barra).getByRole('button', { name: 'Renombrar' }));
    const input = within(barra).getByLabelText('Nombre de la caja');
    await user.clear(input);
    await user.type(input, 'Barra VIP{Enter}');
    await waitFor(() => expect(within(section).getByTestId('caja-2').textContent).toContain('Barra VIP'));
    await user.click(within(within(section).getByTestId('caja-2')).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(within(section).getByTestId('caja-2').textContent).toContain('Desactivada'));
    expect(sent.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([expect.objectContaining({ nombre: 'Barra VIP' }), expect.objectContaining({ activa: false })]);
  });

  it('shows the tills without managing them to who lacks caja.supervisar', async () => {
    await signInAs('empleado', ['config.editar', 'caja.abrir-cerrar']);
    stubApi({
      'GET /configuracion/general': () => okResponse(generalConfigFixture()),
      'GET /tipos-de-cambio': () => okResponse([ars]),
      'GET /cajas': () => okResponse([caja(1, 'Caja principal')]),
    });
    renderPage(<ConfigPage />, { path: '/config' });
    const section = await screen.findByTestId('cajas-section');
    expect(await within(section).findByTestId('caja-1')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Renombrar' })).toBeNull();
    expect(within(section).queryByTestId('nueva-caja')).toBeNull();
  });
});
