import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'mitti-demo';

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
