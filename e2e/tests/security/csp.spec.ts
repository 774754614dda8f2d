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

test('the whole app runs under the Content-Security-Policy: no violation on any page', async ({ page, browser }) => {
  const violations = await watchCsp(page);
  const first = await page.goto('/login');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page, USERS.admin);
  for (const route of DESKTOP_ROUTES) {
    await page.goto(route);
    await expect(page.getByTestId('page-title').first(), route).toBeVisible();
  }

  const handheld = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await handheld.newPage();
  const mobileViolations = await watchCsp(mobile);
  await signIn(mobile, USERS.mozo);
  await mobile.goto('/m/mesas');
  await expect(mobile.getByTestId('page-title').first()).toBeVisible();
  await handheld.close();

  expect([...violations, ...mobileViolations]).toEqual([]);
});
