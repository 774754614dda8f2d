import { expect, type Locator, type Page } from '@playwright/test';

/** '$ 1.234,50' or '-$ 555,00' (es-AR) as integer centavos: the screens never show floats. */
export function minorOf(text: string): number {
  const negative = /^\s*-/.test(text.trim()) || /−/.test(text);
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`No amount in '${text}'`);
  const minor = Number(digits);
  return negative ? -minor : minor;
}

export async function minorIn(locator: Locator): Promise<number> {
  return minorOf((await locator.textContent()) ?? '');
}

/**
 * Makes every frame's window.print() count its calls on the top window instead of opening the
 * print dialog, so a test can see that printing happened.
 */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const top = window.top as (Window & { __prints?: number }) | null;
    window.print = () => {
      if (top) top.__prints = (top.__prints ?? 0) + 1;
    };
  });
}

export async function printsOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as Window & { __prints?: number }).__prints ?? 0);
}

/**
 * A keyboard-wedge scanner reading `code`: its key events, then Enter, about a millisecond apart,
 * at whatever has the focus. Sent from inside the page because the test runner's own key presses
 * are each a round trip and, on a busy machine, arrive slower than any scanner types.
 */
export async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate(
    async (keys) => {
      const target = document.activeElement ?? document.body;
      for (const key of keys) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
    [...code, 'Enter'],
  );
}

/** The product search (F2): types a term and adds the first match with Enter. */
export async function addBySearch(page: Page, term: string, expected: string): Promise<void> {
  await page.keyboard.press('F2');
  const dialog = page.getByTestId('product-search');
  await expect(dialog).toBeVisible();
  await page.keyboard.type(term);
  // The list answers each keystroke: an Enter that lands while the last answer replaces an earlier
  // one finds no option and adds nothing, so it is pressed again once the option is back.
  await expect(async () => {
    if (await dialog.isVisible()) {
      await expect(dialog.getByTestId('product-option').first()).toContainText(expected, { timeout: 2_000 });
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
