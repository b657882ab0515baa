import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO_PASSWORD } from '../support/sign-in';

// Every page of both apps, as the person who would open it, checked by axe against WCAG 2.1 A and AA:
// no serious or critical violation (colour contrast included).

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/**
 * What a page shows while it waits for its code or data: the loader, a spinner or bar without a
 * value, a skeleton, a region marked busy.
 */
const STILL_LOADING =
  '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]';

/** Checks the page once it has settled: its heading and footer shown, nothing still loading. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator(STILL_LOADING)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await seriousViolations(page, path)));
  expect(found).toEqual([]);
}

test('a visitor’s pages of both apps have no serious accessibility violation', async ({
  page,
  request,
}) => {
  const { campaigns } = await getJson<{ campaigns: { _id: string }[] }>(
    request,
    '/api/campaigns?limit=1',
  );
  const { response: items } = await getJson<{ response: { _id: string }[] }>(request, '/api/items');
  await expectAccessible(page, [
    '/',
    '/farms',
    `/campaign/${campaigns[0]!._id}`,
    '/how-it-works',
    '/about',
    '/contact',
    '/login',
    '/login?next=%2Fshop%2Fcart&session=ended',
    '/signup',
    '/forgot-password',
    '/reset-password?token=x',
    '/confirm-email?token=x',
    '/confirm-email-change?token=x',
    '/shop/',
    `/shop/itemInfo/${items[0]!._id}`,
  ]);
});

test('an investor’s and shopper’s pages have no serious accessibility violation', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'investor@mitti.test');
  const { investments } = await getJson<{
    investments: { _id: string; campaignId: { _id: string } }[];
  }>(request, '/api/user-campaigns', token);
  const investment = investments[0]!;
  await signInWithToken(page, token);
  await expectAccessible(page, [
    '/dashboard',
    '/profile',
    `/invested-farm-details/${investment.campaignId._id}/${investment._id}`,
    // Not the owner: told so instead of the timeline tools.
    `/add-timeline-update/${investment.campaignId._id}`,
    '/shop/cart',
    '/shop/cart/checkOut',
    '/shop/orders',
  ]);
});

test('a farmer’s pages have no serious accessibility violation', async ({ page, request }) => {
  const token = await tokenFor(request, 'farmer@mitti.test');
  const { campaigns } = await getJson<{ campaigns: { _id: string }[] }>(
    request,
    '/api/user-campaigns',
    token,
  );
  await signInWithToken(page, token);
  await expectAccessible(page, [
    '/create',
    '/dashboard',
    `/add-timeline-update/${campaigns[0]!._id}`,
  ]);
});

test('the verification prompt and the operators’ pages have no serious violation', async ({
  browser,
  request,
}) => {
  for (const [email, paths] of [
    ['newfarmer@mitti.test', ['/create']],
    [
      'admin@mitti.test',
      ['/admin', '/admin?tab=audit', '/admin/users', '/shop/admin/orders', '/shop/admin/stock'],
    ],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithToken(page, await tokenFor(request, email));
    await expectAccessible(page, [...paths]);
    await context.close();
  }
});
