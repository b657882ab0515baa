import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@mitti/domain/order';
import { useId, type ReactNode } from 'react';
import { SectionCard } from './section-card';

const OPTIONS: { value: PaymentMethod; icon: ReactNode; description: string }[] = [
  {
    value: 'COD',
    icon: <PaymentsOutlined />,
    description: 'Pay in cash when your order arrives.',
  },
  {
    value: 'Razorpay',
    icon: <CreditCardOutlined />,
    description: 'Pay online now by card or UPI through our secure payment partner.',
  },
];

export interface PaymentMethodSectionProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

function PaymentOption({
  option,
  name,
  checked,
  disabled,
  onSelect,
}: {
  option: (typeof OPTIONS)[number];
  name: string;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'rgba(47, 107, 58, 0.06)' : 'background.paper',
        borderRadius: 1,
        cursor: disabled ? 'default' : 'pointer',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    >
      <Radio
        checked={checked}
        onChange={onSelect}
        name={name}
        value={option.value}
        disabled={disabled}
        slotProps={{
          input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId },
        }}
        sx={{ mt: -0.75 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {option.icon}
          </Box>
          <Typography id={labelId} sx={{ fontWeight: 700 }}>
            {PAYMENT_METHOD_LABELS[option.value]}
          </Typography>
        </Box>
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {option.description}
        </Typography>
      </Box>
    </Box>
  );
}

/** Payment Method: cash on delivery (the default) or card and UPI through the payment provider. */
export function PaymentMethodSection({ value, onChange, disabled }: PaymentMethodSectionProps) {
  const name = useId();
  return (
    <SectionCard title="Payment Method" icon={<CreditCardOutlined />}>
      <Box
        role="radiogroup"
        aria-label="Payment method"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
      >
        {OPTIONS.map((option) => (
          <PaymentOption
            key={option.value}
            option={option}
            name={name}
            checked={value === option.value}
            disabled={disabled}
            onSelect={() => onChange(option.value)}
          />
        ))}
      </Box>
    </SectionCard>
  );
}
