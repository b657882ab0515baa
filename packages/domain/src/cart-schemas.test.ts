import { addToCartSchema, removeFromCartSchema, updateCartSchema } from './cart-schemas';
import { schemaErrors } from './testing/schema-errors';

describe('addToCartSchema', () => {
  it('adds one unit, defaulting the quantity to 1', async () => {
    const body = { itemId: 'i1', size: '1 kg', weight: 1000 };
    expect(await schemaErrors(addToCartSchema, body)).toEqual({});
    expect(addToCartSchema.cast(body).quantity).toBe(1);
  });

  it('refuses any other quantity', async () => {
    const errors = await schemaErrors(addToCartSchema, { itemId: 'i1', size: '1 kg', quantity: 2 });
    expect(Object.keys(errors)).toEqual(['quantity']);
  });

  it('refuses a size no product has the room to name, and a weight that is not a number', async () => {
    expect(
      await schemaErrors(addToCartSchema, { itemId: 'i1', size: 'x'.repeat(51), weight: '0x10' }),
    ).toEqual({
      size: 'size must be at most 50 characters',
      weight: 'Weight must be a number',
    });
  });

  it('requires the item and the size', async () => {
    expect(await schemaErrors(addToCartSchema, {})).toEqual({
      itemId: 'This field is required',
      size: 'This field is required',
    });
  });
});

describe('updateCartSchema', () => {
  it('accepts a quantity from 1 to 99', async () => {
    expect(
      await schemaErrors(updateCartSchema, { itemId: 'i1', size: '1 kg', quantity: 1 }),
    ).toEqual({});
    expect(
      await schemaErrors(updateCartSchema, { itemId: 'i1', size: '1 kg', quantity: 99 }),
    ).toEqual({});
  });

  it.each([0, 100, 1.5])('refuses the quantity %p', async (quantity) => {
    const errors = await schemaErrors(updateCartSchema, { itemId: 'i1', size: '1 kg', quantity });
    expect(Object.keys(errors)).toEqual(['quantity']);
  });
});

describe('removeFromCartSchema', () => {
  it('needs the item and the size', async () => {
    expect(await schemaErrors(removeFromCartSchema, { itemId: 'i1', size: '1 kg' })).toEqual({});
    expect(await schemaErrors(removeFromCartSchema, { itemId: 'i1' })).toEqual({
      size: 'This field is required',
    });
  });
});
