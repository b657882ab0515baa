import type { BuyAgainResponse, CartResponse } from '@mitti/domain/cart';
import { and, eq } from 'drizzle-orm';
import { itemVariants } from '../../db/schema/shop';
import {
  addToCart,
  cartCall,
  insertTestItem,
  insertTestJaggery,
  orderCash,
  placeCashOrder,
  readCart,
  shownLines,
} from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let turmericId: string;
let jaggeryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  turmericId = await insertTestItem(ctx.db);
  jaggeryId = await insertTestJaggery(ctx.db);
});
afterAll(() => ctx.close());

describe('GET /api/cart', () => {
  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/cart' })).statusCode).toBe(401);
  });

  it('answers an empty cart with a zero summary', async () => {
    const user = await newUser(ctx.app);

    const res = await cartCall(ctx.app, user.token, 'GET');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { items: [], summary: { subtotal: 0, shipping: 0, tax: 0, total: 0, totalItems: 0 } },
    });
  });
});

describe('POST /api/cart', () => {
  it('adds one unit, then one more of the same variant, lines in the order added', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await addToCart(ctx.app, user.token, jaggeryId, '1 kg');

    const cart = await addToCart(ctx.app, user.token, turmericId, '100 g');

    expect(cart.data.items).toEqual([
      {
        id: turmericId,
        itemId: turmericId,
        cartItemId: expect.any(String),
        image: '/uploads/items/turmeric.svg',
        name: 'Lakadong Turmeric Powder',
        size: '100 g',
        farmName: 'Jaintia Hills Growers',
        category: 'Spices',
        price: 60,
        originalPrice: 80,
        quantity: 2,
        weight: 100,
        available: true,
        stock: 40,
      },
      expect.objectContaining({ itemId: jaggeryId, size: '1 kg', image: '', quantity: 1 }),
    ]);
    expect(cart.data.items[1]).not.toHaveProperty('originalPrice');
    // 2 x 60 + 89.99 = 209.99: free shipping, tax 15.75 (15.749 rounded).
    expect(cart.data.summary).toEqual({
      subtotal: 209.99,
      shipping: 0,
      tax: 15.75,
      total: 225.74,
      totalItems: 3,
    });
  });

  it('refuses an unknown item, an unknown size and an out-of-stock variant, naming them', async () => {
    const user = await newUser(ctx.app);
    const add = (itemId: string, size: string) =>
      cartCall(ctx.app, user.token, 'POST', { itemId, size, quantity: 1 });

    for (const itemId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await add(itemId, '100 g');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Product not found.', code: 'NOT_FOUND' });
    }
    const size = await add(turmericId, '2 kg');
    expect(size.statusCode).toBe(400);
    expect(size.json()).toEqual({
      message: 'Lakadong Turmeric Powder has no size 2 kg.',
      code: 'UNKNOWN_SIZE',
    });
    const stock = await add(turmericId, '250 g');
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toEqual({
      message: 'Lakadong Turmeric Powder (250 g) is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    expect((await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>().data.items).toEqual(
      [],
    );
  });

  it('adds one unit at a time and stops a line at 99', async () => {
    const ghee = await insertTestItem(ctx.db, { name: 'A2 Cow Ghee' }, [
      { size: '1 l', pricePaise: 1200_00, stock: 500, weight: 1000 },
    ]);
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, ghee, '1 l');
    const more = await cartCall(ctx.app, user.token, 'POST', {
      itemId: ghee,
      size: '1 l',
      quantity: 5,
    });
    expect(more.statusCode).toBe(400);
    await cartCall(ctx.app, user.token, 'PUT', { itemId: ghee, size: '1 l', quantity: 99 });

    const res = await cartCall(ctx.app, user.token, 'POST', {
      itemId: ghee,
      size: '1 l',
      quantity: 1,
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You can have at most 99 of A2 Cow Ghee (1 l) in your cart.',
      code: 'CART_LIMIT',
    });
    const cart = (await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>();
    expect(cart.data.items.map((line) => line.quantity)).toEqual([99]);
  });

  it('stops a line at the stock, saying the cart has all that are left', async () => {
    const user = await newUser(ctx.app);
    await cartCall(ctx.app, user.token, 'POST', { itemId: turmericId, size: '500 g' });
    await cartCall(ctx.app, user.token, 'PUT', { itemId: turmericId, size: '500 g', quantity: 12 });

    const res = await cartCall(ctx.app, user.token, 'POST', { itemId: turmericId, size: '500 g' });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Your cart already has all 12 of Lakadong Turmeric Powder (500 g) that are left.',
      code: 'OUT_OF_STOCK',
    });
    const cart = (await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>();
    expect(cart.data.items.map((line) => line.quantity)).toEqual([12]);
  });

  it('says the cart has the last one when one was left', async () => {
    const ghee = await insertTestItem(ctx.db, { name: 'A2 Cow Ghee' }, [
      { size: '1 l', pricePaise: 1200_00, stock: 1, weight: 1000 },
    ]);
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, ghee, '1 l');

    const res = await cartCall(ctx.app, user.token, 'POST', { itemId: ghee, size: '1 l' });

    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: 'Your cart already has the last A2 Cow Ghee (1 l).', code: 'OUT_OF_STOCK' },
    ]);
  });
});

describe('POST /api/cart/buy-again', () => {
  const buyAgain = (token: string, orderId: unknown) =>
    cartCall(ctx.app, token, 'POST', { orderId }, '/api/cart/buy-again');

  it("puts an order's lines in the cart in their quantities, on top of what it holds", async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await cartCall(ctx.app, user.token, 'PUT', { itemId: turmericId, size: '100 g', quantity: 3 });
    const cart = await addToCart(ctx.app, user.token, jaggeryId, '1 kg');
    const placed = await orderCash(ctx.app, user.token, shownLines(cart));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order._id as string;
    await addToCart(ctx.app, user.token, jaggeryId, '1 kg');

    const res = await buyAgain(user.token, orderId);

    expect(res.statusCode).toBe(200);
    const answer = res.json<BuyAgainResponse>();
    expect(answer.lines).toEqual([
      { name: 'Lakadong Turmeric Powder', size: '100 g', wanted: 3, added: 3 },
      { name: 'Jaggery Powder', size: '1 kg', wanted: 1, added: 1 },
    ]);
    expect(answer.data.items.map((line) => [line.name, line.size, line.quantity])).toEqual([
      ['Jaggery Powder', '1 kg', 2],
      ['Lakadong Turmeric Powder', '100 g', 3],
    ]);
    expect(answer.data.summary.totalItems).toBe(5);
    expect(await readCart(ctx.app, user.token)).toEqual({ data: answer.data });
  });

  it('adds as many as are in stock or fit, none of a withdrawn size, and says so', async () => {
    const ghee = await insertTestItem(ctx.db, { name: 'A2 Cow Ghee' }, [
      { size: '1 l', pricePaise: 1200_00, stock: 5, weight: 1000 },
    ]);
    const millet = await insertTestItem(ctx.db, { name: 'Foxtail Millet' }, [
      { size: '1 kg', pricePaise: 150_00, stock: 5, weight: 1000 },
    ]);
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, ghee, '1 l');
    await cartCall(ctx.app, user.token, 'PUT', { itemId: ghee, size: '1 l', quantity: 4 });
    await addToCart(ctx.app, user.token, millet, '1 kg');
    const cart = await addToCart(ctx.app, user.token, turmericId, '500 g');
    const orderId = (await orderCash(ctx.app, user.token, shownLines(cart))).json().data.order
      ._id as string;
    // The order took 4 of the 5 ghee; the millet's 1 kg is sold no more.
    await ctx.db.update(itemVariants).set({ size: '2 kg' }).where(eq(itemVariants.itemId, millet));

    const res = await buyAgain(user.token, orderId);

    expect(res.statusCode).toBe(200);
    expect(res.json<BuyAgainResponse>().lines).toEqual([
      { name: 'A2 Cow Ghee', size: '1 l', wanted: 4, added: 1 },
      { name: 'Foxtail Millet', size: '1 kg', wanted: 1, added: 0 },
      { name: 'Lakadong Turmeric Powder', size: '500 g', wanted: 1, added: 1 },
    ]);
    expect(
      (await readCart(ctx.app, user.token)).data.items.map((line) => [line.name, line.quantity]),
    ).toEqual([
      ['A2 Cow Ghee', 1],
      ['Lakadong Turmeric Powder', 1],
    ]);

    // Again: the cart holds all the ghee there is.
    const again = await buyAgain(user.token, orderId);
    expect(again.json<BuyAgainResponse>().lines[0]).toEqual({
      name: 'A2 Cow Ghee',
      size: '1 l',
      wanted: 4,
      added: 0,
    });
  });

  it("answers 404 for another shopper's order or none, 400 without one, 401 to a visitor", async () => {
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    const order = await placeCashOrder(ctx.app, owner.token, jaggeryId, '250 g');

    for (const orderId of [order._id, '3f1d5c4e-2b7a-4c1e-9d0a-5e6f7a8b9c0d', 'nope']) {
      const res = await buyAgain(other.token, orderId);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Order not found.']);
    }
    expect((await readCart(ctx.app, other.token)).data.items).toEqual([]);
    const missing = await buyAgain(other.token, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ orderId: 'This field is required' });
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/buy-again',
      payload: { orderId: order._id },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/cart', () => {
  it('sets the absolute quantity, 1 to 99, of a line in the cart', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, jaggeryId, '250 g');
    const put = (payload: Record<string, unknown>) =>
      cartCall(ctx.app, user.token, 'PUT', { itemId: jaggeryId, size: '250 g', ...payload });

    for (const quantity of [0, 100, 1.5]) {
      const res = await put({ quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { quantity: expect.any(String) },
      });
    }
    const missing = await put({ size: '1 kg', quantity: 2 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'This item is not in your cart.',
      code: 'NOT_FOUND',
    });

    const res = await put({ quantity: 4 });

    expect(res.statusCode).toBe(200);
    expect(res.json<CartResponse>().data.items.map((line) => line.quantity)).toEqual([4]);
  });

  it('refuses to raise a line above the stock, but lowers one the stock fell below', async () => {
    const honeyId = await insertTestItem(ctx.db, { name: 'Wild Forest Honey' });
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, honeyId, '500 g');
    const put = (quantity: number) =>
      cartCall(ctx.app, user.token, 'PUT', { itemId: honeyId, size: '500 g', quantity });
    const quantities = async () =>
      (await cartCall(ctx.app, user.token, 'GET'))
        .json<CartResponse>()
        .data.items.map((line) => line.quantity);

    const above = await put(13);
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({
      message: 'Only 12 of Wild Forest Honey (500 g) left.',
      code: 'OUT_OF_STOCK',
    });
    expect(await quantities()).toEqual([1]);
    expect((await put(12)).statusCode).toBe(200);

    await ctx.db
      .update(itemVariants)
      .set({ stock: 3 })
      .where(and(eq(itemVariants.itemId, honeyId), eq(itemVariants.size, '500 g')));
    expect((await put(11)).statusCode).toBe(200);
    expect(await quantities()).toEqual([11]);
    expect((await put(12)).statusCode).toBe(409);
    expect(await quantities()).toEqual([11]);
  });

  it('prices the free-shipping boundary: ₹75 pays shipping, above ₹75 does not', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, jaggeryId, '250 g');
    const at = (quantity: number) =>
      cartCall(ctx.app, user.token, 'PUT', { itemId: jaggeryId, size: '250 g', quantity });

    // ₹75.00: shipping ₹7.50, tax 7.5% = 5.625 rounded half up to 5.63.
    expect((await at(3)).json<CartResponse>().data.summary).toEqual({
      subtotal: 75,
      shipping: 7.5,
      tax: 5.63,
      total: 88.13,
      totalItems: 3,
    });
    expect((await at(4)).json<CartResponse>().data.summary).toEqual({
      subtotal: 100,
      shipping: 0,
      tax: 7.5,
      total: 107.5,
      totalItems: 4,
    });
  });
});

describe('DELETE /api/cart and /api/cart/clear', () => {
  it('removes one line, then empties the cart', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await addToCart(ctx.app, user.token, jaggeryId, '250 g');

    const removed = await cartCall(ctx.app, user.token, 'DELETE', {
      itemId: turmericId,
      size: '100 g',
    });

    expect(removed.statusCode).toBe(200);
    expect(removed.json<CartResponse>().data.items.map((line) => line.name)).toEqual([
      'Jaggery Powder',
    ]);
    const cleared = await cartCall(ctx.app, user.token, 'DELETE', undefined, '/api/cart/clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<CartResponse>().data).toEqual({
      items: [],
      summary: { subtotal: 0, shipping: 0, tax: 0, total: 0, totalItems: 0 },
    });
  });
});

describe("another user's cart", () => {
  it('is never visible to nor changed by anyone else', async () => {
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    await addToCart(ctx.app, owner.token, turmericId, '100 g');
    const line = { itemId: turmericId, size: '100 g' };

    expect((await cartCall(ctx.app, other.token, 'GET')).json<CartResponse>().data.items).toEqual(
      [],
    );
    expect((await cartCall(ctx.app, other.token, 'PUT', { ...line, quantity: 7 })).statusCode).toBe(
      404,
    );
    await cartCall(ctx.app, other.token, 'DELETE', line);
    await cartCall(ctx.app, other.token, 'DELETE', undefined, '/api/cart/clear');

    const mine = (await cartCall(ctx.app, owner.token, 'GET')).json<CartResponse>();
    expect(mine.data.items.map((item) => [item.itemId, item.quantity])).toEqual([[turmericId, 1]]);
  });
});
