import {
  amountForFreeShipping,
  discountPercent,
  lineTotalPaise,
  priceCart,
  taxPaise,
} from './shop-pricing';

describe('priceCart', () => {
  it('prices an empty cart at zero, shipping included', () => {
    expect(priceCart([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0, totalItems: 0 });
  });

  it('sums lines and quantities', () => {
    const pricing = priceCart([
      { unitPricePaise: 1999, quantity: 2 },
      { unitPricePaise: 4550, quantity: 1 },
    ]);
    expect(pricing.subtotal).toBe(8548);
    expect(pricing.totalItems).toBe(3);
  });

  it('charges ₹7.50 shipping at exactly ₹75', () => {
    const pricing = priceCart([{ unitPricePaise: 7500, quantity: 1 }]);
    expect(pricing.shipping).toBe(750);
    // tax 7.5% of 7500 = 562.5 -> 563 (half up)
    expect(pricing.tax).toBe(563);
    expect(pricing.total).toBe(7500 + 750 + 563);
  });

  it('ships free at ₹75.01', () => {
    const pricing = priceCart([{ unitPricePaise: 7501, quantity: 1 }]);
    expect(pricing.shipping).toBe(0);
    // 7.5% of 7501 = 562.575 -> 563
    expect(pricing.tax).toBe(563);
    expect(pricing.total).toBe(7501 + 563);
  });

  it('charges shipping on a small cart', () => {
    expect(priceCart([{ unitPricePaise: 100, quantity: 1 }])).toEqual({
      subtotal: 100,
      shipping: 750,
      tax: 8, // 7.5 -> 8
      total: 858,
      totalItems: 1,
    });
  });

  it('refuses rupees passed as paise and bad quantities', () => {
    expect(() => priceCart([{ unitPricePaise: 19.99, quantity: 1 }])).toThrow(RangeError);
    expect(() => priceCart([{ unitPricePaise: 100, quantity: -1 }])).toThrow(RangeError);
    expect(() => priceCart([{ unitPricePaise: 100, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('taxPaise', () => {
  it('rounds half-paise up', () => {
    expect(taxPaise(20)).toBe(2); // 1.5
    expect(taxPaise(60)).toBe(5); // 4.5
    expect(taxPaise(220)).toBe(17); // 16.5
  });

  it('rounds below half down and above half up', () => {
    expect(taxPaise(6)).toBe(0); // 0.45
    expect(taxPaise(7)).toBe(1); // 0.525
    expect(taxPaise(1999)).toBe(150); // 149.925
    expect(taxPaise(1001)).toBe(75); // 75.075
  });

  it('is exact on round amounts', () => {
    expect(taxPaise(0)).toBe(0);
    expect(taxPaise(10000)).toBe(750);
  });
});

describe('lineTotalPaise', () => {
  it('multiplies unit price by quantity', () => {
    expect(lineTotalPaise({ unitPricePaise: 1999, quantity: 3 })).toBe(5997);
  });
});

describe('amountForFreeShipping', () => {
  it('tells how much more is needed to pass ₹75', () => {
    expect(amountForFreeShipping(5000)).toBe(2501);
    expect(amountForFreeShipping(7500)).toBe(1);
    expect(amountForFreeShipping(1)).toBe(7500);
  });

  it('is null for an empty cart and once shipping is free', () => {
    expect(amountForFreeShipping(0)).toBeNull();
    expect(amountForFreeShipping(7501)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('rounds to a whole percent', () => {
    expect(discountPercent(80, 100)).toBe(20);
    expect(discountPercent(2, 3)).toBe(33);
    expect(discountPercent(1, 3)).toBe(67);
    expect(discountPercent(19.99, 24.99)).toBe(20);
  });

  it('rounds an exact half up', () => {
    expect(discountPercent(87.5, 100)).toBe(13);
  });

  it('works the same in paise', () => {
    expect(discountPercent(1999, 2499)).toBe(20);
  });

  it('is null unless the original price is higher', () => {
    expect(discountPercent(100, undefined)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 90)).toBeNull();
  });
});
