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

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ with en-IN grouping and no decimals, as on investment cards: ₹1,50,000 */
export function formatRupees(rupees: Rupees): string {
  return wholeRupees.format(rupees);
}

/** ₹ with en-IN grouping and two decimals, as in the shop: ₹1,234.50 */
export function formatShopPrice(rupees: Rupees): string {
  return rupeesAndPaise.format(rupees);
}
