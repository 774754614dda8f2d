import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test('the realtime connection state appears once signed in', async ({ page }) => {
  await signIn(page);
  const status = page.getByTestId('realtime-status');
  await expect(status).toHaveAttribute('data-state', 'connected');
});

test('losing the network shows the offline banner until it comes back', async ({ page, context }) => {
  await signIn(page);
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'connected');
  await context.setOffline(true);
  await expect(page.getByText('Sin conexión a internet')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Sin conexión a internet')).toHaveCount(0);
});
