import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../support';

test('a customer is created with the rules, edited, deactivated and reactivated', async ({ page }) => {
  const nombre = `Cliente e2e ${Date.now()}`;
  await signIn(page, USERS.cajero);
  await page.goto('/clientes');
  await expect(page.getByTestId('clientes-table')).toBeVisible();

  await page.keyboard.press('F8');
  const dialog = page.getByTestId('cliente-dialog');
  await page.keyboard.press('Control+Enter');
  for (const message of ['El nombre es obligatorio', 'El teléfono es obligatorio', 'La dirección es obligatoria', 'El departamento es obligatorio', 'La ciudad es obligatoria']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('no-es-un-mail');
  await dialog.getByRole('textbox', { name: /Teléfono/ }).fill('123');
  await dialog.getByRole('textbox', { name: 'CUIT/CUIL' }).fill('20-12345678-0');
  await dialog.getByRole('textbox', { name: /Dirección/ }).fill('Av. Corrientes');
  await dialog.getByRole('textbox', { name: /Departamento/ }).fill('PB A');
  await dialog.getByRole('textbox', { name: /Ciudad/ }).fill('Buenos Aires');
  await dialog.getByRole('textbox', { name: /Descuento/ }).fill('150');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByText('El e-mail no tiene un formato válido')).toBeVisible();
  await expect(dialog.getByText('El descuento debe estar entre 0 y 100')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('cliente.e2e@example.com');
  await dialog.getByRole('textbox', { name: /Descuento/ }).fill('10');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByText('El CUIT/CUIL no es válido: el dígito verificador no coincide')).toBeVisible();
  // Not the demo's Juan Pérez's CUIT (20-12345678-6): the same CUIT is refused as a look-alike.
  await dialog.getByRole('textbox', { name: 'CUIT/CUIL' }).fill('27-12345678-0');
  await page.keyboard.press('Control+Enter');
  // Only the api knows the venue's country rules for phones.
  await expect(dialog.getByText(/El teléfono no es válido/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Teléfono/ }).fill('11 2345-6789');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('F2');
  await page.keyboard.type(nombre);
  const row = page.getByTestId('cliente-row').filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+541123456789');
  await expect(row).toContainText(/10\s?%/);

  await row.getByRole('button', { name: 'Editar cliente' }).click();
  await dialog.getByRole('textbox', { name: /Descuento/ }).fill('15');
  await dialog.getByRole('button', { name: /Guardar/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(/15\s?%/);

  await row.getByRole('button', { name: 'Desactivar' }).click();
  await page.getByTestId('confirm-deactivate').click();
  await expect(row).toHaveCount(0);
  await page.getByText('Mostrar inactivos').click();
  await expect(row.getByText('Inactivo')).toBeVisible();
  await row.getByRole('button', { name: 'Reactivar' }).click();
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
});
