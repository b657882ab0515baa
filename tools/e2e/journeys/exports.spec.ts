import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInAs } from '../support/sign-in';

/** Clicks the button and answers the name and first bytes of the file the browser saved. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile(await file.path(), 'latin1');
  return { name: file.suggestedFilename(), text };
}

test('an operator downloads the investments of a range of days as CSV', async ({ page }) => {
  await signInAs(page, 'admin@mitti.test');
  await page.goto('/admin?tab=exports');
  await page.getByLabel('From').fill('2000-01-01');
  await page.getByLabel('To').fill('2100-12-31');
  const { name, text } = await download(page, () =>
    page.getByRole('button', { name: 'Investments (CSV)' }).click(),
  );
  expect(name).toBe('mitti-investments-2000-01-01-to-2100-12-31.csv');
  expect(text).toContain('investment_id,date_ist,investor_name');
  expect(text).toContain('investor@mitti.test');
});

test('a shopper downloads an invoice and an investor a certificate, as PDF', async ({ page }) => {
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/shop/orders');
  const invoice = await download(page, () =>
    page
      .getByRole('button', { name: /^Invoice \(PDF\) of order/ })
      .first()
      .click(),
  );
  expect(invoice.name).toMatch(/^mitti-invoice-MIT-\w{6}\.pdf$/);
  expect(invoice.text.startsWith('%PDF-')).toBe(true);

  await page.goto('/dashboard');
  const certificate = await download(page, () =>
    page.getByRole('button', { name: 'Certificate (PDF)' }).first().click(),
  );
  expect(certificate.name).toMatch(/^mitti-certificate-\w{8}\.pdf$/);
  expect(certificate.text.startsWith('%PDF-')).toBe(true);
});
