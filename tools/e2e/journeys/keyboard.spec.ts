import { expect } from '@playwright/test';
import { test } from '../support/test';
import { mailLink } from '../support/dev-mail';
import { tabTo, typeInto } from '../support/keyboard';

// One person with only a keyboard: signs up and in, invests through the Test mode dialog, then buys
// in the shop by cash on delivery to a new address. No clicks and no fills: Tab, type, Enter, Space.
test('sign up, sign in, invest and check out in the shop with the keyboard alone', async ({
  page,
}) => {
  const email = `keys.${Date.now()}@example.com`;
  const password = 'tab-enter-2026';
  const header = page.getByRole('banner');
  const main = page.getByRole('main');

  await page.goto('/');
  // The first stop skips the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  await tabTo(page, header.getByRole('link', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
  // A new page starts at its content, as after a page load.
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('link', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup\?next=%2F$/);

  await typeInto(page, page.getByLabel('Username'), 'Kiran Rao');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signup successful! Please log in.')).toBeVisible();

  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  // Back where Sign In was pressed: the home page.
  await expect(page).toHaveURL('/');
  // Investing waits for a confirmed email: the link from the sign-up's mail.
  await page.goto(
    await mailLink(page.request, email, 'Confirm your email address', '/confirm-email'),
  );
  await expect(page.getByText(/Your email address is confirmed\./)).toBeVisible();
  await page.goto('/');

  // Investing: the listing, a campaign, the checkout and the Test mode card dialog.
  await tabTo(page, header.getByRole('link', { name: 'Our Farms' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farms$/);
  await tabTo(page, main.getByRole('article').getByRole('link', { name: 'Invest Now' }).first(), {
    max: 120,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/campaign\/[^/]+$/);
  const campaignUrl = page.url();
  // The listing's ten cards have given way to the campaign's own page.
  await expect(main.getByRole('link', { name: 'Invest Now' })).toHaveCount(1);
  await tabTo(page, main.getByRole('link', { name: 'Invest Now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Secure Investment Checkout' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Confirm & Finalize Investment' }));
  await page.keyboard.press('Enter');
  const payment = page.getByRole('dialog');
  await expect(payment.getByText('Test mode')).toBeVisible();
  await typeInto(page, payment.getByLabel('Expiry'), '12/30');
  await typeInto(page, payment.getByLabel('CVV'), '123');
  await tabTo(page, payment.getByRole('button', { name: /^Pay ₹/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Investment Successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(campaignUrl);

  // The shop: find a product, add it, check out by cash on delivery to a new address.
  await tabTo(page, header.getByRole('link', { name: 'Shop' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/$/);
  await typeInto(page, page.getByRole('searchbox', { name: 'Search products' }), 'Cane Jaggery');
  const product = main.getByRole('article').first();
  await expect(main.getByRole('article')).toHaveCount(1);
  await tabTo(page, product.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  const cart = header.getByRole('link', { name: 'Cart, 1 item' });
  await expect(cart).toBeVisible();
  // Busy while it adds, the button gives the focus back once it is done, not to the page.
  await expect(product.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
  await tabTo(page, cart, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await tabTo(page, main.getByRole('link', { name: 'Secure Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  await tabTo(page, main.getByRole('button', { name: 'New Address' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  await typeInto(page, form.getByLabel('Address Name'), 'Home');
  await typeInto(page, form.getByLabel('Street Address'), '12 MG Road');
  await typeInto(page, form.getByLabel('City'), 'Bengaluru');
  await typeInto(page, form.getByLabel('State'), 'Karnataka');
  await typeInto(page, form.getByLabel('ZIP Code'), '560001');
  await typeInto(page, form.getByLabel('Country'), 'India');
  await typeInto(page, form.getByLabel('Phone Number'), '9845012345');
  await tabTo(page, form.getByRole('button', { name: 'Save Address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Address saved successfully!')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();

  await tabTo(page, main.getByRole('button', { name: 'Place Order' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/orders$/);
  await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
