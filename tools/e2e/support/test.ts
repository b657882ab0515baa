import { test as base } from '@playwright/test';

const APP_READY = 'html[data-app-ready]';

/**
 * Playwright's `test`, whose page waits until the app has taken over the page (`<html
 * data-app-ready>`, set by the site layout) after `goto` and before each locator action: a page the
 * server drew shows at once but does not answer clicks or typing until then. Pages loaded with
 * JavaScript off are left as they are.
 */
export const test = base.extend({
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
