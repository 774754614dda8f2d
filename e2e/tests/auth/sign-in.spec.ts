import { expect, test } from '@playwright/test';
import { USERS, expectPageTitle, fillLogin, signIn } from '../support';

test('wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, USERS.admin.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Credenciales incorrectas');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the required messages without calling the server', async ({ page }) => {
  await page.goto('/login');
  let called = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/login')) called = true;
  });
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  expect(called).toBe(false);
});

test('signing in lands on the dashboard, and /login then redirects signed-in users', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectPageTitle(page, 'Dashboard');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a protected page sends the visitor to /login and back to it after signing in', async ({ page }) => {
  await page.goto('/historial-ventas');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, ` ${USERS.admin.email} `, USERS.admin.password);
  await expect(page).toHaveURL(/\/historial-ventas$/);
  await expectPageTitle(page, 'Historial de ventas');
});

test('an unknown path goes to the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout asks for confirmation, clears the session and returns to /login', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k.startsWith('rf_enc_'))).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
