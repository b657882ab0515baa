import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { submitCampaign } from '../support/campaign-form';
import {
  chooseFromAccountMenu,
  NEW_ACCOUNT_PASSWORD,
  signInAs,
  signOut,
  signUpAndIn,
} from '../support/sign-in';

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

test('a farmer submits a campaign, the admin approves it, it is on /farms and the bell says so', async ({
  page,
}) => {
  const title = `Millet Terraces ${Date.now()}`;
  await signInAs(page, 'farmer@mitti.test');
  await submitCampaign(page, { title, crops: 'Finger Millet, Foxtail Millet' });
  await signOut(page);

  await signInAs(page, 'admin@mitti.test');
  await chooseFromAccountMenu(page, 'Campaign review');
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: title });
  await expect(review.getByText('Finger Millet')).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this campaign?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  // Decided, the campaign is no longer news in any operator's bell.
  await bell(page).click();
  const notice = page
    .getByRole('menuitem', { name: /Campaign to review/ })
    .filter({ hasText: title });
  await expect(notice).toBeVisible();
  await expect(notice).not.toHaveAccessibleName(/Unread/);
  // The notice opens the campaign it is about, now decided, in Campaign review.
  await notice.click();
  const decided = page.getByRole('dialog', { name: title });
  await expect(decided.getByText('No changes since it was approved.')).toBeVisible();
  await expect(decided.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await decided.getByRole('button', { name: 'Close' }).click();
  await expect(decided).toBeHidden();
  await signOut(page);

  await page.goto('/farms');
  await expect(page.getByText('Showing 17 results')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vaigai Moringa Farm' }).first()).toBeVisible();

  await signInAs(page, 'farmer@mitti.test');
  await expect(bell(page)).toHaveAccessibleName(/\b[1-9]\d* unread/);
  await bell(page).click();
  const approval = page.getByRole('menuitem', { name: /Campaign approved/ }).first();
  await expect(approval).toContainText(title);
  // It leads to the campaign, live.
  await approval.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(bell(page)).not.toHaveAccessibleName(/unread/);
});

test('a new farmer asks to be verified, the admin approves, and the create form opens', async ({
  page,
}) => {
  const email = await signUpAndIn(page, 'Ravi Gowda');
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Account Verification Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Verification Request' }).click();
  await expect(page.getByText("Request sent successfully! We'll be in touch.")).toBeVisible();
  await signOut(page);

  // The operator's bell tells of the request and leads to it, shown first.
  await signInAs(page, 'admin@mitti.test');
  await bell(page).click();
  await page
    .getByRole('menuitem', { name: /Verification request/ })
    .filter({ hasText: 'Ravi Gowda asks to be verified as a farmer.' })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: /Farmer verification/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const request = page
    .getByRole('list', { name: 'The request from your notification' })
    .getByRole('article')
    .filter({ hasText: email });
  await request.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Verify this farmer?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(request.getByText('Approved')).toBeVisible();
  await signOut(page);

  await signInAs(page, email, NEW_ACCOUNT_PASSWORD);
  await page.goto('/create');
  await expect(page.getByLabel(/^Campaign title/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Verification Required' })).toHaveCount(0);
});

test('the admin declines a verification request; the farmer reads why on /create and asks again', async ({
  page,
}) => {
  const email = await signUpAndIn(page, 'Lata Patil');
  await page.goto('/create');
  await page.getByRole('button', { name: 'Send Verification Request' }).click();
  await expect(page.getByText('Request sent: under review')).toBeVisible();
  await signOut(page);

  await signInAs(page, 'admin@mitti.test');
  await page.goto('/admin');
  await page.getByRole('tab', { name: /Farmer verification/ }).click();
  const request = page.getByRole('article').filter({ hasText: email });
  await request.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline verification' });
  await dialog.getByLabel('Reason').fill('Please add your organic certificate.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(request.getByText('Declined')).toBeVisible();
  await signOut(page);

  await signInAs(page, email, NEW_ACCOUNT_PASSWORD);
  await page.goto('/create');
  await expect(page.getByText('Your last request was declined')).toBeVisible();
  await expect(page.getByText('Reason: Please add your organic certificate.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Verification Request' }).click();
  await expect(page.getByText('Request sent: under review')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Request sent: under review')).toBeVisible();
});

test('the admin ships and delivers an order; the shopper sees it delivered and paid', async ({
  page,
}) => {
  const shopper = await signUpAndIn(page, 'Meera Nair');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const { response: items } = (await (await page.request.get('/api/items')).json()) as {
    response: { _id: string; variants: { size: string; price: number; available: boolean }[] }[];
  };
  const item = items.find((candidate) => candidate.variants.some((v) => v.available))!;
  const variant = item.variants.find((v) => v.available)!;
  // Two in the cart, ordered as the checkout shows them.
  for (let added = 0; added < 2; added += 1) {
    const line = { itemId: item._id, size: variant.size, quantity: 1 };
    expect((await page.request.post('/api/cart', { headers, data: line })).status()).toBe(200);
  }
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      items: [{ itemId: item._id, size: variant.size, quantity: 2, price: variant.price }],
      paymentMethod: 'COD',
      shippingAddress: {
        name: 'Home',
        street: '12 Temple Road',
        city: 'Kochi',
        state: 'Kerala',
        zipcode: '682001',
        country: 'India',
        phone: '9847012345',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const {
    data: { order },
  } = (await placed.json()) as { data: { order: { _id: string } } };
  const number = order._id.slice(-6);
  const numbered = new RegExp(`#${number}`, 'i');
  await signOut(page);

  await signInAs(page, 'admin@mitti.test');
  await chooseFromAccountMenu(page, 'Order fulfilment');
  await expect(page.getByRole('heading', { name: 'Order fulfilment', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: numbered });
  // Each move emails the customer and cannot be undone: it asks first.
  await row.getByRole('button', { name: 'Mark Shipped' }).click();
  const asked = page.getByRole('dialog', { name: `Mark order #${number} as shipped?` });
  await expect(asked.getByText('The customer is emailed that it is on its way.')).toBeVisible();
  await asked.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(
    page.getByText(new RegExp(`^Order #${number} marked Shipped\\.$`, 'i')),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Mark Delivered' }).click();
  await page
    .getByRole('dialog', { name: `Mark order #${number} as delivered?` })
    .getByRole('button', { name: 'Mark Delivered' })
    .click();
  await expect(
    page.getByText(new RegExp(`^Order #${number} marked Delivered\\.$`, 'i')),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Mark|Cancel)/ })).toHaveCount(0);
  await signOut(page);

  // The shopper's own view: the order moved on and, paid on delivery, is Paid; the bell told them.
  await signInAs(page, shopper, NEW_ACCOUNT_PASSWORD);
  await page.goto('/shop/orders');
  const mine = page.getByRole('row').filter({ hasText: numbered });
  await expect(mine.getByText('Delivered')).toBeVisible();
  await expect(mine.getByText('Paid')).toBeVisible();
  await bell(page).click();
  const delivered = page.getByRole('menuitem', { name: /delivered/i }).first();
  await expect(delivered).toContainText(numbered);
  // It opens that order.
  await delivered.click();
  const details = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(
    details.getByText('Order Status').locator('xpath=following-sibling::*[1]'),
  ).toHaveText('Delivered');
});
