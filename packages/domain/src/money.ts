/**
 * Money is integer paise everywhere inside the product (database and math). The wire and the screens
 * use rupees, as the specs do. Convert once at the edge with these helpers.
 */
export type Paise = number;
export type Rupees = number;

export function rupeesToPaise(rupees: Rupees): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): Rupees {
  return paise / 100;
}

const rupeesPaiseIfAny = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const fieldAmount = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

const dataAmount = new Intl.NumberFormat('en-IN', {
  useGrouping: false,
  signDisplay: 'negative',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * ₹ with en-IN grouping, as on investment cards: ₹1,50,000, and paise only when there are some
 * (₹1,250.50), so an amount shown is the amount charged.
 */
export function formatRupees(rupees: Rupees): string {
  return rupeesPaiseIfAny.format(rupees);
}

/** ₹ with en-IN grouping and two decimals, as in the shop: ₹1,234.50 */
export function formatShopPrice(rupees: Rupees): string {
  return rupeesAndPaise.format(rupees);
}

/** formatRupees of an amount kept in paise: ₹1,50,000 or ₹1,250.50. */
export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}

/** formatShopPrice of an amount kept in paise: ₹1,234.50. */
export function formatShopPaise(paise: Paise): string {
  return formatShopPrice(paiseToRupees(paise));
}

/** Rupees as data files carry them: two decimals, no grouping, no symbol (1234.50, -7.05). */
export function decimalRupees(rupees: Rupees): string {
  return dataAmount.format(rupees);
}

/**
 * An amount as a farmer types it: plain digits or en-IN grouping, with at most two decimals
 * ('100000', '1,00,000', '1,00,000.50'). Nothing looser: no other grouping, sign, exponent or hex.
 */
const RUPEES_TEXT = /^(\d+|\d{1,2}(,\d{2})*,\d{3})(\.\d{1,2})?$/;

/** The rupees in an amount typed as RUPEES_TEXT allows, or null for any other text. */
export function parseRupeesText(text: string): Rupees | null {
  const trimmed = text.trim();
  return RUPEES_TEXT.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : null;
}

/** An amount as an input field shows it: en-IN grouping, paise only when there are some (1,00,000.50). */
export function rupeesText(rupees: Rupees): string {
  return fieldAmount.format(rupees);
}
