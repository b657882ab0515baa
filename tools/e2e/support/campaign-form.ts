import { expect, type Page } from '@playwright/test';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Fills every required field of /create as a farmer would, adds two images and submits. */
export async function submitCampaign(
  page: Page,
  { title, crops = 'Moringa, Curry Leaf' }: { title: string; crops?: string },
): Promise<void> {
  await page.goto('/create');
  await page.getByLabel(/^Campaign title/).fill(title);
  await page.getByLabel(/^Your story/).fill('Moringa trees on 3 acres of red soil near Madurai.');
  await page.getByLabel(/^Funding goal/).fill('300000');
  await page.getByLabel(/^Minimum investment/).fill('5000');
  await page.getByLabel(/^Minimum return/).fill('8');
  await page.getByLabel(/^Maximum return/).fill('11');
  await page.getByLabel(/^How returns are paid/).fill('Yearly, from leaf powder sales.');
  await page.getByLabel(/^Farm name/).fill('Vaigai Moringa Farm');
  await page.getByLabel(/^Farm location/).fill('Madurai, Tamil Nadu');
  await page.getByLabel(/^Farm size/).fill('3');
  await page.getByLabel(/^Crop types/).fill(crops);
  await page.getByRole('button', { name: 'Organic' }).click();
  await page.getByLabel(/^Start date/).fill('2027-01-10');
  await page.getByLabel(/^End date/).fill('2027-04-10');
  await page.getByLabel(/^How the funds will be used/).fill('60% for saplings. 40% for a dryer.');
  await page.getByLabel(/^Environmental and social impact/).fill('Shade for 3 acres.');
  await page.getByLabel(/^Risks and how you reduce them/).fill('Drought; drip lines reduce it.');
  await page.getByLabel('Campaign photos and videos').setInputFiles([
    { name: 'orchard.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
    { name: 'dryer.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
  ]);
  await expect(page.getByText('2 / 10 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Campaign for Review' }).click();
  await expect(page.getByText('Campaign submitted for review!')).toBeVisible();
}
