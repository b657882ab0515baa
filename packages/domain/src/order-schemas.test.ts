import {
  createProductOrderSchema,
  EMPTY_CART_MESSAGE,
  INVALID_PAYMENT_METHOD_MESSAGE,
  NO_ADDRESS_MESSAGE,
  placeOrderSchema,
  verifyProductPaymentSchema,
} from './order-schemas';
import { schemaErrors } from './testing/schema-errors';

const address = {
  name: 'Asha Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876543210',
};
const line = { itemId: 'i1', size: '1 kg', quantity: 2, price: 89.99 };

describe('placeOrderSchema', () => {
  it('accepts a cash order with lines and an address', async () => {
    expect(
      await schemaErrors(placeOrderSchema, {
        items: [line],
        shippingAddress: address,
        paymentMethod: 'COD',
      }),
    ).toEqual({});
  });

  it("gives the spec's messages for an empty cart, no address and another method", async () => {
    expect(await schemaErrors(placeOrderSchema, { items: [], paymentMethod: 'Card' })).toEqual({
      items: EMPTY_CART_MESSAGE,
      shippingAddress: NO_ADDRESS_MESSAGE,
      paymentMethod: INVALID_PAYMENT_METHOD_MESSAGE,
    });
  });

  it('refuses a line without a whole positive quantity', async () => {
    const errors = await schemaErrors(placeOrderSchema, {
      items: [{ ...line, quantity: 0 }],
      shippingAddress: address,
      paymentMethod: 'COD',
    });
    expect(Object.keys(errors)).toEqual(['items[0].quantity']);
  });

  it('needs the unit price the checkout showed', async () => {
    const errors = await schemaErrors(placeOrderSchema, {
      items: [{ ...line, price: undefined }],
      shippingAddress: address,
      paymentMethod: 'COD',
    });
    expect(Object.keys(errors)).toEqual(['items[0].price']);
  });

  it.each(['0xF0', '2.4e2', [240], true])(
    'reads a price only as a number, refusing %j',
    async (price) => {
      const errors = await schemaErrors(placeOrderSchema, {
        items: [{ ...line, price, weight: '0x10' }],
        shippingAddress: address,
        paymentMethod: 'COD',
        totalPrice: [1],
      });
      expect(errors).toEqual({
        'items[0].price': 'Price must be a number',
        'items[0].weight': 'Weight must be a number',
        totalPrice: 'Total price must be a number',
      });
    },
  );

  it('checks the address like the address form', async () => {
    const errors = await schemaErrors(placeOrderSchema, {
      items: [line],
      shippingAddress: { ...address, phone: '12345' },
      paymentMethod: 'COD',
    });
    expect(errors).toEqual({ 'shippingAddress.phone': 'Invalid phone number' });
  });
});

describe('createProductOrderSchema', () => {
  it('needs the lines shown and an address, not the amount', async () => {
    expect(
      await schemaErrors(createProductOrderSchema, { items: [line], shippingAddress: address }),
    ).toEqual({});
    expect(await schemaErrors(createProductOrderSchema, { amount: 129, items: [] })).toEqual({
      items: EMPTY_CART_MESSAGE,
      shippingAddress: NO_ADDRESS_MESSAGE,
    });
  });
});

describe('verifyProductPaymentSchema', () => {
  it('needs the three payment identifiers; the order payload is optional', async () => {
    const errors = await schemaErrors(verifyProductPaymentSchema, {});
    expect(Object.keys(errors).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
  });
});
