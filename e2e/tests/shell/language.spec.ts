import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test('the language choice persists across reloads', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByTestId('nav-historial-ventas')).toContainText('Sales history');
  await page.reload();
  await expect(page.getByTestId('nav-historial-ventas')).toContainText('Sales history');
  await page.getByTestId('language-select').selectOption('br');
  await expect(page.getByTestId('nav-historial-ventas')).toContainText('Histórico de vendas');
});

test('an invalid stored language falls back to Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rf_lang', 'xx'));
  await signIn(page);
  await expect(page.getByTestId('nav-historial-ventas')).toContainText('Historial de ventas');
});
