import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { MAX_CART_QUANTITY } from '@mitti/domain/constants';

export interface QuantityStepperProps {
  /** What the buttons and the spinner are named after, e.g. 'Lakadong Turmeric (100 g)'. */
  label: string;
  quantity: number;
  /** The line's update is in flight (or the cart is reloading after it). */
  busy: boolean;
  /** No more may be added: no more are on hand. */
  canIncrease?: boolean;
  onChange: (quantity: number) => void;
}

/** Minus, the quantity and plus; minus stops at 1, plus at MAX_CART_QUANTITY (shop.md 5). */
export function QuantityStepper({
  label,
  quantity,
  busy,
  canIncrease = true,
  onChange,
}: QuantityStepperProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2.5,
        }}
      >
        <IconButton
          size="small"
          aria-label={`Decrease quantity of ${label}`}
          disabled={quantity <= 1}
          onClick={() => onChange(quantity - 1)}
        >
          <Remove fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-label={`Quantity of ${label}`}
          aria-live="polite"
          sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
        >
          {quantity}
        </Box>
        <IconButton
          size="small"
          aria-label={`Increase quantity of ${label}`}
          disabled={!canIncrease || quantity >= MAX_CART_QUANTITY}
          onClick={() => onChange(quantity + 1)}
        >
          <Add fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ width: 20, display: 'flex' }}>
        {busy && <CircularProgress size={18} aria-label={`Updating ${label}`} />}
      </Box>
    </Box>
  );
}
