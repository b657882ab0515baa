import { expect } from '@playwright/test';
import { test } from '../support/test';
import { submitCampaign } from '../support/campaign-form';
import { signInAs } from '../support/sign-in';

test('a visitor goes from the landing page to a farm: pages, sorts, filters by crop, reads every tab', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Spotlight Investments' })).toBeVisible();
  await expect(page.getByText('100% Funded').first()).toBeVisible();
  await page.getByRole('link', { name: 'Explore Farms' }).click();

  await expect(page).toHaveURL(/\/farms$/);
  await expect(
    page.getByRole('heading', { name: 'Agricultural Investment Opportunities' }),
  ).toBeVisible();
  await expect(page.getByText('Showing 16 results')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();

  // Funding Progress puts a fully funded farm first.
  await page.getByLabel('Sort by').selectOption('Funding Progress');
  await expect(cards.first().getByText('100% Funded')).toBeVisible();

  // A crop picked from the suggestions.
  await page.getByLabel('Crop type').fill('gobindo');
  await page.getByRole('option', { name: 'Gobindobhog Rice' }).click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('Showing 1 result', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bardhaman');

  await cards
    .first()
    .getByRole('link', { name: /Invest Now|View Completed/ })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Gobindobhog Aromatic Rice from Bardhaman' }),
  ).toBeVisible();
  await expect(page.getByText('Environmental & Social Impact')).toBeVisible();
  await expect(page.getByText('Funding Deadline')).toBeVisible();

  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Fund Allocation' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('%');
  await tabs.getByRole('tab', { name: 'Farmer Profile' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Verified Farmer');
  await tabs.getByRole('tab', { name: 'Risks & Mitigation' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText('No risks specified.');
  await tabs.getByRole('tab', { name: 'Story' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText('No information available.');

  // Desktop Chromium has no share sheet: Share copies the farm's link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(
    page.getByText('Link copied. Paste it wherever you want to share it.'),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a verified farmer submits a campaign with two images; it waits for review, not on /farms', async ({
  page,
}) => {
  const title = `Moringa Orchard ${Date.now()}`;
  await signInAs(page, 'farmer@mitti.test');
  await submitCampaign(page, { title });
  await expect(page.getByLabel(/^Campaign title/)).toHaveValue('');

  // Held for review: a Draft, not verified, with both images stored.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await page.request.get('/api/user-campaigns', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { campaigns } = (await mine.json()) as {
    campaigns: { campaignTitle: string; status: string; isVerified: boolean; visuals: unknown[] }[];
  };
  expect(campaigns.find((campaign) => campaign.campaignTitle === title)).toMatchObject({
    status: 'Draft',
    isVerified: false,
    visuals: [expect.anything(), expect.anything()],
  });

  await page.goto('/farms');
  await expect(page.getByText('Showing 16 results')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a farmer not yet verified sends a verification request, still under review after a reload', async ({
  page,
}) => {
  await signInAs(page, 'newfarmer@mitti.test');
  await page.goto('/create');

  await expect(page.getByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
  await expect(page.getByLabel(/^Campaign title/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Verification Request' }).click();
  await expect(page.getByText("Request sent successfully! We'll be in touch.")).toBeVisible();
  await expect(page.getByText('Request sent: under review')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Request sent: under review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Verification Request' })).toHaveCount(0);
});
