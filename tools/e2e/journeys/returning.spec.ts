import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO_PASSWORD, signInAs, signOut } from '../support/sign-in';

// Nobody is stranded and nothing they did is lost: a refused session, a sign-in from anywhere
// (it returns there), Back after paying, and tools shown only to those who may use them.

// A demo backer with investments of their own: the shop journeys sign investor@ in many times a
// minute, and each sign-in counts towards the per-(address, account) login limit.
const INVESTOR = 'vikram@mitti.test';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const PASSWORD = 'kheti-2026!';

/** Fills in the login page the browser is on and signs in, staying wherever that leads. */
async function signInOnLoginPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The demo campaign's id, found through the public listing. */
async function campaignId(page: Page, cropType: string, title: string): Promise<string> {
  const answer = await page.request.get('/api/campaigns', {
    params: { cropTypes: cropType, limit: 50 },
  });
  const { campaigns } = (await answer.json()) as {
    campaigns: { _id: string; campaignTitle: string }[];
  };
  const campaign = campaigns.find((candidate) => candidate.campaignTitle === title);
  if (!campaign) throw new Error(`the demo data has no campaign '${title}'`);
  return campaign._id;
}

const desertBajra = (page: Page) =>
  campaignId(page, 'Bajra', 'Desert Bajra and Khejri Agroforestry');

/** Pays in the Test mode dialog and waits for the redirect to the campaign. */
async function payInTestMode(page: Page, campaignUrl: RegExp) {
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm & Finalize Investment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await dialog.getByLabel('Expiry').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Investment Successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(campaignUrl);
}

test('a token the API refuses signs the browser out, says why, and signing in returns', async ({
  page,
}) => {
  await signInAs(page, INVESTOR);
  // The same user and expiry, signed with a secret that is not the server's.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const [header, payload] = token!.split('.');
  const signature = createHmac('sha256', 'not-the-server-secret')
    .update(`${header}.${payload}`)
    .digest('base64url');
  await page.evaluate(
    (forged) => localStorage.setItem('token', forged),
    `${header}.${payload}.${signature}`,
  );

  await page.goto('/shop/cart');
  await expect(page).toHaveURL('/login?next=%2Fshop%2Fcart&session=ended');
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await signInOnLoginPage(page, INVESTOR);
  await expect(page).toHaveURL('/shop/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
});

test('a token refused on a public page signs out there and keeps the page', async ({ page }) => {
  await signInAs(page, INVESTOR);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.evaluate((revoked) => localStorage.setItem('token', revoked), `${token}x`);

  // Signing out drops the API's answers only once the server-drawn page is taken over: no
  // hydration mismatch (React error #418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/farms?cropTypes=Bajra');
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page).toHaveURL('/farms?cropTypes=Bajra');
  await expect(
    page.getByRole('heading', { name: 'Agricultural Investment Opportunities' }),
  ).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(errors).toEqual([]);
});

// Two tabs of one browser share the sign-in: what one does, the other follows at once.
test('a sign-out or a sign-in as someone else in one tab reaches the other tab', async ({
  page,
}) => {
  await signInAs(page, INVESTOR);
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  const accountMenu = other.getByRole('banner').getByRole('button', { name: 'Account menu' });
  // The avatar in the header is the picture of whoever is signed in.
  await expect(accountMenu.getByRole('img', { name: 'Vikram Mehta' })).toBeVisible();

  await page.goto('/login');
  await signInOnLoginPage(page, 'priya@mitti.test');
  await expect(page).toHaveURL('/dashboard');
  await expect(accountMenu.getByRole('img', { name: 'Priya Sharma' })).toBeVisible();

  await signOut(page);
  await expect(other).toHaveURL('/login?next=%2Fdashboard&session=ended');
  await expect(other.getByText(SESSION_ENDED)).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
});

test('a shopper asked to sign in from the shop returns to the shop', async ({ page }) => {
  await page.goto('/shop/');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Sign In Required' })
    .getByRole('button', { name: 'Go to Sign In' })
    .click();
  await expect(page).toHaveURL('/login?next=%2Fshop%2F');

  await signInOnLoginPage(page, INVESTOR);
  await expect(page).toHaveURL('/shop/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitti Market' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
});

test('a guarded shop page and a sign-up both lead back to where the visitor was', async ({
  page,
}) => {
  await page.goto('/shop/cart');
  await expect(page).toHaveURL('/login?next=%2Fshop%2Fcart');
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup?next=%2Fshop%2Fcart');

  const email = `back.${Date.now()}@example.com`;
  await page.getByLabel('Username').fill('Ravi Back');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/login?next=%2Fshop%2Fcart');
  await expect(page.getByText('Signup successful! Please log in.')).toBeVisible();

  await signInOnLoginPage(page, email, PASSWORD);
  await expect(page).toHaveURL('/shop/cart');
  await expect(page.getByText('Your Basket is Empty!')).toBeVisible();
});

test('a next that leads off the site goes to the dashboard instead', async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent('//example.com/shop/')}`);
  await signInOnLoginPage(page, INVESTOR);
  await expect(page).toHaveURL('/dashboard');
});

test('a visitor who chose units signs in from the checkout and is back with them', async ({
  page,
}) => {
  const id = await desertBajra(page);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('link', { name: 'Invest Now' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Investment Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Add one unit' }).click();
  await page.getByRole('button', { name: 'Add one unit' }).click();
  await expect(page.getByRole('textbox', { name: 'Units' })).toHaveValue('3');
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();

  const checkout = `/campaign/${id}/invest?units=3`;
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(checkout)}`);
  await signInOnLoginPage(page, INVESTOR);
  await expect(page).toHaveURL(checkout);
  await expect(page.getByRole('textbox', { name: 'Units' })).toHaveValue('3');
  await expect(page.getByText('₹3,000').first()).toBeVisible();

  // Paid: neither Back nor the page before signing in is a checkout any more.
  await payInTestMode(page, new RegExp(`/campaign/${id}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  await expect(page.getByRole('heading', { name: 'Secure Investment Checkout' })).toHaveCount(0);
});

test('Back after paying for units shows the campaign, not a checkout to pay again', async ({
  page,
}) => {
  await signInAs(page, INVESTOR);
  const id = await desertBajra(page);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('link', { name: 'Invest Now' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Investment Checkout' })).toBeVisible();
  await payInTestMode(page, new RegExp(`/campaign/${id}$`));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  await expect(page.getByRole('link', { name: 'Invest Now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Secure Investment Checkout' })).toHaveCount(0);
});

test('Back after placing a shop order shows the shop, not the checkout', async ({ page }) => {
  const email = `orders.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: 'Noor Back', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  await signInAs(page, email, PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.put('/api/editAddress', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      addresses: [
        {
          name: 'Home',
          street: '4 Lake View Road',
          city: 'Bhopal',
          state: 'Madhya Pradesh',
          zipcode: '462001',
          country: 'India',
          phone: '9826012345',
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/shop/');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/shop/cart/checkOut');
  await expect(page.getByText('4 Lake View Road')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page).toHaveURL('/shop/orders');

  await page.goBack();
  await expect(page).toHaveURL('/shop/');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
});

test("a non-owner is told the timeline is the owner's; a visitor is sent to sign in and back", async ({
  page,
}) => {
  const millets = await campaignId(page, 'Ragi', 'Rain-Fed Millets for Dharmapuri Villages');
  await signInAs(page, INVESTOR);
  await page.goto(`/add-timeline-update/${millets}`);
  await expect(page.getByText('Only the campaign owner can manage its timeline.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a timeline update' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete update/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Campaign' }).click();
  await expect(page).toHaveURL(`/campaign/${millets}`);

  // The investor's own investment, opened by a visitor after signing out.
  await page.goto('/dashboard');
  const farmLink = page.getByRole('link', { name: 'View Timeline & Updates' }).first();
  const farmPage = (await farmLink.getAttribute('href'))!;
  await page.evaluate(() => localStorage.clear());
  await page.goto(farmPage);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(farmPage)}`);
  await signInOnLoginPage(page, INVESTOR);
  await expect(page).toHaveURL(farmPage);
  await expect(page.getByRole('link', { name: 'Back to Investments' })).toBeVisible();
  await expect(page.getByText('Your investment details are not available right now.')).toHaveCount(
    0,
  );
});
