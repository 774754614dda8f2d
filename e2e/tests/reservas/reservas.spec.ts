import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectPageTitle, signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * Reservations: a party of 5 on a table for 4 is refused with the table's capacity in
 * the message (by the form and by the api); a valid one within the hour is booked on /reservas
 * and the floor plan shows its table as reservada with the party's name; cancelling it frees the
 * table on the plan live. Other specs share this server: the table is a free one for 4 in the
 * middle of the plan (others take the lowest or the highest), and the reservation is cancelled after.
 */
test.describe.configure({ mode: 'serial' });

const ZONE = VENUE_TIMEZONE;

interface MesaApi {
  id: number;
  numero: number;
  zona: string;
  capacidad: number;
  ocupada: boolean;
  reserva?: unknown;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.admin.email, password: USERS.admin.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The venue's wall clock (date and HH:mm) `minutes` from now, rounded up to the quarter hour (the form's time choices). */
function venueTime(minutes: number): { fecha: string; hora: string } {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 900_000) * 900_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { fecha: `${parts.year}-${parts.month}-${parts.day}`, hora: `${parts.hour}:${parts.minute}` };
}

let token: string;
let mesa: MesaApi;
const nombre = `Reserva e2e ${Date.now()}`;
let reservaId: number | null = null;

test.beforeAll(async ({ request }) => {
  token = await apiToken(request);
  const response = await request.get('/api/mesas', { headers: { Authorization: `Bearer ${token}` } });
  const libres = ((await response.json()) as { data: MesaApi[] }).data.filter((m) => !m.ocupada && !m.reserva && m.capacidad === 4).sort((a, b) => a.numero - b.numero);
  expect(libres.length).toBeGreaterThan(2);
  mesa = libres[Math.floor(libres.length / 2)]!;
});

test.afterAll(async ({ request }) => {
  if (reservaId !== null) {
    await request.patch(`/api/reservas/${reservaId}/estado`, { headers: { Authorization: `Bearer ${token}` }, data: { estado: 'cancelado' } });
  }
});

test('a party of 5 on a table for 4 is refused with the capacity; a valid one within the hour shows on the floor plan as reservada', async ({ page, request }) => {
  const { fecha, hora } = venueTime(30);
  // Reservation hours are 10:00 to 23:00: this test books one within the next hour.
  expect(hora >= '10:00' && hora <= '23:00', `venue time ${hora} is within reservation hours`).toBe(true);
  const capacidad = `La mesa ${mesa.numero} tiene capacidad para 4 personas y la reserva es para 5`;

  // The api refuses it and says the capacity.
  const refused = await request.post('/api/reservas', {
    headers: { Authorization: `Bearer ${token}` },
    data: { clienteNombre: nombre, fecha, hora, personas: 5, mesaId: mesa.id },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(capacidad);

  await signIn(page, USERS.admin);
  await page.goto('/reservas');
  await expectPageTitle(page, 'Reservas');
  await expect(page.getByTestId('reservas-fecha')).toHaveValue(/\d{2}\/\d{2}\/\d{4}/);
  await page.getByTestId('nueva-reserva').click();
  const dialog = page.getByTestId('reserva-dialog');
  await dialog.getByTestId('reserva-nombre').fill(nombre);
  await dialog.getByTestId('reserva-telefono').fill('11 5555-0000');
  await dialog.getByTestId('reserva-hora').selectOption(hora);
  await dialog.getByTestId('reserva-personas').fill('5');
  await dialog.getByTestId('reserva-mesa').selectOption(String(mesa.id));
  await dialog.getByTestId('reserva-guardar').click();
  await expect(dialog.getByText(capacidad)).toBeVisible();

  await dialog.getByTestId('reserva-personas').fill('2');
  await dialog.getByTestId('reserva-guardar').click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('reservas-lista').locator('[data-estado]', { hasText: nombre });
  await expect(card).toContainText(hora);
  await expect(card).toHaveAttribute('data-estado', 'confirmada');
  await expect(page.getByTestId(`grilla-mesa-${mesa.numero}`)).toContainText(nombre);
  const day = await request.get(`/api/reservas?fecha=${fecha}`, { headers: { Authorization: `Bearer ${token}` } });
  const saved = ((await day.json()) as { data: { id: number; clienteNombre: string }[] }).data.find((r) => r.clienteNombre === nombre);
  expect(saved).toBeDefined();
  reservaId = saved!.id;

  // The floor plan: the table is reserved, with the party's name.
  await page.goto('/resto');
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected');
  await page.getByTestId(`zona-${mesa.zona}`).click();
  const tile = page.getByTestId(`mesa-${mesa.numero}`);
  await expect(tile).toHaveAttribute('data-estado', 'reservada');
  await expect(tile.getByTestId('mesa-reserva')).toHaveText(`${hora} · ${nombre}`);

  // Cancelled elsewhere: the plan frees the table without a reload.
  const cancelled = await request.patch(`/api/reservas/${reservaId}/estado`, { headers: { Authorization: `Bearer ${token}` }, data: { estado: 'cancelado' } });
  expect(cancelled.ok()).toBe(true);
  reservaId = null;
  await expect(tile).toHaveAttribute('data-estado', 'libre');
});
