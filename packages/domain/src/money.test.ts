import { formatRupees, formatShopPrice, paiseToRupees, rupeesToPaise } from './money';

describe('formatRupees (investment cards)', () => {
  it('groups in the Indian way with no decimals', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(15000000)).toBe('₹1,50,00,000');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('shows zero as ₹0', () => {
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('formatShopPrice (shop)', () => {
  it('shows two decimals with Indian grouping', () => {
    expect(formatShopPrice(1234.5)).toBe('₹1,234.50');
    expect(formatShopPrice(123456.78)).toBe('₹1,23,456.78');
    expect(formatShopPrice(7.5)).toBe('₹7.50');
  });

  it('shows zero as ₹0.00', () => {
    expect(formatShopPrice(0)).toBe('₹0.00');
  });
});

describe('paise conversions', () => {
  it('absorbs float error when going to paise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(4.35)).toBe(435);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1234.5)).toBe(123450);
  });

  it('sums in paise give the exact rupee amount back', () => {
    const total = rupeesToPaise(0.1) + rupeesToPaise(0.2);
    expect(paiseToRupees(total)).toBe(0.3);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('keeps zero and whole rupees exact', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(paiseToRupees(0)).toBe(0);
    expect(rupeesToPaise(100000)).toBe(10000000);
  });
});
