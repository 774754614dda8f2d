import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_ROUTES, signIn, USERS } from '../support';

/** Collects CSP violations, from the page's own event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

// The walk is split (each page loads the shell and a remote: the 21 desktop pages and the handheld
// in one or even two tests took more than a test's two minutes with the other specs running beside
// them in CI). Seven desktop pages a test, then the handheld on its own.
const DESKTOP_PARTS = [DESKTOP_ROUTES.slice(0, 7), DESKTOP_ROUTES.slice(7, 14), DESKTOP_ROUTES.slice(14)];

for (const [index, routes] of DESKTOP_PARTS.entries()) {
  test(`the desktop pages run under the Content-Security-Policy, part ${index + 1} of ${DESKTOP_PARTS.length}: no violation (${routes.join(' ')})`, async ({ page }) => {
    const violations = await watchCsp(page);
    const first = await page.goto('/login');
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, USERS.admin);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByTestId('page-title').first(), route).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
}

test('the handheld runs under the Content-Security-Policy: no violation', async ({ browser }) => {
  const handheld = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const mobile = await handheld.newPage();
    const violations = await watchCsp(mobile);
    await signIn(mobile, USERS.mozo);
    await mobile.goto('/m/mesas');
    await expect(mobile.getByTestId('page-title').first()).toBeVisible();
    await expect(mobile.locator('[data-ready="true"]')).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await handheld.close();
  }
});

test('every settings section runs under the Content-Security-Policy: no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, USERS.admin);
  // The settings' tabs load their panels lazily: each one is opened (by its address, ?seccion=).
  await page.goto('/config');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const sections = (await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''))).map((id) => id.replace(/^tab-/, ''));
  expect(sections.length).toBeGreaterThan(1);
  for (const section of sections) {
    await page.goto(`/config?seccion=${section}`);
    await expect(page.getByTestId(`tab-${section}`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the phone and tablet layouts of the other remotes run under the Content-Security-Policy: no violation', async ({ browser }) => {
  // As an admin, who may open them all.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  const phoneViolations = await watchCsp(phonePage);
  await signIn(phonePage, USERS.admin);
  for (const route of ['/m/venta', '/m/precio', '/m/stock', '/m/reportes']) {
    await phonePage.goto(route);
    await expect(phonePage.getByTestId('page-title').first(), route).toBeVisible();
  }
  await phone.close();
  const tablet = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true });
  const tabletPage = await tablet.newPage();
  const tabletViolations = await watchCsp(tabletPage);
  await signIn(tabletPage, USERS.admin);
  await tabletPage.goto('/t/reportes');
  await expect(tabletPage.getByTestId('page-title').first()).toBeVisible();
  await tablet.close();

  expect([...phoneViolations, ...tabletViolations]).toEqual([]);
});

test('the api documentation (Swagger UI at /api/docs) works under the same policy: its operations show and try out, no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByText('Resto POS API').first()).toBeVisible();
  const health = page.locator('#operations-sistema-getHealth');
  await expect(health).toBeVisible();
  // Try it out: the page calls the api from its own origin (connect-src 'self').
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tr.response .response-col_status')).toHaveText('200');
  expect(violations).toEqual([]);
});
