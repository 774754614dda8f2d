import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reserva } from '@resto/shared/contracts';
import { toIsoDate } from '@resto/shared/format';
import { addDays } from '@resto/shared/rules';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { mesa } from '../test/fixtures';
import ReservasPage from './reservas-page';

const hoy = toIsoDate(new Date());
const manana = addDays(hoy, 1);
const PLAN = [mesa({ id: 1, numero: 1, capacidad: 4 }), mesa({ id: 2, numero: 2, capacidad: 6, tam: 'grande', gridX: 2 })];

function reserva(overrides: Partial<Reserva> = {}): Reserva {
  return {
    id: 7,
    clienteNombre: 'Ana Pérez',
    telefono: null,
    email: null,
    fecha: hoy,
    hora: '22:00',
    personas: 2,
    mesaId: 1,
    mesaNumero: 1,
    notas: null,
    estado: 'confirmada',
    inicio: `${hoy}T22:00:00.000Z`,
    fin: `${hoy}T23:59:00.000Z`,
    draftId: null,
    fechaCreacion: '',
    fechaActualizacion: '',
    ...overrides,
  };
}

describe('/reservas', () => {
  it('lists the day by table and refuses a party larger than the table with its capacity before sending', { timeout: 45_000 }, async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /mesas': () => okResponse(PLAN),
      'GET /reservas': () => okResponse([reserva()]),
      'POST /reservas': (call) => okResponse(reserva({ id: 8, ...(call.body as object) }), 'Reserva creada', 201),
    });
    renderPage(<ReservasPage />, { path: '/reservas' });
    const card = await screen.findByTestId('reserva-7');
    expect(card.textContent).toContain('22:00 · Ana Pérez');
    expect(within(card).getByTestId('reserva-estado').textContent).toBe('Confirmada');
    expect(within(screen.getByTestId('grilla-mesa-1')).getByTestId('grilla-reserva-7')).toBeTruthy();
    expect(calls.find((c) => c.path === '/reservas')?.query.get('fecha')).toBe(hoy);

    // Tomorrow, so that 23:00 is never a time already passed.
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/reservas')
          .at(-1)
          ?.query.get('fecha'),
      ).toBe(manana),
    );
    await user.click(screen.getByTestId('nueva-reserva'));
    const dialog = await screen.findByTestId('reserva-dialog');
    await user.type(within(dialog).getByTestId('reserva-nombre'), 'Grupo Sosa');
    // The times are the venue's quarter hours from 10:00 to 23:00, written with its 24-hour clock.
    const hora = within(dialog).getByTestId('reserva-hora');
    const choices = within(hora)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices[1]).toBe('10:00');
    expect(choices.at(-1)).toBe('23:00');
    expect(choices).toContain('20:15');
    await user.selectOptions(hora, '23:00');
    await user.clear(within(dialog).getByTestId('reserva-personas'));
    await user.type(within(dialog).getByTestId('reserva-personas'), '5');
    await user.selectOptions(within(dialog).getByTestId('reserva-mesa'), '1');
    await user.click(within(dialog).getByTestId('reserva-guardar'));
    expect(await within(dialog).findByText('La mesa 1 tiene capacidad para 4 personas y la reserva es para 5')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByTestId('reserva-mesa'), '2');
    await user.click(within(dialog).getByTestId('reserva-guardar'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ clienteNombre: 'Grupo Sosa', fecha: manana, hora: '23:00', personas: 5, mesaId: 2, estado: 'confirmada' });
  });
});
