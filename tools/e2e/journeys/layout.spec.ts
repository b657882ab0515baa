import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInAs } from '../support/sign-in';

test.use({ reducedMotion: 'reduce' });

test('on a phone the dashboard draws the whole allocation ring inside its chart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'investor@mitti.test');
  const card = page.getByRole('region', { name: 'Allocation by farm' });
  const chart = card.getByRole('img', { name: /^Allocation by farm:/ });
  // MUI X Charts' own class names: the drawing, and the ring's arcs in it (not the legend's marks).
  const arcs = chart.locator('.MuiPieChart-root path');
  await expect(arcs.first()).toBeVisible();
  const drawing = await chart.locator('svg.MuiChartsSvgLayer-root').boundingBox();
  if (!drawing) throw new Error('the chart has no drawing');

  for (const arc of await arcs.all()) {
    const box = await arc.boundingBox();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(drawing.x - 1);
    expect(box.y).toBeGreaterThanOrEqual(drawing.y - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(drawing.x + drawing.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(drawing.y + drawing.height + 1);
  }
});

/** How far the page, or any of its tables, scrolls sideways: 0 when everything fits. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...[...document.querySelectorAll('table')].map(
        (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
      ),
    ),
  );
}

for (const [email, path, heading] of [
  ['investor@mitti.test', '/shop/orders', 'Your Orders'],
  ['admin@mitti.test', '/shop/admin/orders', 'Order fulfilment'],
] as const) {
  test(`${path} fits a tablet and a laptop without scrolling sideways`, async ({ page }) => {
    await signInAs(page, email);
    for (const width of [1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^#[0-9a-f]{6}$|^Order #[0-9a-f]{6}$/).first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    }
  });
}

test('the product editor shows whole SKUs at 1000 px', async ({ page }) => {
  await signInAs(page, 'admin@mitti.test');
  await page.setViewportSize({ width: 1000, height: 800 });
  const items = (await (await page.request.get('/api/items')).json()) as {
    response: { _id: string; name: string }[];
  };
  const rice = items.response.find((item) => item.name === 'Gobindobhog Rice');
  if (!rice) throw new Error('the demo data has no Gobindobhog Rice');
  await page.goto(`/shop/admin/products/${rice._id}`);
  const sku = page.getByRole('group', { name: 'Variant 1' }).getByLabel('SKU');
  await expect(sku).toHaveValue(/^GOBINDOBHOG-RICE-/);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('fieldset[aria-label^="Variant"] input')]
      .filter((input) => input.scrollWidth > input.clientWidth)
      .map((input) => (input as HTMLInputElement).value),
  );
  expect(cut).toEqual([]);
});
