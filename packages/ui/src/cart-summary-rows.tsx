import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CartSummary } from '@mitti/domain/cart';
import { formatShopPrice } from '@mitti/domain/money';

/** Subtotal, Shipping ('Free' at 0), Taxes and Total, all as the server priced them (DESIGN.md 6.1). */
export function CartSummaryRows({ summary }: { summary: CartSummary }) {
  const rows = [
    { label: 'Subtotal', value: formatShopPrice(summary.subtotal) },
    {
      label: 'Shipping',
      value: summary.shipping === 0 ? 'Free' : formatShopPrice(summary.shipping),
    },
    { label: 'Taxes', value: formatShopPrice(summary.tax) },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 2,
          mt: 0.5,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, fontSize: '1.35rem', color: 'primary.dark' }}
        >
          {formatShopPrice(summary.total)}
        </Typography>
      </Box>
    </Box>
  );
}
