import { expect, test } from '@playwright/test';
import { expectPageTitle, signIn } from '../support';

// A manager on a tablet sees the whole zone: the plan shrinks to the width instead of hiding
// tables past the right edge (layouts that fit).
test.use({ viewport: { width: 800, height: 1280 } });

test('/resto at 800x1280 shows every table of the zone inside the plan, without scrolling sideways', async ({ page }) => {
  await signIn(page);
  await page.goto('/resto');
  await expectPageTitle(page, 'Mesas');
  const plan = page.getByTestId('plano');
  await expect(plan.locator('[data-testid^="mesa-"][data-estado]').first()).toBeVisible();
  const scroller = page.getByTestId('plano-marco');
  const frame = (await scroller.boundingBox())!;
  const tiles = plan.locator('[data-testid^="mesa-"][data-estado]');
  const count = await tiles.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const box = (await tiles.nth(i).boundingBox())!;
    expect(box.x + box.width, `table ${await tiles.nth(i).getAttribute('data-testid')} ends inside the plan`).toBeLessThanOrEqual(frame.x + frame.width);
  }
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
