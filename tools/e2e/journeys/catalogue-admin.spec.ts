import { expect, type Page } from '@playwright/test';
import { chooseFromAccountMenu, signInAs, signOut, signUpAndIn } from '../support/sign-in';
import { test } from '../support/test';

/** A 1 × 1 green PNG: the picture the operator uploads. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface NewProduct {
  name: string;
  size: string;
  weight: string;
  price: string;
  sku: string;
  stock: number;
}

/** The operator adds the product with one variant through the editor, then its picture. */
async function addProduct(page: Page, product: NewProduct): Promise<void> {
  await chooseFromAccountMenu(page, 'Products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a product' });
  await form.getByLabel(/^Name/).fill(product.name);
  await form.getByLabel(/^Brand/).fill('Mitti Farms');
  await form.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Spices' }).click();
  await form.getByLabel(/^Farm name/).fill('Kodagu Spice Growers');
  await form.getByLabel(/^Description/).fill('Green cardamom pods, sun-dried on the estate.');
  await form.getByRole('button', { name: 'Add ingredient' }).click();
  await form.getByLabel(/^Ingredient 1/).fill('Green cardamom');

  // Save first without a price: the shared schema names the field.
  await form.getByLabel(/^Size/).fill(product.size);
  await form.getByLabel(/^Weight/).fill(product.weight);
  await form.getByLabel(/^SKU/).fill(product.sku);
  await form.getByLabel(/^Stock on hand/).fill(String(product.stock));
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Price is required')).toBeVisible();
  await form.getByLabel(/^Price/).fill(product.price);
  await form.getByRole('button', { name: 'Add product' }).click();

  await expect(page.getByText('Product added. You can add its pictures now.')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();

  await page.getByLabel('Upload a picture').setInputFiles({
    name: 'cardamom.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  await expect(page.getByText('Picture added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('listitem')).toHaveCount(1);
}

/** The signed-in shopper finds the product in the shop and buys one with cash on delivery. */
async function buyOneWithCash(page: Page, product: NewProduct): Promise<void> {
  await page.goto('/shop/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  const card = page.getByRole('article', { name: product.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: product.name })).toBeVisible();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Cart, [1-9]\d* items?$/ }),
  ).toBeVisible();

  await page.goto('/shop/cart/checkOut');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: `${product.name} (${product.size})` }),
  ).toBeVisible();
  if (await page.getByText('No saved addresses found. Please add one.').isVisible()) {
    await page.getByRole('button', { name: 'New Address' }).click();
    const address = page.getByRole('dialog', { name: 'Add New Address' });
    await address.getByLabel('Address Name').fill('Spice Lane');
    await address.getByLabel('Street Address').fill('3 Spice Lane');
    await address.getByLabel('City').fill('Madikeri');
    await address.getByLabel('State').fill('Karnataka');
    await address.getByLabel('ZIP Code').fill('571201');
    await address.getByLabel('Country').fill('India');
    await address.getByLabel('Phone Number').fill('9845012345');
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address saved successfully!')).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/orders$/);
}

test('an operator adds a product, and shoppers buy it until it is out of stock', async ({
  page,
}) => {
  const stamp = Date.now();
  const product: NewProduct = {
    name: `Coorg Green Cardamom ${stamp}`,
    size: '50 g',
    weight: '50',
    price: '149.50',
    sku: `CARD-50-${stamp}`,
    stock: 2,
  };

  await signInAs(page, 'admin@mitti.test');
  await addProduct(page, product);
  await signOut(page);

  await signUpAndIn(page, 'Kaveri Shopper');
  await buyOneWithCash(page, product);

  await page.goto('/shop/orders');
  const row = page.getByRole('row').nth(1);
  await expect(row.getByText('Cash on Delivery')).toBeVisible();
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog', { name: /^Order #/ });
  await expect(detail.getByText(product.name, { exact: true })).toBeVisible();
  await expect(detail.getByText('₹149.50').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The second of the two on hand: then the size is out of stock and cannot be added any more.
  await buyOneWithCash(page, product);
  await page.goto('/shop/');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  const card = page.getByRole('article', { name: product.name });
  await expect(card.getByRole('button', { name: `${product.size} (Out of stock)` })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});
