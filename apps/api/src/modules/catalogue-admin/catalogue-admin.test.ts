import type {
  AdminProduct,
  AdminProductsResponse,
  ProductBody,
  ProductUpdateBody,
} from '@mitti/domain/admin-product';
import { productFormValues, productUpdateSchema } from '@mitti/domain/admin-product';
import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { Item, ItemsResponse, Product } from '@mitti/domain/item';
import type { ItemPageResponse } from '@mitti/domain/item-list-query';
import type { OrdersResponse } from '@mitti/domain/order';
import { and, eq } from 'drizzle-orm';
import { solidPng } from '../../db/solid-png';
import { auditLog } from '../../db/schema/audit';
import { items, itemVariants } from '../../db/schema/shop';
import { setUser } from '../../../test/campaign-fixtures';
import { multipartFile } from '../../../test/multipart';
import {
  addToCart,
  cartCall,
  insertTestItem,
  orderCash,
  placeCashOrder,
  readCart,
  shownLines,
} from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let shopper: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  shopper = await newUser(ctx.app, 'Ananya Rao');
});
afterAll(() => ctx.close());

let counter = 0;

/** A valid body: Kodo millet in two sizes, with SKUs made unique per call. */
function milletBody(overrides: Partial<ProductBody> = {}): ProductBody {
  counter += 1;
  return {
    name: `Kodo Millet ${counter}`,
    brand: 'Mitti Farms',
    category: 'Grains',
    farmName: 'Satpura Millet Collective',
    isOrganic: true,
    hsnCode: '1008',
    description: 'Hand-pounded kodo millet.',
    usageInfo: ['Rinse twice', 'Cook 1 cup in 2.5 cups of water'],
    storageInfo: 'Airtight, cool and dry.',
    ingredients: ['Kodo millet'],
    benefits: ['High in fibre'],
    tags: ['millet', 'gluten-free'],
    faq: [{ question: 'Is it polished?', answer: 'No.' }],
    variants: [
      {
        size: '500 g',
        weight: 500,
        price: 89.5,
        originalPrice: 99,
        sku: `KODO-500-${counter}`,
        stock: 12,
      },
      { size: '1 kg', weight: 1000, price: 160, originalPrice: null, sku: null, stock: 3 },
    ],
    ...overrides,
  };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin.token,
) {
  return ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function create(body: ProductBody = milletBody()): Promise<AdminProduct> {
  const res = await call('POST', '/api/admin/products', body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json<AdminProduct>();
}

/** What the editor sends to save the product as it loaded it: its form's values, validated. */
const loaded = (product: AdminProduct): ProductUpdateBody =>
  productUpdateSchema.validateSync(productFormValues(product), { stripUnknown: true });

const shopItems = async () =>
  (await ctx.app.inject({ url: '/api/items' })).json<ItemsResponse>().response;
const productPage = (id: string) => ctx.app.inject({ url: `/api/items/${id}` });
const auditRows = (entityId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
const itemCount = async () => (await ctx.db.select({ id: items.id }).from(items)).length;

function uploadImage(id: string, data: Buffer) {
  const { payload, headers } = multipartFile('image', 'photo.png', 'image/png', data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/images`,
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
}

describe('POST /api/admin/products', () => {
  it('creates a product that shoppers see at once in the catalogue and on its page', async () => {
    const cached = await shopItems();
    const body = milletBody();

    const res = await call('POST', '/api/admin/products', body);

    expect(res.statusCode).toBe(201);
    const product = res.json<AdminProduct>();
    expect(product).toMatchObject({
      name: body.name,
      category: 'Grains',
      hsnCode: '1008',
      usageInfo: body.usageInfo,
      faq: body.faq,
      archivedAt: null,
      images: [],
      variants: [
        {
          size: '500 g',
          weight: 500,
          price: 89.5,
          originalPrice: 99,
          sku: body.variants[0]!.sku,
          stock: 12,
        },
        { size: '1 kg', weight: 1000, price: 160, originalPrice: null, sku: null, stock: 3 },
      ],
    });
    const [row] = await ctx.db
      .select()
      .from(itemVariants)
      .where(and(eq(itemVariants.itemId, product._id), eq(itemVariants.size, '500 g')));
    expect(row).toMatchObject({ pricePaise: 8950, originalPricePaise: 9900, stock: 12 });

    const listed = await shopItems();
    expect(listed).toHaveLength(cached.length + 1);
    expect(listed.find((item: Item) => item._id === product._id)?.name).toBe(body.name);
    const search = await ctx.app.inject({
      url: `/api/items?search=${encodeURIComponent(body.name)}`,
    });
    expect(search.json<ItemPageResponse>().response.map((item) => item._id)).toEqual([product._id]);
    const page = await productPage(product._id);
    expect(page.statusCode).toBe(200);
    expect(page.json<Product>()).toMatchObject({
      name: body.name,
      storageInfo: body.storageInfo,
      variants: [
        { size: '500 g', price: 89.5, originalPrice: 99 },
        { size: '1 kg', price: 160 },
      ],
    });

    const [entry] = await auditRows(product._id);
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      action: 'product.create',
      entityType: 'product',
      before: null,
    });
    expect(entry?.after).toMatchObject({ name: body.name, hsnCode: '1008' });
  });

  it('refuses a negative price, a negative stock or a repeated size with a 400 naming the field', async () => {
    const before = await itemCount();
    const base = milletBody();
    const [first, second] = base.variants as [
      ProductBody['variants'][number],
      ProductBody['variants'][number],
    ];
    const cases: [ProductBody, string, string][] = [
      [
        { ...base, variants: [{ ...first, price: -5 }] },
        'variants[0].price',
        'Price must be more than 0',
      ],
      [
        { ...base, variants: [first, { ...second, stock: -1 }] },
        'variants[1].stock',
        'Stock cannot be negative',
      ],
      [
        { ...base, variants: [first, { ...second, size: ' 500 G ' }] },
        'variants[1].size',
        'Each size can appear only once',
      ],
      [
        { ...base, variants: [{ ...first, originalPrice: 50 }] },
        'variants[0].originalPrice',
        'Original price must be at least the price',
      ],
      [
        { ...base, variants: [{ ...first, stock: 1.5 }] },
        'variants[0].stock',
        'Stock must be a whole number',
      ],
      [
        { ...base, variants: [{ ...first, price: 10.555 }] },
        'variants[0].price',
        'Price can have at most 2 decimals',
      ],
      [
        { ...base, variants: [{ ...first, weight: 0 }] },
        'variants[0].weight',
        'Weight must be more than 0',
      ],
      [{ ...base, variants: [] }, 'variants', 'Add at least one variant'],
      [{ ...base, name: '  ' }, 'name', 'Name is required'],
      [
        { ...base, category: 'Fruit' as ProductBody['category'] },
        'category',
        'Category must be one of Grains, Sweeteners, Flours, Spices',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/admin/products', body);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await itemCount()).toBe(before);
  });

  it('refuses a SKU another product has with a 409 naming the field, writing nothing', async () => {
    const taken = await create();
    const before = await itemCount();
    const body = milletBody();
    body.variants[1]!.sku = taken.variants[0]!.sku;

    const res = await call('POST', '/api/admin/products', body);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This SKU is already used by another variant',
      code: 'SKU_TAKEN',
      fields: { 'variants[1].sku': 'This SKU is already used by another variant' },
    });
    expect(await itemCount()).toBe(before);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('adds, edits and removes variants in one request, and the cart and order use the new price', async () => {
    const product = await create();
    await addToCart(ctx.app, shopper.token, product._id, '500 g');
    await addToCart(ctx.app, shopper.token, product._id, '1 kg');
    const [small, large] = product.variants as [
      AdminProduct['variants'][number],
      AdminProduct['variants'][number],
    ];

    const res = await call('PUT', `/api/admin/products/${product._id}`, {
      ...milletBody({ name: product.name }),
      version: product.version,
      variants: [
        { ...small, loadedStock: small.stock, price: 79, stock: 30 },
        { size: '2 kg', weight: 2000, price: 300, stock: 5, sku: `NEW-${product._id}` },
      ],
    });

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProduct>().variants).toMatchObject([
      { _id: small._id, size: '500 g', price: 79, stock: 30 },
      { size: '2 kg', price: 300, stock: 5 },
    ]);
    expect(await ctx.db.select().from(itemVariants).where(eq(itemVariants.id, large._id))).toEqual(
      [],
    );
    const cart = await readCart(ctx.app, shopper.token);
    const lines = shownLines(cart, { itemId: product._id, size: '500 g' });
    expect(lines).toEqual([{ itemId: product._id, size: '500 g', quantity: 1, price: 79 }]);
    expect(shownLines(cart, { itemId: product._id, size: '1 kg' })).toEqual([]);

    const ordered = await orderCash(ctx.app, shopper.token, lines);
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().data.order.items).toEqual([
      expect.objectContaining({ itemId: product._id, size: '500 g', price: 79 }),
    ]);

    const entries = await auditRows(product._id);
    const update = entries.find((entry) => entry.action === 'product.update');
    expect(update?.actorId).toBe(admin.user._id);
    expect(Object.keys(update!.before!)).toEqual(['variants']);
    expect(update!.before!.variants).toEqual([
      { size: '500 g', weight: 500, price: 89.5, originalPrice: 99, sku: small.sku, stock: 12 },
      { size: '1 kg', weight: 1000, price: 160, originalPrice: null, sku: null, stock: 3 },
    ]);
    expect(update!.after!.variants).toEqual([
      { size: '500 g', weight: 500, price: 79, originalPrice: 99, sku: small.sku, stock: 30 },
      {
        size: '2 kg',
        weight: 2000,
        price: 300,
        originalPrice: null,
        sku: `NEW-${product._id}`,
        stock: 5,
      },
    ]);
  });

  it('lets two variants swap sizes, and records only the fields that changed', async () => {
    const product = await create();
    const [small, large] = product.variants as [
      AdminProduct['variants'][number],
      AdminProduct['variants'][number],
    ];
    const body = loaded(product);
    body.description = 'Now stone-ground.';
    body.variants = [
      { ...small, loadedStock: small.stock, size: '1 kg' },
      { ...large, loadedStock: large.stock, size: '500 g' },
    ];

    const res = await call('PUT', `/api/admin/products/${product._id}`, body);

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProduct>().variants.map((variant) => [variant._id, variant.size])).toEqual(
      [
        [small._id, '1 kg'],
        [large._id, '500 g'],
      ],
    );
    const update = (await auditRows(product._id)).find(
      (entry) => entry.action === 'product.update',
    );
    expect(update?.before).toMatchObject({ description: 'Hand-pounded kodo millet.' });
    expect(update?.after).toMatchObject({ description: 'Now stone-ground.' });
    expect(Object.keys(update!.after!).sort()).toEqual(['description', 'variants']);
  });

  it('refuses a negative stock with 400 and leaves the product as it was', async () => {
    const product = await create();
    const body = {
      ...loaded(product),
      name: 'Changed',
      variants: [{ ...loaded(product).variants[0]!, stock: -3 }],
    };

    const res = await call('PUT', `/api/admin/products/${product._id}`, body);

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'variants[0].stock': 'Stock cannot be negative' });
    const now = await call('GET', `/api/admin/products/${product._id}`);
    expect(now.json<AdminProduct>()).toEqual(product);
    expect((await auditRows(product._id)).map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('answers 409 for a SKU of another product and 404 for an unknown product', async () => {
    const other = await create();
    const product = await create();
    const body = {
      ...loaded(product),
      variants: [{ ...loaded(product).variants[0]!, sku: other.variants[0]!.sku }],
    };

    const res = await call('PUT', `/api/admin/products/${product._id}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({
      'variants[0].sku': 'This SKU is already used by another variant',
    });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const put = await call('PUT', `/api/admin/products/${id}`, { ...milletBody(), version: 1 });
      expect(put.statusCode).toBe(404);
      expect((await call('GET', `/api/admin/products/${id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('PUT /api/admin/products/:id while shoppers order and other operators edit', () => {
  let otherAdmin: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    otherAdmin = await newUser(ctx.app, 'Kabir Shah');
    await setUser(ctx.db, otherAdmin.user._id, { role: 'admin' });
  });

  /** Kodo millet with 73 of its 500 g on hand and its 1 kg at ₹120, as the editor loads it. */
  async function openedProduct(): Promise<AdminProduct> {
    const product = await create(
      milletBody({
        variants: [
          { size: '500 g', weight: 500, price: 65, originalPrice: null, sku: null, stock: 73 },
          { size: '1 kg', weight: 1000, price: 120, originalPrice: null, sku: null, stock: 40 },
        ],
      }),
    );
    return (await call('GET', `/api/admin/products/${product._id}`)).json<AdminProduct>();
  }

  /** A shopper's cash order of five 500 g packs. */
  async function orderFive(itemId: string) {
    await addToCart(ctx.app, shopper.token, itemId, '500 g');
    const five = await cartCall(ctx.app, shopper.token, 'PUT', {
      itemId,
      size: '500 g',
      quantity: 5,
    });
    expect(five.statusCode).toBe(200);
    const lines = shownLines(await readCart(ctx.app, shopper.token), { itemId, size: '500 g' });
    expect(lines).toMatchObject([{ quantity: 5 }]);
    expect((await orderCash(ctx.app, shopper.token, lines)).statusCode).toBe(201);
  }

  const variantRows = (itemId: string) =>
    ctx.db
      .select({
        size: itemVariants.size,
        pricePaise: itemVariants.pricePaise,
        stock: itemVariants.stock,
      })
      .from(itemVariants)
      .where(eq(itemVariants.itemId, itemId))
      .orderBy(itemVariants.position);

  it('refuses a save over another operator’s with 409, writing nothing: sold units and the new price stay', async () => {
    const opened = await openedProduct();
    await orderFive(opened._id);
    const other = loaded(
      (await call('GET', `/api/admin/products/${opened._id}`)).json<AdminProduct>(),
    );
    other.variants[1]!.price = 131;
    const raised = await call('PUT', `/api/admin/products/${opened._id}`, other, otherAdmin.token);
    expect(raised.statusCode).toBe(200);

    const stale = await call('PUT', `/api/admin/products/${opened._id}`, {
      ...loaded(opened),
      description: 'Hand-pounded kodo millet from Satpura.',
    });

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'PRODUCT_CHANGED',
      message:
        'This product was changed by someone else since you opened it. Reload to see the latest, then make your change again.',
    });
    expect(await variantRows(opened._id)).toEqual([
      { size: '500 g', pricePaise: 65_00, stock: 68 },
      { size: '1 kg', pricePaise: 131_00, stock: 40 },
    ]);
    const now = (await call('GET', `/api/admin/products/${opened._id}`)).json<AdminProduct>();
    expect(now).toMatchObject({ description: 'Hand-pounded kodo millet.', version: 2 });
    const entries = await auditRows(opened._id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['product.create', admin.user._id],
      ['product.update', otherAdmin.user._id],
    ]);
  });

  it('saves a description over orders placed meanwhile, keeping the stock they took', async () => {
    const opened = await openedProduct();
    await orderFive(opened._id);

    const res = await call('PUT', `/api/admin/products/${opened._id}`, {
      ...loaded(opened),
      description: 'Hand-pounded kodo millet from Satpura.',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({
      description: 'Hand-pounded kodo millet from Satpura.',
      version: opened.version + 1,
      variants: [
        { size: '500 g', price: 65, stock: 68 },
        { size: '1 kg', price: 120, stock: 40 },
      ],
    });
    expect(await variantRows(opened._id)).toEqual([
      { size: '500 g', pricePaise: 65_00, stock: 68 },
      { size: '1 kg', pricePaise: 120_00, stock: 40 },
    ]);
    const update = (await auditRows(opened._id)).find((entry) => entry.action === 'product.update');
    expect(Object.keys(update!.after!)).toEqual(['description']);
  });

  it('adds the operator’s change of stock to what orders left, and refuses one that would go below 0', async () => {
    const opened = await openedProduct();
    await orderFive(opened._id);
    const body = loaded(opened);

    body.variants[0]!.stock = 0;
    const below = await call('PUT', `/api/admin/products/${opened._id}`, body);
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'STOCK_CHANGED',
      message:
        'Orders changed the stock since you opened this product. Reload to see the latest, then make your change again.',
      fields: {
        'variants[0].stock':
          'Orders since you opened the product leave 68: this change would make it -5.',
      },
    });
    expect((await variantRows(opened._id))[0]!.stock).toBe(68);

    body.variants[0]!.stock = 100;
    const restocked = await call('PUT', `/api/admin/products/${opened._id}`, body);
    expect(restocked.statusCode).toBe(200);
    expect((await variantRows(opened._id))[0]!.stock).toBe(95);
    const update = (await auditRows(opened._id)).find((entry) => entry.action === 'product.update');
    expect(update!.before!.variants).toMatchObject([{ stock: 68 }, { stock: 40 }]);
    expect(update!.after!.variants).toMatchObject([{ stock: 95 }, { stock: 40 }]);
  });

  it('needs the version and, for a kept variant, the stock the editor loaded', async () => {
    const opened = await openedProduct();
    const body = loaded(opened);

    // Undefined fields are left out of the JSON sent.
    const res = await call('PUT', `/api/admin/products/${opened._id}`, {
      ...body,
      version: undefined,
      variants: body.variants.map((variant) => ({ ...variant, loadedStock: undefined })),
    });

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      version: 'version is required',
      'variants[0].loadedStock': 'loadedStock is required for a kept variant',
      'variants[1].loadedStock': 'loadedStock is required for a kept variant',
    });
  });
});

describe('POST /api/admin/products/:id/archive and DELETE /api/admin/products/:id', () => {
  it('archives a product no order has, keeping everything, and restores it as it was', async () => {
    const product = await create();
    expect(product.hasOrders).toBe(false);
    await addToCart(ctx.app, shopper.token, product._id, '500 g');
    await shopItems();

    const res = await call('POST', `/api/admin/products/${product._id}/archive`);

    expect(res.statusCode).toBe(200);
    const archived = res.json<AdminProduct>();
    expect(archived.archivedAt).toEqual(expect.any(String));
    // Taken off sale, not deleted: the editor's product is whole.
    expect(archived).toEqual({ ...product, archivedAt: archived.archivedAt });
    expect((await shopItems()).some((item) => item._id === product._id)).toBe(false);
    expect((await productPage(product._id)).statusCode).toBe(404);
    expect(
      shownLines(await readCart(ctx.app, shopper.token), { itemId: product._id, size: '500 g' }),
    ).toEqual([]);
    expect(await ctx.db.select().from(items).where(eq(items.id, product._id))).toHaveLength(1);
    // Archiving again changes nothing.
    const again = await call('POST', `/api/admin/products/${product._id}/archive`);
    expect(again.json<AdminProduct>().archivedAt).toBe(archived.archivedAt);

    const restored = await call('POST', `/api/admin/products/${product._id}/restore`);
    expect(restored.json<AdminProduct>()).toEqual(product);
    expect((await productPage(product._id)).statusCode).toBe(200);
    expect((await auditRows(product._id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.archive',
      'product.restore',
    ]);
  });

  it('deletes for good a product no order has, when asked to delete', async () => {
    const product = await create();

    const res = await call('DELETE', `/api/admin/products/${product._id}`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The product was deleted.' });
    expect(await ctx.db.select().from(items).where(eq(items.id, product._id))).toEqual([]);
    expect((await productPage(product._id)).statusCode).toBe(404);
    const [entry] = (await auditRows(product._id)).filter((row) => row.action === 'product.delete');
    expect(entry).toMatchObject({ actorId: admin.user._id, after: null });
    expect(entry?.before).toMatchObject({ name: product.name });
    expect(entry?.before).not.toHaveProperty('hasOrders');
  });

  it('refuses to delete a product with orders (409), leaving it on sale', async () => {
    const product = await create();
    await placeCashOrder(ctx.app, shopper.token, product._id, '500 g');
    expect((await call('GET', `/api/admin/products/${product._id}`)).json()).toMatchObject({
      hasOrders: true,
    });

    const res = await call('DELETE', `/api/admin/products/${product._id}`);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This product has orders, so it cannot be deleted. Archive it to take it off sale.',
      code: 'PRODUCT_HAS_ORDERS',
    });
    const [row] = await ctx.db.select().from(items).where(eq(items.id, product._id));
    expect(row?.archivedAt).toBeNull();
    expect((await productPage(product._id)).statusCode).toBe(200);
    expect((await auditRows(product._id)).map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('archives a product with orders: it leaves the shop and stays in its orders; restore brings it back', async () => {
    const product = await create();
    const order = await placeCashOrder(ctx.app, shopper.token, product._id, '500 g');
    await addToCart(ctx.app, shopper.token, product._id, '500 g');
    await shopItems();

    const res = await call('POST', `/api/admin/products/${product._id}/archive`);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: product._id, hasOrders: true });
    expect(res.json<AdminProduct>().archivedAt).toEqual(expect.any(String));
    expect((await shopItems()).some((item) => item._id === product._id)).toBe(false);
    const search = await ctx.app.inject({
      url: `/api/items?search=${encodeURIComponent(product.name)}`,
    });
    expect(search.json<ItemPageResponse>().total).toBe(0);
    expect((await productPage(product._id)).statusCode).toBe(404);
    const add = await cartCall(ctx.app, shopper.token, 'POST', {
      itemId: product._id,
      size: '500 g',
      quantity: 1,
    });
    expect(add.statusCode).toBe(404);
    expect(
      shownLines(await readCart(ctx.app, shopper.token), { itemId: product._id, size: '500 g' }),
    ).toEqual([]);
    const orders = await ctx.app.inject({ url: '/api/orders', headers: bearer(shopper.token) });
    const kept = orders.json<OrdersResponse>().data.orders.find((entry) => entry._id === order._id);
    expect(kept?.items).toEqual([
      expect.objectContaining({ itemId: product._id, name: product.name, price: 89.5 }),
    ]);
    const archived = await call('GET', '/api/admin/products?archived=archived&limit=100');
    expect(archived.json<AdminProductsResponse>().products.map((entry) => entry._id)).toContain(
      product._id,
    );
    const active = await call('GET', '/api/admin/products?limit=100');
    expect(active.json<AdminProductsResponse>().products.map((entry) => entry._id)).not.toContain(
      product._id,
    );

    const restored = await call('POST', `/api/admin/products/${product._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<AdminProduct>().archivedAt).toBeNull();
    expect((await productPage(product._id)).statusCode).toBe(200);
    expect((await auditRows(product._id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.archive',
      'product.restore',
    ]);
  });
});

describe('GET /api/admin/products', () => {
  it('walks every product once, newest first, page after page', async () => {
    const ids = (response: { json: () => { products: { _id: string }[] } }) =>
      response.json().products.map((product) => product._id);
    for (const name of ['Walk Ragi', 'Walk Jowar', 'Walk Bajra', 'Walk Kodo', 'Walk Foxtail']) {
      await create(milletBody({ name }));
    }
    const all = ids(await call('GET', '/api/admin/products?archived=all&limit=50'));
    expect(all.length).toBeGreaterThanOrEqual(5);

    const walked: string[] = [];
    for (let page = 1; walked.length < all.length; page += 1) {
      const next = ids(await call('GET', `/api/admin/products?archived=all&limit=2&page=${page}`));
      expect(next.length).toBeGreaterThan(0);
      walked.push(...next);
    }
    expect(walked).toEqual(all);
  });

  it('pages, searches and filters by category on the server', async () => {
    const flour = await create(milletBody({ name: 'Zz Ragi Flour Special', category: 'Flours' }));

    const first = await call('GET', '/api/admin/products?limit=2&page=1');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(page.products).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);

    await uploadImage(flour._id, solidPng(16, [90, 60, 20]));
    const withImage = (await call('GET', `/api/admin/products/${flour._id}`)).json<AdminProduct>();

    const found = await call('GET', '/api/admin/products?search=zz%20ragi&category=Flours');
    expect(found.json()).toEqual({
      products: [
        {
          _id: flour._id,
          name: 'Zz Ragi Flour Special',
          brand: 'Mitti Farms',
          category: 'Flours',
          farmName: 'Satpura Millet Collective',
          image: withImage.images[0]!.url,
          variantCount: 2,
          priceFrom: 89.5,
          stock: 15,
          archivedAt: null,
        },
      ],
      page: 1,
      limit: 20,
      total: 1,
      hasMore: false,
    });
    const none = await call('GET', '/api/admin/products?search=zz%20ragi&category=Spices');
    expect(none.json().total).toBe(0);
    const bad = await call('GET', '/api/admin/products?archived=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ archived: 'archived must be active, archived or all' });
  });
});

describe('product images', () => {
  it('uploads, reorders and removes pictures, and the product page shows them in order', async () => {
    const product = await create();
    const red = await uploadImage(product._id, solidPng(64, [200, 30, 30]));
    expect(red.statusCode).toBe(200);
    const green = await uploadImage(product._id, solidPng(64, [30, 200, 30]));
    const [first, second] = green.json<AdminProduct>().images as [
      AdminProduct['images'][number],
      AdminProduct['images'][number],
    ];
    expect(first.url).toMatch(/^\/uploads\/items\/[0-9a-f-]{36}.*\.png$/);
    expect((await ctx.app.inject({ url: first.url })).statusCode).toBe(200);

    const reordered = await call('PUT', `/api/admin/products/${product._id}/images/order`, {
      imageIds: [second._id, first._id],
    });
    expect(reordered.statusCode).toBe(200);
    const shown = (await productPage(product._id)).json<Product>().images.map((image) => image.url);
    expect(shown).toEqual([second.url, first.url]);

    const incomplete = await call('PUT', `/api/admin/products/${product._id}/images/order`, {
      imageIds: [second._id],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json<ApiErrorBody>().fields ?? {})).toEqual(['imageIds']);

    const removed = await call('DELETE', `/api/admin/products/${product._id}/images/${second._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminProduct>().images.map((image) => image._id)).toEqual([first._id]);
    expect((await ctx.app.inject({ url: second.url })).statusCode).toBe(404);
    const again = await call('DELETE', `/api/admin/products/${product._id}/images/${second._id}`);
    expect(again.statusCode).toBe(404);

    expect((await auditRows(product._id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.image_add',
      'product.image_add',
      'product.image_reorder',
      'product.image_remove',
    ]);
  });

  it('refuses a file that is not a picture with 400', async () => {
    const product = await create();
    const res = await uploadImage(product._id, Buffer.from('<svg onload="alert(1)"/>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await call('GET', `/api/admin/products/${product._id}`)).json().images).toEqual([]);
  });
});

describe('an existing item', () => {
  it('opens in the editor with its stock and can be edited', async () => {
    const itemId = await insertTestItem(ctx.db, { name: 'Editable Turmeric' });
    const res = await call('GET', `/api/admin/products/${itemId}`);
    expect(res.statusCode).toBe(200);
    const product = res.json<AdminProduct>();
    expect(product.variants.map((variant) => variant.size)).toEqual(['100 g', '250 g', '500 g']);
    const save = await call('PUT', `/api/admin/products/${itemId}`, {
      ...loaded(product),
      description: 'Edited.',
    });
    expect(save.statusCode).toBe(200);
    expect(save.json<AdminProduct>()).toMatchObject({ description: 'Edited.', version: 2 });
  });
});
