import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/sign-in';
import { test } from '../support/test';

/** A page of the catalogue holds 24 (ITEM_PAGE_SIZE); the operator adds a little more than one. */
const ADDED = 26;

/** The operator adds `count` one-size products named `${name} 1` and on, through the API. */
async function addProducts(request: APIRequestContext, name: string, count: number) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@mitti.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  for (let index = 1; index <= count; index += 1) {
    const added = await request.post('/api/admin/products', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `${name} ${index}`,
        brand: 'Mitti Farms',
        category: 'Grains',
        farmName: 'Deccan Millet Farm',
        isOrganic: true,
        variants: [{ size: '1 kg', weight: 1000, price: 120, stock: 10 }],
      },
    });
    expect(added.status()).toBe(201);
  }
}

test('a search narrows the catalogue on the server, and Load more brings the rest', async ({
  page,
}) => {
  const name = `Foxtail Millet ${Date.now()}`;
  await addProducts(page.request, name, ADDED);
  const catalogueCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/items') catalogueCalls.push(url);
  });

  await page.goto('/shop/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(name);

  // The server found them: the first page of 26, in the order they were added.
  await expect(page.getByText(`Showing 24 of ${ADDED} products`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === name);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toHaveAccessibleName(`${name} 1`);
  expect(catalogueCalls.at(-1)?.searchParams.get('search')).toBe(name);

  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Showing ${ADDED} products`)).toBeVisible();
  await expect(cards).toHaveCount(ADDED);
  await expect(cards.nth(24)).toHaveAccessibleName(`${name} 25`);
  await expect(cards.last()).toHaveAccessibleName(`${name} ${ADDED}`);
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByText('That is every product.')).toBeFocused();
  expect(catalogueCalls.at(-1)?.searchParams.get('page')).toBe('2');

  // A product, then Back: the search and both pages are still there.
  await cards
    .last()
    .getByRole('link', { name: `${name} ${ADDED}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} ${ADDED}` })).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue(name);
  await expect(cards).toHaveCount(ADDED);

  // Another category has none of them; Back brings them again.
  await page.getByRole('button', { name: 'Spices', exact: true }).click();
  await expect(page.getByText('No Products Found')).toBeVisible();
  await expect(page).toHaveURL(/&category=Spices$/);
  await page.goBack();
  await expect(cards).toHaveCount(ADDED);

  // The address is a link to the same list: opened afresh, the server draws its first page.
  await page.goto(page.url());
  await expect(search).toHaveValue(name);
  await expect(page.getByText(`Showing 24 of ${ADDED} products`)).toBeVisible();

  // No screen asked for the whole catalogue.
  expect(catalogueCalls.filter((url) => !url.searchParams.has('page'))).toEqual([]);
});
