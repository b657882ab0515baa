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

// Written out rather than through Intl.NumberFormat: a page's first Intl call loads ICU's locale
// data, about 70 ms on a mid-range phone (Lighthouse's 4x CPU), in the middle of the first visit of
// every page that shows an amount. The tests hold these to Intl's own output.

/** en-IN digit grouping: the last three digits, then pairs (1,50,00,000). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * `value` (not negative) to `decimals` places as Intl rounds: half away from zero on the shortest
 * decimal that reads back as the same number (12345.675, not the double's 12345.67499...).
 */
function toDecimals(value: number, decimals: number): string {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(decimals);
  const [whole = '', fraction = ''] = text.split('.');
  const roundUp = fraction.charAt(decimals) >= '5' ? 1n : 0n;
  const scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + roundUp;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** `value` (not negative) with en-IN grouping and `decimals` places: 1,00,000 or 1,00,000.50 */
function grouped(value: number, decimals: 0 | 2): string {
  const [whole = '', fraction] = toDecimals(value, decimals).split('.');
  return `${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

function formatInr(rupees: Rupees, decimals: 0 | 2): string {
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${grouped(Math.abs(rupees), decimals)}`;
}

/** ₹ with en-IN grouping and no decimals, as on investment cards: ₹1,50,000 */
export function formatRupees(rupees: Rupees): string {
  return formatInr(rupees, 0);
}

/** ₹ with en-IN grouping and two decimals, as in the shop: ₹1,234.50 */
export function formatShopPrice(rupees: Rupees): string {
  return formatInr(rupees, 2);
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
  return grouped(rupees, Number.isInteger(rupees) ? 0 : 2);
}
