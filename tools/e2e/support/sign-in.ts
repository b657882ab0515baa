import { expect, type Page } from '@playwright/test';
import { mailLink } from './dev-mail';

export const DEMO_PASSWORD = 'mitti-demo';
/** The password of the accounts a journey makes. */
export const NEW_ACCOUNT_PASSWORD = 'kheti-2026!';

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Chooses an item of the header's account menu once the menu has grown into place. Clicked while
 * it is still being placed (a busy machine draws the first frames slowly), an item can move between
 * the press and the release, and the click then lands on neither (seen in CI: Log Out did nothing).
 */
export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account/i })
    .click();
  const menu = page.getByRole('menu');
  const paper = menu.locator('xpath=..');
  await expect(paper).toHaveCSS('opacity', '1');
  await expect(paper).toHaveCSS('transform', 'none');
  await menu.getByRole('menuitem', { name: item }).click();
}

/** Signs out through the header's account menu. */
export async function signOut(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, 'Log Out');
  await expect(page).toHaveURL(/\/farms$/);
}

/** A new account made through the API, its email confirmed by the link in /dev/mail; answers its email. */
export async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: name, email, password: NEW_ACCOUNT_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const confirm = await mailLink(
    page.request,
    email,
    'Confirm your email address',
    '/confirm-email',
  );
  const token = new URL(confirm, 'http://mitti.test').searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(
    200,
  );
  return email;
}

/** A new account (signUp), signed in through the login page; answers its email address. */
export async function signUpAndIn(page: Page, name: string): Promise<string> {
  const email = await signUp(page, name);
  await signInAs(page, email, NEW_ACCOUNT_PASSWORD);
  return email;
}
