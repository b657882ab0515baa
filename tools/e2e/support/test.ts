import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

const APP_READY = 'html[data-app-ready]';

/** An address in 10.0.0.0/8 made from the test's id: the same test, the same address. */
function clientAddress(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

/**
 * Playwright's `test`, whose page waits until the app has taken over the page (`<html
 * data-app-ready>`, set by the site layout) after `goto` and before each locator action: a page the
 * server drew shows at once but does not answer clicks or typing until then. Pages loaded with
 * JavaScript off are left as they are.
 */
export const test = base.extend({
  /**
   * Each journey comes from an address of its own (through X-Forwarded-For: the server trusts the
   * loopback proxy, TRUST_PROXY in playwright.config.ts), as its people would: the login throttle
   * counts per address, and a whole suite signing in from one address within a minute would be
   * refused as an attacker is.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress(testInfo.testId) });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator(APP_READY).waitFor({ state: 'attached' });
        return response;
      };
      await page.addLocatorHandler(
        page.locator('html:not([data-app-ready])'),
        async () => {
          await page.locator(APP_READY).waitFor({ state: 'attached' });
        },
        { noWaitAfter: true },
      );
    }
    await use(page);
  },
});
