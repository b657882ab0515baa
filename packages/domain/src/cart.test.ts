import { toCartSummary } from './cart';
import { priceCart } from './shop-pricing';

describe('toCartSummary', () => {
  it('puts the paise pricing on the wire in rupees', () => {
    const summary = toCartSummary(priceCart([{ unitPricePaise: 1999, quantity: 2 }]));
    expect(summary).toEqual({
      subtotal: 39.98,
      shipping: 7.5,
      tax: 3,
      total: 50.48,
      totalItems: 2,
    });
  });
});
