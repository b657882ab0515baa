import {
  decimalRupees,
  formatRupees,
  formatShopPrice,
  paiseToRupees,
  parseRupeesText,
  rupeesText,
  rupeesToPaise,
} from './money';

describe('formatRupees (investment cards)', () => {
  it('groups in the Indian way with no decimals for whole rupees', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(15000000)).toBe('₹1,50,00,000');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('shows the paise of an amount that has some, so it reads as charged', () => {
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
    expect(formatRupees(100040.05)).toBe('₹1,00,040.05');
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

describe('amounts that need rounding or a sign', () => {
  it('rounds half away from zero on the amount as written', () => {
    expect(formatRupees(999.999)).toBe('₹1,000');
    expect(formatRupees(0.004)).toBe('₹0');
    expect(formatShopPrice(1.005)).toBe('₹1.01');
    expect(formatShopPrice(12345.675)).toBe('₹12,345.68');
    expect(formatShopPrice(99.995)).toBe('₹100.00');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatRupees(-150000)).toBe('-₹1,50,000');
    expect(formatShopPrice(-1234.56)).toBe('-₹1,234.56');
  });

  it('groups crores and beyond in pairs', () => {
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
    expect(formatShopPrice(1234567890.12)).toBe('₹1,23,45,67,890.12');
  });
});

describe('decimalRupees (data files)', () => {
  it('shows two decimals with no grouping or symbol', () => {
    expect([0, 0.05, 1234.5, 100000, -7.05].map(decimalRupees)).toEqual([
      '0.00',
      '0.05',
      '1234.50',
      '100000.00',
      '-7.05',
    ]);
  });

  it('gives every whole number of paise back exactly', () => {
    for (let paise = -1000; paise <= 200000; paise += 7) {
      const [whole = '', fraction = ''] = decimalRupees(paiseToRupees(paise)).split('.');
      expect(Number(whole) * 100 + Math.sign(paise) * Number(fraction)).toBe(paise);
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
