import {
  formatRupees,
  formatShopPrice,
  paiseToRupees,
  parseRupeesText,
  rupeesText,
  rupeesToPaise,
} from './money';

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

describe('the formatters print what Intl prints for en-IN rupees', () => {
  const intlWhole = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const intlPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const amounts = [
    0, -0, 0.004, 0.005, 1.005, 1.015, 2.675, 0.5, 1, 2.5, 7.5, 9.99, 10, 99.995, 100, 999, 999.5,
    1000, 1234.5, 12345.675, 99999, 100000, 123456.78, 1000000, 9999999.99, 15000000, 123456789,
    1234567890.12, -0.4, -0.5, -1, -2.5, -1234.56, -150000,
  ];

  it.each(amounts)('%p', (amount) => {
    expect(formatRupees(amount)).toBe(intlWhole.format(amount));
    expect(formatShopPrice(amount)).toBe(intlPaise.format(amount));
  });

  it('on every whole number of paise up to ₹2,000, and on a spread of larger ones', () => {
    for (let paise = 0; paise <= 200000; paise += 1) {
      const rupees = paise / 100;
      if (formatShopPrice(rupees) !== intlPaise.format(rupees)) throw new Error(`${rupees}`);
      if (formatRupees(rupees) !== intlWhole.format(rupees)) throw new Error(`${rupees}`);
    }
    for (let paise = 7; paise < 1e13; paise = Math.floor(paise * 1.37) + 3) {
      expect(formatShopPrice(paise / 100)).toBe(intlPaise.format(paise / 100));
      expect(formatRupees(paise / 100)).toBe(intlWhole.format(paise / 100));
    }
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

describe('amounts as typed in a field', () => {
  it.each([
    ['1,00,000', 100_000],
    ['100000', 100_000],
    ['1,00,000.50', 100_000.5],
    ['1,000', 1_000],
    ['999', 999],
    [' 5,000 ', 5_000],
  ])('reads %j as %d', (text, rupees) => {
    expect(parseRupeesText(text)).toBe(rupees);
  });

  it.each(['100,000', '1,0,000', '1,00,000.505', '1e5', '0x10', '-5', '1 00 000', '', '₹5'])(
    'reads nothing from %j',
    (text) => {
      expect(parseRupeesText(text)).toBeNull();
    },
  );

  it('shows an amount grouped, with paise only when there are some', () => {
    expect(rupeesText(100_000)).toBe('1,00,000');
    expect(rupeesText(100_000.5)).toBe('1,00,000.50');
    expect(rupeesText(12_34_56_789.05)).toBe('12,34,56,789.05');
    expect(rupeesText(999)).toBe('999');
  });
});
