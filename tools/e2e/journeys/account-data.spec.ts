import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { devMail } from '../support/dev-mail';

// India's DPDP Act: a new person signs up, takes a copy of their data, deletes the account, and can
// no longer sign in with it.
test('sign up, download my data, delete the account, and no longer sign in', async ({ page }) => {
  const email = `leaving.${Date.now()}@example.com`;
  const password = 'kheti-2026!';

  await page.goto('/signup');
  await page.getByLabel('Username').fill('Rohan Mehta');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page is loaded on demand: until it shows, the sign-up form is still on screen.
  await expect(page.getByText('Signup successful! Please log in.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mitti-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { email: string; name: string };
  };
  expect(data.profile).toMatchObject({ email, name: 'Rohan Mehta' });
  await expect(yourData.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('investments, shop orders, payments and refunds are kept');
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The goodbye email went to the address before it was wiped.
  await expect(async () => {
    const list = await devMail(page.request);
    expect(
      list
        .split('<tr>')
        .some((row) => row.includes(email) && row.includes('Your Mitti account was deleted')),
    ).toBe(true);
  }).toPass({ timeout: 30_000 });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
