import { expect, type Locator, type Page } from '@playwright/test';
import { orderCartByCash } from '../support/cash-order';
import { test } from '../support/test';
import { DEMO_PASSWORD, NEW_ACCOUNT_PASSWORD, signInAs, signUpAndIn } from '../support/sign-in';

test.use({ reducedMotion: 'reduce' });

/**
 * The allocation ring's width and how far its arcs reach outside the chart's box (0 when the ring
 * is drawn whole inside it: the drawing may be taller than the box, which cuts it off). The arcs
 * are found by MUI X Charts' own class name, which the legend's marks do not have.
 */
async function allocationRing(page: Page): Promise<{ width: number; outside: number }> {
  const chart = page
    .getByRole('region', { name: 'Allocation by farm' })
    .getByRole('img', { name: /^Allocation by farm:/ });
  await expect(chart.locator('.MuiPieChart-root path').first()).toBeVisible();
  return chart.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const arcs = [...element.querySelectorAll('.MuiPieChart-root path')]
      .map((arc) => arc.getBoundingClientRect())
      .filter((arc) => arc.width > 0);
    const left = Math.min(...arcs.map((arc) => arc.left));
    const right = Math.max(...arcs.map((arc) => arc.right));
    const top = Math.min(...arcs.map((arc) => arc.top));
    const bottom = Math.max(...arcs.map((arc) => arc.bottom));
    return {
      width: right - left,
      outside: Math.max(0, box.left - left, right - box.right, box.top - top, bottom - box.bottom),
    };
  });
}

test('on a phone the dashboard draws the whole allocation ring inside its chart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'investor@mitti.test');
  expect((await allocationRing(page)).outside).toBeLessThanOrEqual(1);
});

/** How far the page, or any of its tables, scrolls sideways: 0 when everything fits. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...[...document.querySelectorAll('table')].map(
        (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
      ),
    ),
  );
}

/** How many lines each element's text takes. */
function lineCounts(texts: Locator): Promise<number[]> {
  return texts.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
}

/**
 * The start of each text in `scope` drawn, wholly or in part, outside the page or outside a box
 * that clips it: cut off where no one can read it. Tabs are left out: they scroll by design.
 */
function cutTexts(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scope) => {
    const pageWidth = document.documentElement.clientWidth;
    const texts = document.querySelectorAll(
      `${scope} :is(h1, h2, h3, h4, p, dt, dd, button:not([role="tab"]))`,
    );
    return [...texts]
      .filter((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        const { left, right, width } = range.getBoundingClientRect();
        if (width === 0) return false;
        if (left < -1 || right > pageWidth + 1) return true;
        for (let box = text.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const clip = box.getBoundingClientRect();
          if (left < clip.left - 1 || right > clip.right + 1) return true;
        }
        return false;
      })
      .map((text) => text.textContent.slice(0, 20));
  }, scope);
}

/** The parts of a line's text in the order they are drawn, from left to right. */
function leftToRight(line: Locator, parts: string[]): Promise<string[]> {
  return line.evaluate((element, parts) => {
    const lefts = parts.map((part) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode;
        const at = text.textContent!.indexOf(part);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + part.length);
        return { part, left: range.getBoundingClientRect().left };
      }
      throw new Error(`the line has no ${part}`);
    });
    return lefts.sort((a, b) => a.left - b.left).map(({ part }) => part);
  }, parts);
}

/** Signs in through the API: the account's token, for its calls and for the browser. */
async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

for (const [email, path, heading] of [
  ['investor@mitti.test', '/shop/orders', 'Your Orders'],
  ['admin@mitti.test', '/shop/admin/orders', 'Order fulfilment'],
] as const) {
  test(`${path} fits a tablet and a laptop without scrolling sideways`, async ({ page }) => {
    await signInAs(page, email);
    for (const width of [1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^#[0-9a-f]{6}$|^Order #[0-9a-f]{6}$/).first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    // At 1280 px the orders are a table: its dates and an ordinary email (the demo investor's) are
    // not broken up; a long one may wrap.
    const table = page.getByRole('table');
    const dates = await lineCounts(table.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual(dates.map(() => 1));
    const emails = await lineCounts(table.getByText('investor@mitti.test', { exact: true }));
    expect(emails.length > 0).toBe(email === 'admin@mitti.test');
    expect(emails).toEqual(emails.map(() => 1));
  });
}

test('the product editor shows whole SKUs at 1000 px', async ({ page }) => {
  await signInAs(page, 'admin@mitti.test');
  await page.setViewportSize({ width: 1000, height: 800 });
  const items = (await (await page.request.get('/api/items')).json()) as {
    response: { _id: string; name: string }[];
  };
  const rice = items.response.find((item) => item.name === 'Gobindobhog Rice');
  if (!rice) throw new Error('the demo data has no Gobindobhog Rice');
  await page.goto(`/shop/admin/products/${rice._id}`);
  const sku = page.getByRole('group', { name: 'Variant 1' }).getByLabel('SKU');
  await expect(sku).toHaveValue(/^GOBINDOBHOG-RICE-/);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('fieldset[aria-label^="Variant"] input')]
      .filter((input) => input.scrollWidth > input.clientWidth)
      .map((input) => (input as HTMLInputElement).value),
  );
  expect(cut).toEqual([]);
});

test('the edit campaign dialog shows every section whole, on a laptop and a phone', async ({
  page,
}) => {
  await signInAs(page, 'farmer@mitti.test');
  for (const [width, height] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await expect(dialog.getByRole('region', { name: 'Campaign Pitch' })).toBeVisible();
    // Each section as tall as what it holds: none cut down to a strip with its fields hidden.
    const cut = await dialog
      .getByRole('region')
      .evaluateAll((sections) =>
        sections
          .filter((section) => section.scrollHeight > section.clientHeight + 1)
          .map((section) => section.getAttribute('aria-labelledby')),
      );
    expect(cut).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
});

test('a long unbroken word in a campaign wraps on its page instead of being cut off', async ({
  page,
}) => {
  // The farmer's own campaign in review, which they see on its page; deleted afterwards, so the
  // public listing other journeys count stays as it was.
  await signInAs(page, 'farmer@mitti.test');
  const authorization = `Bearer ${await page.evaluate(
    () => localStorage.getItem('token') ?? sessionStorage.getItem('token'),
  )}`;
  const word = 'Supercalifragilisticexpialidociousorganicmilletcooperative';
  const created = await page.request.post('/api/campaigns', {
    headers: { authorization },
    multipart: {
      campaignTitle: `Millet ${word}`,
      story: `Read more at https://example.com/${'millet'.repeat(40)}`,
      farmName: `Farm${word}`,
      farmLocation: 'Nashik, Maharashtra',
      fundingGoal: '100000',
      minInvestment: '1000',
      returnsType: 'Percentage Range',
      returnsMin: '5',
      returnsDescription: 'Yearly',
      farmSizeValue: '5',
      farmSizeUnit: 'Acres',
      cropTypes: 'Millet',
      farmingMethods: 'Organic',
      startDate: '2027-01-10',
      endDate: '2027-04-10',
      fundUsage: 'Seed and drip lines.',
      impactMetrics: 'Water saved.',
      riskFactors: 'Drought.',
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/campaign/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Millet/ })).toBeVisible();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main p')]
        .filter((text) => text.scrollWidth > text.clientWidth + 1)
        .map((text) => text.textContent.slice(0, 20)),
    );
    expect(cut).toEqual([]);
  }
  const deleted = await page.request.delete(`/api/campaigns/${id}`, { headers: { authorization } });
  expect(deleted.status()).toBe(200);
});

/**
 * A campaign with long unbroken words in its title, farm name, location, fund usage and impact:
 * submitted by a verified farmer no other journey uses, approved, and backed with three crore by
 * Arjun, whose demo portfolio already holds 15 farms. `cancel` takes it off the public listing
 * other journeys count.
 */
async function backedLongWordCampaign(page: Page) {
  const farmer = { authorization: `Bearer ${await tokenOf(page, 'lakshmi@mitti.test')}` };
  const admin = { authorization: `Bearer ${await tokenOf(page, 'admin@mitti.test')}` };
  const investorToken = await tokenOf(page, 'arjun@mitti.test');
  const investor = { authorization: `Bearer ${investorToken}` };
  const form = {
    campaignTitle: 'Turmeric at www.kandhamalturmericgrowerscooperative.org/processing-unit',
    story: 'Turmeric on 5 acres of red soil.',
    farmName: `Kandhamal${'Haldi'.repeat(22)}`,
    farmLocation: `Phulbani,${'Kandhamal'.repeat(16)}`,
    fundingGoal: '500000000',
    minInvestment: '10000000',
    returnsType: 'Percentage Range',
    returnsMin: '5',
    returnsDescription: 'Yearly',
    farmSizeValue: '5',
    farmSizeUnit: 'Acres',
    cropTypes: 'Turmeric',
    farmingMethods: 'Organic',
    startDate: '2027-01-10',
    endDate: '2027-04-10',
    fundUsage: `Seed 40%. ${'Drip'.repeat(30)} lines 60%.`,
    impactMetrics: `Ten jobs. ${'Water'.repeat(25)} saved.`,
    riskFactors: 'Drought.',
  };
  const created = await page.request.post('/api/campaigns', { headers: farmer, multipart: form });
  expect(created.status()).toBe(201);
  const { _id: id, updatedAt } = (await created.json()) as { _id: string; updatedAt: string };
  const approved = await page.request.post(`/api/admin/campaigns/${id}/approve`, {
    headers: admin,
    data: { updatedAt },
  });
  expect(approved.status()).toBe(200);
  const amount = 30_000_000;
  const order = await page.request.post('/api/payments/create-order', {
    headers: investor,
    data: { amount, campaignId: id },
  });
  const { order: paymentOrder } = (await order.json()) as { order: { id: string } };
  const paid = await page.request.post('/api/payments/sandbox/pay', {
    headers: investor,
    data: { orderId: paymentOrder.id, outcome: 'success' },
  });
  const verified = await page.request.post('/api/payments/verify-payment', {
    headers: investor,
    data: { ...((await paid.json()) as object), campaignId: id, amount },
  });
  expect(verified.status()).toBe(200);
  const { investments } = (await (
    await page.request.get('/api/user-campaigns', { headers: investor })
  ).json()) as { investments: { _id: string; campaignId: { _id: string } }[] };
  await page.addInitScript((token) => localStorage.setItem('token', token), investorToken);
  return {
    id,
    investmentId: investments.find((one) => one.campaignId._id === id)!._id,
    farmName: form.farmName,
    async cancel() {
      const cancelled = await page.request.put(`/api/campaigns/editCampaign/${id}`, {
        headers: farmer,
        multipart: { ...form, status: 'Cancelled' },
      });
      expect(cancelled.status()).toBe(200);
    },
  };
}

test('a backed campaign’s long unbroken words wrap on its pages, checkout and investor’s page', async ({
  page,
}) => {
  const campaign = await backedLongWordCampaign(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/campaign/${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Turmeric/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Fund Allocation' }).click();
    await expect(page.getByText(/^DripDrip/)).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);

    await page.goto('/farms?farmLocation=Phulbani');
    await expect(page.getByRole('article', { name: campaign.farmName })).toBeVisible();
    expect(await cutTexts(page)).toEqual([]);

    await page.goto(`/campaign/${campaign.id}/invest`);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await cutTexts(page)).toEqual([]);

    await page.goto(`/invested-farm-details/${campaign.id}/${campaign.investmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Turmeric/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await cutTexts(page)).toEqual([]);
  }
  await campaign.cancel();
});

test('the dashboard’s charts fit many farms, a long farm name and crores', async ({ page }) => {
  const campaign = await backedLongWordCampaign(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/dashboard');
    // The ring whole and not shrunk to nothing; the legend and the Chart/Table toggle inside the
    // card; the axis's amounts whole (a tick cut short ends in '…'); the name whole in the legend
    // and in the table.
    const ring = await allocationRing(page);
    expect(ring.outside).toBeLessThanOrEqual(1);
    expect(ring.width).toBeGreaterThan(120);
    const allocation = page.getByRole('region', { name: 'Allocation by farm' });
    const card = (await allocation.boundingBox())!;
    for (const part of await allocation.locator('.MuiChartsLegend-label, [role="group"]').all()) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    }
    // Each farm's name whole in the legend, not cut short with an ellipsis.
    for (const label of await allocation.locator('.MuiChartsLegend-label').all()) {
      expect(
        await label.evaluate((text) => text.scrollWidth - text.clientWidth),
      ).toBeLessThanOrEqual(1);
    }
    const ticks = await page
      .getByRole('region', { name: 'Invested over time' })
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.filter((tick) => tick.includes('…'))).toEqual([]);
    await allocation.getByRole('button', { name: 'Table' }).click();
    // The first: another journey may have made Arjun back a farm of the same name.
    await expect(
      allocation.getByRole('rowheader', { name: campaign.farmName }).first(),
    ).toBeVisible();
  }
  await campaign.cancel();
});

test('a long one-word name wraps in the profile card, and an emoji name keeps its emoji', async ({
  page,
}) => {
  await signUpAndIn(page, `Wheatfield${'w'.repeat(50)}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/profile');
    const name = page.getByText(/^Wheatfieldw+$/).first();
    await expect(name).toBeVisible();
    const box = await name.evaluate((text) => {
      const own = text.getBoundingClientRect();
      const card = text.closest('.MuiCard-root, .MuiPaper-root')!.getBoundingClientRect();
      return { left: own.left - card.left, right: card.right - own.right };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeGreaterThanOrEqual(0);
  }

  const edit = await page.request.put('/api/editName', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))}`,
    },
    data: { name: '🌾 Ravi Kumar' },
  });
  expect(edit.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('🌾R', { exact: true })).toBeVisible();
});

test('on a phone, Tab never leaves a cart control hidden under the total bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndIn(page, 'Tara Keys');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { response: items } = (await (await page.request.get('/api/items')).json()) as {
    response: { _id: string; variants: { size: string; available: boolean }[] }[];
  };
  for (const item of items.slice(0, 4)) {
    const size = item.variants.find((variant) => variant.available)!.size;
    const added = await page.request.post('/api/cart', {
      headers: { authorization: `Bearer ${token}` },
      data: { itemId: item._id, size },
    });
    expect(added.status()).toBe(200);
  }
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();

  const hidden: string[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    // The focused control, when its middle is drawn under something else (the sticky bar).
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused?.closest('main')) return null;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top && (focused.contains(top) || top.contains(focused))
        ? null
        : focused.getAttribute('aria-label') || focused.innerText;
    });
    if (covered) hidden.push(covered);
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('footer')))) break;
  }
  expect(hidden).toEqual([]);
});

test('the shop keeps a right-to-left size in its place and long words inside their boxes', async ({
  page,
}) => {
  const admin = { authorization: `Bearer ${await tokenOf(page, 'admin@mitti.test')}` };
  const name = `Sidr Honey ${Date.now()}`;
  const arabicSize = '250 غرام';
  const longSize = 'Kilogram'.repeat(6);
  const added = await page.request.post('/api/admin/products', {
    headers: admin,
    data: {
      name,
      brand: 'Mitti Farms',
      category: 'Sweeteners',
      farmName: `Meghalaya${'Beekeepers'.repeat(10)}`,
      isOrganic: true,
      variants: [
        { size: arabicSize, weight: 250, price: 99.99, stock: 10 },
        { size: longSize, weight: 1000, price: 400, stock: 10 },
      ],
    },
  });
  expect(added.status()).toBe(201);
  const { _id: itemId } = (await added.json()) as { _id: string };

  // A demo shopper no other journey uses, with an empty cart.
  const shopperToken = await tokenOf(page, 'kavya@mitti.test');
  const shopper = { authorization: `Bearer ${shopperToken}` };
  await page.addInitScript((token) => localStorage.setItem('token', token), shopperToken);
  expect((await page.request.delete('/api/cart/clear', { headers: shopper })).status()).toBe(200);
  for (const size of [arabicSize, longSize]) {
    const inCart = await page.request.post('/api/cart', {
      headers: shopper,
      data: { itemId, size },
    });
    expect(inCart.status()).toBe(200);
  }
  const address = {
    name: `Noor${'Haddad'.repeat(8)}`,
    street: `${'Laitumkhrah'.repeat(8)} Road`,
    city: 'Shillong',
    state: 'Meghalaya',
    zipcode: '793003',
    country: 'India',
    phone: '9876543210',
    landmark: `Near ${'Cathedral'.repeat(8)}`,
  };
  const saved = await page.request.put('/api/editAddress', {
    headers: shopper,
    data: { addresses: [address] },
  });
  expect(saved.status()).toBe(200);
  const arabicLine = (scope: Page | Locator) =>
    scope.getByRole('listitem', { name: `${name} (${arabicSize})` });

  // The size buttons show on the product card from 600 px up; the rest is narrowest on a phone.
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto(`/shop/?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toBeVisible();
  expect(await cutTexts(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shop/itemInfo/${itemId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await cutTexts(page)).toEqual([]);

  await page.goto('/shop/cart');
  const cartSize = arabicLine(page).getByText(/^Size:/);
  const cartOrder = ['Size:', 'غرام', '250', '₹', '99.99', 'each'];
  expect(await leftToRight(cartSize, cartOrder)).toEqual(cartOrder);

  await page.goto('/shop/cart/checkOut');
  await expect(page.getByRole('radio', { name: address.name })).toBeChecked();
  expect(await cutTexts(page)).toEqual([]);
  const checkoutSize = arabicLine(page).getByText(/^Qty:/);
  const checkoutOrder = ['Qty:', 'Size:', 'غرام', '250'];
  expect(await leftToRight(checkoutSize, checkoutOrder)).toEqual(checkoutOrder);

  const orderId = await orderCartByCash(page.request, shopper, address);
  await page.goto('/shop/orders');
  await page.getByRole('button', { name: `View order #${orderId.slice(-6)}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(address.landmark)).toBeVisible();
  expect(await cutTexts(page, '[role="dialog"]')).toEqual([]);
  const orderSize = arabicLine(dialog).getByText(/^Size:/);
  const orderOrder = ['Size:', 'غرام', '250', 'Qty:'];
  expect(await leftToRight(orderSize, orderOrder)).toEqual(orderOrder);
});

test('the contact form opened directly floats its labels above the filled-in name and email', async ({
  page,
}) => {
  await signInAs(page, 'investor@mitti.test');
  await page.goto('/contact');

  for (const label of ['Your name', 'Email']) {
    const field = page.getByRole('textbox', { name: label });
    await expect(field).not.toHaveValue('');
    const text = await field.boundingBox();
    const caption = await page.locator('label', { hasText: label }).boundingBox();
    if (!text || !caption) throw new Error(`${label} is not drawn`);
    // A floated label sits on the field's top border (the input's box starts there), not lower
    // down over the text, where an unfloated one is drawn about 27 px below it.
    expect(Math.abs(caption.y + caption.height / 2 - text.y)).toBeLessThan(8);
  }
});

test('the checkout’s confirm-your-email notice keeps its button on one line', async ({ page }) => {
  const email = `unconfirmed.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: 'Meera Shah', email, password: NEW_ACCOUNT_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  await signInAs(page, email, NEW_ACCOUNT_PASSWORD);
  const listing = await page.request.get('/api/campaigns?limit=1');
  const [campaign] = ((await listing.json()) as { campaigns: { _id: string }[] }).campaigns;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/campaign/${campaign!._id}`);
    await page.getByRole('link', { name: 'Invest Now' }).click();
    const resend = page.getByRole('button', { name: 'Resend the email' });
    await expect(resend).toBeVisible();
    // One line of small button text, within the notice: beside the reason it broke over three.
    const box = (await resend.boundingBox())!;
    expect(box.height).toBeLessThan(40);
    const notice = (await page.getByRole('alert').filter({ has: resend }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(notice.x + notice.width);
  }
});
