import { expect, type Page } from '@playwright/test';
import { orderCartByCash } from '../support/cash-order';
import { test } from '../support/test';
import { NEW_ACCOUNT_PASSWORD, signInAs, signUp, signUpAndIn } from '../support/sign-in';

// One shopper's story, in order: browse signed out, a cash order, a card order, a review.
test.describe.configure({ mode: 'serial' });

const TURMERIC = 'Lakadong Turmeric Powder';
const PEPPER = 'Wayanad Black Pepper';

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

function cartBadge(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
}

/** Adds the card's selected size from the catalogue and waits until the header counts it. */
async function addFromCatalogue(page: Page, name: string): Promise<void> {
  const before = await cartBadge(page).getAttribute('aria-label');
  await card(page, name).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).not.toHaveAttribute('aria-label', before ?? '');
}

/** Another tab of the page's browser (signed in alike), once its app has taken over. */
async function openTab(page: Page, url: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(url);
  await tab.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return tab;
}

async function latestOrderRow(page: Page) {
  await page.goto('/shop/orders');
  await expect(page.getByRole('heading', { name: 'Your Orders', level: 1 })).toBeVisible();
  return page.getByRole('row').nth(1);
}

test('a visitor finds turmeric among the spices, signs in to buy it and finds it added', async ({
  page,
}) => {
  const email = await signUp(page, 'Meera Basket');
  await page.goto('/shop/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('turmeric');
  await page.getByRole('button', { name: 'Spices', exact: true }).click();

  await expect(page.getByRole('article')).toHaveCount(1);
  const turmeric = card(page, TURMERIC);
  await expect(turmeric.getByText('25% OFF')).toBeVisible();
  await turmeric.getByRole('button', { name: 'Add to Cart' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign In Required' });
  await expect(dialog.getByText('Please sign in to continue shopping with us.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to Sign In' }).click();
  // Sign-in is to return to the search the visitor was looking at.
  await expect(page).toHaveURL(
    `/login?next=${encodeURIComponent('/shop/?q=turmeric&category=Spices')}`,
  );

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/shop/?q=turmeric&category=Spices');
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  await page.goto('/shop/cart');
  await expect(page.getByRole('listitem', { name: `${TURMERIC} (100 g)` })).toBeVisible();
});

test('the investor fills a basket, changes it, and orders by cash on delivery to a new address', async ({
  page,
}) => {
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/shop/');
  await addFromCatalogue(page, TURMERIC);
  await addFromCatalogue(page, PEPPER);

  await page.goto('/shop/cart');
  const turmericLine = page.getByRole('listitem', { name: `${TURMERIC} (100 g)` });
  await turmericLine
    .getByRole('button', { name: `Increase quantity of ${TURMERIC} (100 g)` })
    .click();
  await expect(turmericLine.getByRole('progressbar')).toBeHidden();
  await expect(turmericLine.getByText('₹120.00', { exact: true })).toBeVisible();

  const pepperLine = page.getByRole('listitem', { name: /^Wayanad Black Pepper/ });
  await pepperLine.getByRole('button', { name: /^Remove / }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to remove this item from your basket?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(pepperLine).toBeHidden();
  // The seeded jaggery line and the two turmeric: 3 units.
  await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 3 items');
  const total = (await page
    .getByText(/^₹[\d,]+\.\d\d$/)
    .last()
    .textContent())!;

  await page.getByRole('link', { name: 'Secure Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await form.getByLabel('Address Name').fill('Lake View Flat');
  await form.getByLabel('Street Address').fill('7 Lake View Road');
  await form.getByLabel('City').fill('Chennai');
  await form.getByLabel('State').fill('Tamil Nadu');
  await form.getByLabel('ZIP Code').fill('600017');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('Invalid phone number')).toBeVisible();
  await form.getByLabel('Phone Number').fill('9840012345');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address saved successfully!')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Lake View Flat/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();

  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/orders$/);
  await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 0 items');

  const row = await latestOrderRow(page);
  await expect(row.getByText(total)).toBeVisible();
  await expect(row.getByText('Cash on Delivery')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Processing')).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: /^Order #/ });
  await expect(detail.getByText('Lake View Flat')).toBeVisible();
  await expect(detail.getByText(TURMERIC, { exact: true })).toBeVisible();
  await expect(detail.getByRole('img', { name: TURMERIC })).toBeVisible();
});

test('a second order, paid by card in the Test mode dialog, shows as Paid', async ({ page }) => {
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/shop/');
  await addFromCatalogue(page, PEPPER);

  await page.goto('/shop/cart/checkOut');
  await expect(page.getByText(PEPPER)).toBeVisible();
  await page.getByRole('radio', { name: /Credit\/Debit Card & UPI/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await dialog.getByLabel('Expiry').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/orders$/);
  const row = await latestOrderRow(page);
  await expect(row.getByText('Credit/Debit Card & UPI')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
});

test('a checkout orders only what it shows: an item added in another tab stays, a cart emptied there orders nothing', async ({
  page,
}) => {
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/shop/');
  await addFromCatalogue(page, TURMERIC);
  await page.goto('/shop/cart/checkOut');
  await expect(page.getByRole('listitem', { name: `${TURMERIC} (100 g)` })).toBeVisible();

  const other = await openTab(page, '/shop/');
  await addFromCatalogue(other, PEPPER);
  await expect(cartBadge(other)).toHaveAttribute('aria-label', 'Cart, 2 items');

  await page.bringToFront();
  await expect(page.getByRole('region', { name: 'Order Items' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/orders$/);
  // The pepper added in the other tab was not ordered and is still in the cart.
  await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  const row = await latestOrderRow(page);
  await expect(row.getByText('Cash on Delivery')).toBeVisible();
  const ordered = await row.getByRole('rowheader').textContent();
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: /^Order #/ });
  await expect(detail.getByText(TURMERIC, { exact: true })).toBeVisible();
  await expect(detail.getByText(PEPPER)).toHaveCount(0);

  await page.goto('/shop/cart/checkOut');
  await expect(page.getByRole('listitem', { name: new RegExp(`^${PEPPER}`) })).toBeVisible();
  await other.bringToFront();
  await other.goto('/shop/cart');
  await other.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await other
    .getByRole('listitem', { name: new RegExp(`^${PEPPER}`) })
    .getByRole('button', { name: /^Remove / })
    .click();
  await other.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(cartBadge(other)).toHaveAttribute('aria-label', 'Cart, 0 items');

  await page.bringToFront();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByText('Your cart changed. Please review it.')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/cart\/checkOut$/);
  // No order was placed: the latest is still the turmeric one.
  await expect((await latestOrderRow(page)).getByRole('rowheader')).toHaveText(ordered!);
});

test('a review appears on the product with the count updated', async ({ page }) => {
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/shop/');
  await card(page, TURMERIC).getByRole('link', { name: TURMERIC }).click();
  await expect(page.getByRole('heading', { name: TURMERIC, level: 1 })).toBeVisible();
  const tab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);

  await tab.click();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please provide a rating and a comment.').first()).toBeVisible();
  // The stars are radio buttons: picked with the keyboard, as a keyboard user would.
  await page.getByRole('radio', { name: '5 Stars' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '5 Stars' })).toBeChecked();
  await page
    .getByLabel('Your review')
    .fill('Deep colour and a clean, earthy taste. Bought it twice.');
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByText('Deep colour and a clean, earthy taste. Bought it twice.'),
  ).toBeVisible();

  // Reviewed now: the shopper edits that review, not a blank one.
  await page.getByRole('button', { name: 'Edit your review' }).click();
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveValue(
    'Deep colour and a clean, earthy taste. Bought it twice.',
  );
  await expect(page.getByRole('radio', { name: '5 Stars' })).toBeChecked();
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Deep colour and a clean, earthy taste.');
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toBeVisible();
  await expect(
    page.getByText('Deep colour and a clean, earthy taste.', { exact: true }),
  ).toBeVisible();
});

test('a shopper with 11 orders sees 10, shows the 11th, and finds the next one placed first', async ({
  page,
}) => {
  await signUpAndIn(page, 'Ravi Pages');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const address = {
    name: 'Ravi Pages',
    street: '9 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560025',
    country: 'India',
    phone: '9845098450',
  };
  expect(
    (
      await page.request.put('/api/editAddress', { headers, data: { addresses: [address] } })
    ).status(),
  ).toBe(200);
  const { response: items } = (await (await page.request.get('/api/items')).json()) as {
    response: { _id: string; name: string; variants: { size: string; stock: number }[] }[];
  };
  const pepper = items.find((item) => item.name === PEPPER)!;
  const size = pepper.variants.find((variant) => variant.stock >= 12)!.size;
  for (let i = 0; i < 11; i += 1) {
    await page.request.post('/api/cart', {
      headers,
      data: { itemId: pepper._id, size, quantity: 1 },
    });
    await orderCartByCash(page.request, headers, address);
  }

  await page.goto('/shop/orders');
  const table = page.getByRole('table', { name: 'Your orders' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  await page.getByRole('button', { name: 'Show more orders' }).click();
  await expect(rows).toHaveCount(12);
  await expect(rows.nth(11)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Show more orders' })).toHaveCount(0);

  // From here on the app is never reloaded: the order placed must replace the orders it read.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await addFromCatalogue(page, TURMERIC);
  await cartBadge(page).click();
  await page.getByRole('link', { name: 'Secure Checkout' }).first().click();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/orders$/);
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1).getByText('Processing')).toBeVisible();
  await rows.nth(1).getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: /^Order #/ });
  await expect(details.getByText(TURMERIC, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  await details.getByRole('button', { name: 'Close' }).click();

  // Buy again puts the turmeric back in the emptied cart.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Buy again: order #\w+$/ })
    .click();
  await expect(page.getByText('Added 1 item to your cart.')).toBeVisible();
  await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
});
