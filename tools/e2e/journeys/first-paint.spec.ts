import { expect, test } from '@playwright/test';

// On a slow phone the scripts take seconds: until they run, each app's page already shows the
// product's loader, not a blank screen.
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/farms', '/shop/', '/shop/cart']) {
    test(`${path} shows the loader`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('status')).toHaveText('Germinating...');
    });
  }
});

test('the app replaces the loader with the page', async ({ page }) => {
  await page.goto('/shop/');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeAttached();
  await expect(page.getByText('Germinating...')).toHaveCount(0);
});
