import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, USERS } from '../support';
import { minorIn } from '../caja/money-helpers';

/*
 * A cashier splits a table's bill by guests (tap a guest, then its products) and
 * charges each part on its own; the parts add up to the table's total and the table is free once
 * the last one is paid. The table is set up through the api as a waiter would order it; other
 * specs share this server, so it is a free table nobody else picks (the second-highest).
 */

interface MesaApi {
  id: number;
  numero: number;
  zona: string;
  ocupada: boolean;
}

async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { nombreUsuario: user.email, password: user.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('a cashier splits a table by guests and charges each part', async ({ page, request }) => {
  const cajero = { Authorization: `Bearer ${await apiToken(request, USERS.cajero)}` };
  const mozo = { Authorization: `Bearer ${await apiToken(request, USERS.mozo)}` };
  const state = (await (await request.get('/api/arqueos', { headers: cajero })).json()) as { data: { abierto: unknown } };
  if (!state.data.abierto) {
    const opened = await request.post('/api/arqueos', { headers: cajero, data: { montoInicial: 20000, observaciones: 'Apertura de la prueba de cuentas divididas' } });
    if (!opened.ok()) expect(((await opened.json()) as { message: string }).message).toContain('Ya hay un arqueo abierto');
  }
  const mesas = ((await (await request.get('/api/mesas', { headers: mozo })).json()) as { data: MesaApi[] }).data.filter((m) => !m.ocupada).sort((a, b) => b.numero - a.numero);
  const mesa = mesas[1] ?? mesas[0]!;
  const opened = await request.post(`/api/mesas/${mesa.id}/draft`, { headers: mozo, data: { comensales: 3 } });
  expect(opened.status()).toBe(201);
  const draftId = ((await opened.json()) as { data: { id: number } }).data.id;
  const menu = ((await (await request.get('/api/productos/buscar?q=BEB', { headers: mozo })).json()) as { data: { id: number; codigoSku: string }[] }).data;
  for (const sku of ['BEB-001', 'BEB-002', 'BEB-001']) {
    const producto = menu.find((p) => p.codigoSku === sku)!;
    expect((await request.post(`/api/mesas/drafts/${draftId}/items`, { headers: mozo, data: { productoId: producto.id, cantidad: 1 } })).status()).toBe(201);
  }

  await signIn(page, USERS.cajero);
  await page.goto('/resto');
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected');
  await page.getByTestId(`zona-${mesa.zona}`).click();
  await page.getByTestId(`mesa-${mesa.numero}`).click();
  const panel = page.getByTestId('draft-panel');
  const total = await minorIn(panel.getByTestId('draft-total'));
  await panel.getByTestId('dividir-cuenta').click();

  const split = page.getByTestId('split-bill');
  await split.getByTestId('split-modo').getByText('Por comensal').click();
  const items = split.locator('[data-testid^="split-item-"]');
  await expect(items).toHaveCount(3);
  for (const guest of [1, 2, 3]) {
    await split.getByTestId(`split-grupo-${guest}`).click();
    await items.nth(guest - 1).click();
    await expect(items.nth(guest - 1)).toContainText(`Comensal ${guest}`);
  }
  await split.getByTestId('split-confirmar').click();
  await expect(split.getByTestId('split-part-total')).toHaveCount(3);
  let sum = 0;
  for (let i = 0; i < 3; i++) sum += await minorIn(split.getByTestId('split-part-total').nth(i));
  expect(sum).toBe(total);

  for (let n = 1; n <= 3; n++) {
    const part = split
      .getByTestId('split-parts')
      .getByRole('row')
      .filter({ hasText: `Parte ${n}` });
    const partTotal = await minorIn(part.getByTestId('split-part-total'));
    await part.getByTestId('split-part-cobrar').click();
    const pay = page.getByTestId('close-sale');
    expect(await minorIn(pay.getByTestId('close-sale-total'))).toBe(partTotal);
    await pay.getByTestId('confirm-payment').click();
    await expect(pay.getByText(/Venta N° \d+ cobrada/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pay).toBeHidden();
    if (n < 3) {
      await expect(
        split
          .getByTestId('split-parts')
          .getByRole('row')
          .filter({ hasText: `Parte ${n}` }),
      ).toContainText('Cobrada');
      // The table stays open until its last part is paid.
      const draft = (await (await request.get(`/api/mesas/${mesa.id}/draft`, { headers: mozo })).json()) as { data: { estado: string } | null };
      expect(draft.data?.estado).toBe('activo');
    }
  }
  await expect(page.getByTestId(`mesa-${mesa.numero}`)).toHaveAttribute('data-estado', 'libre');
  const after = (await (await request.get(`/api/mesas/${mesa.id}/draft`, { headers: mozo })).json()) as { data: unknown };
  expect(after.data).toBeNull();
});
