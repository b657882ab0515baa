import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInAs } from '../support/sign-in';

// On a slow phone the scripts take seconds. Until they run, a page the same for everyone (the
// landing page, the listing, a campaign, the catalogue, a product) is already there, drawn by the
// server with its data; a page about the visitor shows the product's loader, not a blank screen.
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  const rendered: [path: string, heading: string][] = [
    ['/', 'Back verified organic farms and grow with every harvest'],
    ['/farms', 'Agricultural Investment Opportunities'],
    ['/how-it-works', 'How It Works'],
    ['/shop/', 'Mitti Market'],
  ];
  for (const [path, heading] of rendered) {
    test(`${path} is drawn by the server`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Germinating...')).toHaveCount(0);
    });
  }

  test('a campaign and a product come with their data and their titles', async ({ page }) => {
    const listing = (await (await page.request.get('/api/campaigns?limit=1')).json()) as {
      campaigns: { _id: string; campaignTitle: string }[];
    };
    const [campaign] = listing.campaigns;
    if (!campaign) throw new Error('the demo data has no campaign');
    await page.goto(`/campaign/${campaign._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: campaign.campaignTitle }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${campaign.campaignTitle} · Mitti Invest`);
    // A link shared on WhatsApp or X shows the campaign's picture, title and progress.
    const meta = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(meta('og:title')).toHaveAttribute(
      'content',
      `${campaign.campaignTitle} · Mitti Invest`,
    );
    await expect(meta('og:description')).toHaveAttribute(
      'content',
      /raised of ₹[\d,]+ \(\d+% funded\)/,
    );
    await expect(meta('og:image')).toHaveAttribute('content', /^http:\/\/.*\/uploads\//);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/campaign/${campaign._id}$`),
    );

    await page.goto('/shop/');
    await page.getByRole('link', { name: 'Gobindobhog Rice' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gobindobhog Rice' })).toBeVisible();
    await expect(page).toHaveTitle('Gobindobhog Rice · Mitti Market');
    await expect(meta('og:description')).toHaveAttribute('content', /From ₹\d+\.\d{2}\./);
  });

  test('the contact form comes with its campaign choice', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Campaign (optional)' })).toBeVisible();
  });

  for (const [width, shown, hidden] of [
    [390, 'phone', 'desktop'],
    [1280, 'desktop', 'phone'],
  ] as const) {
    test(`the header is drawn for a ${shown} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/farms');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const links = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(shown === 'phone' ? menuButton : links).toBeVisible();
      await expect(hidden === 'phone' ? menuButton : links).toBeHidden();
    });
  }

  test('an unknown address is a 404 page', async ({ page }) => {
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('a product that does not exist is a 404 page, titled so', async ({ page }) => {
    const product = await page.goto('/shop/itemInfo/no-such-product');
    expect(product?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page).toHaveTitle('Product not found · Mitti Market');
  });

  for (const path of ['/dashboard', '/shop/cart']) {
    test(`${path} shows the loader`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('status')).toHaveText('Germinating...');
    });
  }
});

/** Errors the page raises or logs, hydration mismatches (React error #418) among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

// The server draws one page for every width; CSS lays it out, so taking it over changes nothing.
for (const width of [390, 800, 1280]) {
  test(`every server-drawn page is taken over at ${width} px without an error`, async ({
    page,
  }) => {
    const listing = (await (await page.request.get('/api/campaigns?limit=1')).json()) as {
      campaigns: { _id: string }[];
    };
    const items = (await (await page.request.get('/api/items')).json()) as {
      response: { _id: string }[];
    };
    const campaignId = listing.campaigns[0]?._id;
    const itemId = items.response[0]?._id;
    if (!campaignId || !itemId) throw new Error('the demo data has no campaign or item');
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);

    for (const path of [
      '/',
      '/farms',
      `/campaign/${campaignId}`,
      '/about',
      '/how-it-works',
      '/contact',
      '/shop/',
      `/shop/itemInfo/${itemId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the app takes over the server-drawn catalogue without redrawing it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/shop/');
  const heading = page.getByRole('heading', { level: 1, name: 'Mitti Market' });
  await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
  // Hydrated: the search box answers typing, on the very element the server drew.
  await page.getByPlaceholder('Search products...').fill('no such product');
  await expect(page.getByText('No Products Found')).toBeVisible();
  await expect(heading).toHaveAttribute('data-drawn-by', 'server');
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets the server-drawn pages taken over cleanly', async ({ page }) => {
  await signInAs(page, 'investor@mitti.test');
  const errors = collectErrors(page);
  for (const path of ['/', '/farms', '/shop/']) {
    await page.goto(path);
    // The account's menu comes once the app has the page.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
