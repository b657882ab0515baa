import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInAs } from '../support/sign-in';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const CAMPAIGN = 'Doon Basmati and Harsil Rajma Revival';

// One story, in order: invest, ask for a refund, the owner approves it, the owner posts an update.
test.describe.configure({ mode: 'serial' });

async function openCampaign(page: Page): Promise<string> {
  await page.goto('/farms');
  await page.getByLabel('Crop type').fill('Harsil Rajma');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page
    .getByRole('article')
    .getByRole('link', { name: /Invest Now|View Completed/ })
    .click();
  await expect(page.getByRole('heading', { name: CAMPAIGN })).toBeVisible();
  return page.url();
}

/** The side card's '₹X raised of ₹Y goal' line. */
function raisedLine(page: Page) {
  return page
    .getByText(/raised of/)
    .first()
    .locator('..');
}

async function raisedText(page: Page): Promise<string> {
  return ((await raisedLine(page).textContent()) ?? '').trim();
}

test('a failed card payment shows the reason and changes nothing', async ({ page }) => {
  await signInAs(page, 'investor@mitti.test');
  await openCampaign(page);
  const before = await raisedText(page);

  await page.getByRole('link', { name: 'Invest Now' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Investment Checkout' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm & Finalize Investment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(/^Payment Failed: .+/)).toBeVisible();

  await page.goBack();
  await page.reload();
  expect(await raisedText(page)).toBe(before);
});

test('an investor buys 2 units through the Test mode dialog and asks for a refund', async ({
  page,
}) => {
  await signInAs(page, 'investor@mitti.test');
  const campaignUrl = await openCampaign(page);
  const before = await raisedText(page);

  await page.getByRole('link', { name: 'Invest Now' }).click();
  await page.getByRole('button', { name: 'Add one unit' }).click();
  await expect(page.getByText('₹10,000').first()).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm & Finalize Investment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await dialog.getByLabel('Expiry').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Pay ₹10,000' }).click();

  await expect(page.getByText('Investment Successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(campaignUrl);
  await expect(raisedLine(page)).not.toHaveText(before);
  await expect(raisedLine(page)).toContainText('₹10,000 raised');

  await page.goto('/dashboard');
  const investment = page.getByRole('article').filter({ hasText: 'Doon Heritage Farms' }).first();
  await expect(investment).toContainText('₹10,000');
  await investment.getByRole('button', { name: 'Request Refund' }).click();
  const refund = page.getByRole('dialog');
  await refund.getByRole('button', { name: 'Submit Request' }).click();
  await expect(refund.getByText('Refund reason is required.')).toBeVisible();
  await refund.getByLabel('Reason for the refund').fill('My plans changed this season.');
  await refund.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Your refund request has been submitted for review.')).toBeVisible();
  await expect(investment).toContainText('Refund pending');
});

test('the farmer approves the refund; the investor sees it refunded and the raised amount back', async ({
  page,
}) => {
  await signInAs(page, 'farmer@mitti.test');
  const requests = page
    .getByRole('region', { name: /Refund requests/ })
    .or(page.getByLabel('Refund requests on your campaigns'));
  const request = requests
    .getByRole('article')
    .filter({ hasText: 'My plans changed this season.' })
    .first();
  await request.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(request).toContainText('Approved');

  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'investor@mitti.test');
  const investment = page.getByRole('article').filter({ hasText: 'Doon Heritage Farms' }).first();
  await expect(investment).toContainText(/Refunded|Approved/);
  await openCampaign(page);
  await expect(raisedLine(page)).toContainText('₹0 raised');
});

test('the farmer posts an update with two images; the investor reads it on the invested-farm page', async ({
  page,
}) => {
  const title = `First rajma flowers ${Date.now()}`;
  await signInAs(page, 'farmer@mitti.test');
  await openCampaign(page);
  const campaignId = page.url().split('/').pop();
  await page.goto(`/add-timeline-update/${campaignId}`);
  await expect(page.getByRole('heading', { name: 'Manage Timeline Updates' })).toBeVisible();
  await page.getByLabel(/^Update Title/).fill(title);
  await page
    .getByLabel(/^Description/)
    .fill('The Harsil rajma is in flower on the upper terraces.');
  await page.getByLabel('Update images').setInputFiles([
    { name: 'flowers.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
    { name: 'terrace.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
  ]);
  await expect(page.getByText('2 / 5 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add Update' }).click();
  await expect(page.getByText('Timeline update added successfully!')).toBeVisible();
  // The form is empty again, its title ready for the next update.
  await expect(page.getByLabel(/^Update Title/)).toBeFocused();
  await expect(page.getByLabel(/^Update Title/)).toHaveValue('');

  // The investor's (refunded) investment still opens the farm's page.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/dashboard');
  const investment = page.getByRole('article').filter({ hasText: 'Doon Heritage Farms' }).first();
  await investment.getByRole('link', { name: 'View Timeline & Updates' }).click();
  await expect(page.getByRole('link', { name: 'Back to Investments' })).toBeVisible();
  const update = page.getByText(title);
  await expect(update).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(title) })).toHaveCount(2);
});
