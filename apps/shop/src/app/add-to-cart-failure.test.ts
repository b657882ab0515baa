import { addToCartFailure } from './add-to-cart-failure';

const outOfStock = {
  status: 409,
  message: 'Your cart already has the last A2 Cow Ghee (1 l).',
  code: 'OUT_OF_STOCK',
};

it("adds the server's sentence after the spec's words only when the stock is the reason", () => {
  expect(addToCartFailure('Failed to add to cart', outOfStock)).toBe(
    'Failed to add to cart. Your cart already has the last A2 Cow Ghee (1 l).',
  );
  expect(addToCartFailure('Failed to add item to cart.', outOfStock)).toBe(
    'Failed to add item to cart. Your cart already has the last A2 Cow Ghee (1 l).',
  );
  expect(
    addToCartFailure('Failed to add to cart', { status: 503, message: 'Server unavailable' }),
  ).toBe('Failed to add to cart');
});

it('says a product taken off sale since the page was drawn is no longer sold', () => {
  expect(
    addToCartFailure('Failed to add item to cart.', {
      status: 404,
      message: 'Product not found.',
      code: 'NOT_FOUND',
    }),
  ).toBe('Failed to add item to cart. This product is no longer sold.');
});
