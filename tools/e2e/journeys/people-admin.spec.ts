import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/test';
import { DEMO_PASSWORD, signInAs, signOut } from '../support/sign-in';

const INVESTOR = 'investor@mitti.test';

/** The investor is an ordinary account again, for the journeys that run after this one. */
async function demoteInvestor(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@mitti.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const found = await request.get(`/api/admin/users?search=${INVESTOR}`, { headers });
  const { users } = (await found.json()) as { users: { _id: string }[] };
  await request.put(`/api/admin/users/${users[0]!._id}/role`, {
    headers,
    data: { role: 'user' },
  });
}

test.afterEach(async ({ request }) => {
  await demoteInvestor(request);
});

test('an operator finds the investor at /admin/users and makes them an operator, who opens /admin', async ({
  page,
}) => {
  await signInAs(page, 'admin@mitti.test');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Name, email or phone' }).fill(INVESTOR);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'People' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('link', { name: new RegExp(INVESTOR) }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByText(INVESTOR, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /^Orders \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Make operator' }).click();
  const confirm = page.getByRole('dialog', { name: /an operator\?$/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Make operator' }).click();
  await expect(page.getByText(/is now an operator\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove operator role' })).toBeVisible();

  await page.goto('/admin?tab=audit');
  const entry = page.getByRole('list', { name: 'Audit log' }).getByRole('article').first();
  await expect(entry.getByRole('heading', { name: 'Made an operator' })).toBeVisible();
  await expect(entry.getByText('role: user → admin')).toBeVisible();
  await signOut(page);

  await signInAs(page, INVESTOR);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Audit log' })).toBeVisible();
});
