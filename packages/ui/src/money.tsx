import { formatRupees, formatShopPrice, type Rupees } from '@mitti/domain/money';

export interface MoneyProps {
  rupees: Rupees;
  /** 'whole': ₹1,50,000 (investment side); 'shop': ₹1,234.50 (shop prices). */
  variant?: 'whole' | 'shop';
}

export function Money({ rupees, variant = 'whole' }: MoneyProps) {
  return <span>{variant === 'shop' ? formatShopPrice(rupees) : formatRupees(rupees)}</span>;
}
