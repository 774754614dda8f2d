import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS, VENUE_TIMEZONE } from '../support';

/*
 * Dictation on the waiter handheld: on a phone without speech recognition the dictation offers its
 * text field (with s message); dos birras y una muzza para la 7' proposes those lines in
 * table 7's PENDING list, the waiter confirms once and the comanda has them once (through the
 * outbox, also after a reload).
 */

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } as const;

const BIRRA = 'Cerveza IPA tirada pinta';
const MUZZA = 'Pizza muzzarella';

interface MesaApi {
  id: number;
  numero: number;
  ocupada: boolean;
}
interface DraftApi {
  id: number;
  items: { nombre: string; cantidad: number; eliminado: boolean }[];
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: USERS.mozo.email, password: USERS.mozo.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Units of a product on table 7's comanda (deleted lines aside). */
function units(draft: DraftApi | null, nombre: string): number {
  return (draft?.items ?? []).filter((i) => i.nombre === nombre && !i.eliminado).reduce((sum, i) => sum + i.cantidad, 0);
}

test("dictating 'dos birras y una muzza para la 7' in text proposes those lines for table 7, and one confirmation sends them once", async ({ browser, request, baseURL }) => {
  const token = await apiToken(request);
  const mesa = (await apiGet<MesaApi[]>(request, token, '/mesas')).find((m) => m.numero === 7)!;
  expect(mesa).toBeTruthy();
  const before = await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`);
  const opened = before === null;

  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'es-AR', timezoneId: VENUE_TIMEZONE });
  // A browser without speech recognition: the dictation falls back to its text field.
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  const page = await context.newPage();
  try {
    await signIn(page, USERS.mozo);
    await page.goto('/m/mesas');
    await expect(page.getByTestId('mesas-lista')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('searchbox', { name: 'Buscar mesa por número' }).fill('7');
    await page.getByTestId('mesa-7').click();
    if (opened) await page.getByRole('dialog', { name: 'Abrir mesa 7' }).getByRole('button', { name: 'Abrir mesa' }).click();
    await expect(page.getByRole('heading', { name: 'Mesa 7' })).toBeVisible();

    // The dictation is downloaded on this tap, not with the handheld.
    const chunk = page.waitForResponse((r) => /dictado-panel[^/]*\.js$/.test(r.url()));
    await page.getByRole('button', { name: 'Dictar la comanda' }).click();
    expect((await chunk).ok()).toBe(true);
    const sheet = page.getByRole('dialog', { name: 'Dictar la comanda' });
    await expect(sheet.getByText('El reconocimiento de voz no está soportado en este navegador')).toBeVisible();
    await sheet.getByTestId('dictado-texto').fill('dos birras y una muzza para la 7');
    await sheet.getByRole('button', { name: 'Proponer líneas' }).click();

    await expect(page.getByText('Se propusieron 2 líneas para la mesa 7: revisalas y confirmá.')).toBeVisible();
    const pending = page.getByTestId('pendientes');
    await expect(pending).toContainText(BIRRA);
    await expect(pending).toContainText(MUZZA);
    // Nothing is sent until the waiter confirms.
    const start = await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`);
    expect(units(start, BIRRA)).toBe(units(before, BIRRA));
    // 2 × 5.500 + 10.500
    await expect(page.getByTestId('total-a-confirmar')).toHaveText(/21\.500,00/);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Productos confirmados y enviados a cocina')).toBeVisible();
    await expect(page.getByTestId('pendientes')).toHaveCount(0);

    const expected = { birra: units(start, BIRRA) + 2, muzza: units(start, MUZZA) + 1 };
    await expect.poll(async () => units(await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`), BIRRA)).toBe(expected.birra);
    // Once: a reload sends nothing again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mesa 7' })).toBeVisible();
    await expect(page.getByTestId('producto-pedido').filter({ hasText: MUZZA }).first()).toBeVisible();
    const after = await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`);
    expect({ birra: units(after, BIRRA), muzza: units(after, MUZZA) }).toEqual(expected);
  } finally {
    // A table this test opened is left free again.
    if (opened) {
      const draft = await apiGet<DraftApi | null>(request, token, `/mesas/${mesa.id}/draft`);
      if (draft) await request.delete(`/api/mesas/drafts/${draft.id}`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
    }
    await context.close();
  }
});
