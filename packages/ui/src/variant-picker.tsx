import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Variant } from '@mitti/domain/item';
import { useId } from 'react';

export interface VariantPickerProps {
  variants: readonly Variant[];
  /** The chosen variant's _id. */
  value: string | undefined;
  onChange: (variant: Variant) => void;
  /** 'menu': a native dropdown (small screens); 'buttons': one toggle button per size. */
  display: 'menu' | 'buttons';
  label?: string;
  /** Buttons only: show the label above them (it is always given to screen readers). */
  showLabel?: boolean;
}

// The dropdown is the browser's own select with the label above it: a catalogue shows one per card,
// and a phone takes over a server-drawn page sooner with two elements each than with a TextField's
// dozen components.
const MenuLabel = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontSize: theme.typography.caption.fontSize,
  fontWeight: 600,
  color: theme.palette.text.secondary,
}));

const Menu = styled('select')(({ theme }) => ({
  width: '100%',
  minHeight: 40,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.text.secondary}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 1 },
}));

/** '250 g (Out of stock)' for a size that cannot be chosen. */
export function variantLabel(variant: Pick<Variant, 'size' | 'available'>): string {
  return variant.available ? variant.size : `${variant.size} (Out of stock)`;
}

/** The size choice of an item. Unavailable sizes are shown, marked and cannot be chosen. */
export function VariantPicker({
  variants,
  value,
  onChange,
  display,
  label = 'Size',
  showLabel = false,
}: VariantPickerProps) {
  const labelId = useId();
  const choose = (id: string) => {
    const variant = variants.find((candidate) => candidate._id === id);
    if (variant?.available) onChange(variant);
  };

  if (display === 'menu') {
    return (
      <div>
        <MenuLabel htmlFor={labelId}>{label}</MenuLabel>
        <Menu id={labelId} value={value ?? ''} onChange={(event) => choose(event.target.value)}>
          {variants.map((variant) => (
            <option key={variant._id} value={variant._id} disabled={!variant.available}>
              {variantLabel(variant)}
            </option>
          ))}
        </Menu>
      </div>
    );
  }

  return (
    <Box>
      <Typography
        id={labelId}
        variant="body2"
        sx={showLabel ? { fontWeight: 600, mb: 1 } : { display: 'none' }}
      >
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {variants.map((variant) => (
          <ToggleButton
            key={variant._id}
            value={variant._id}
            selected={variant._id === value}
            disabled={!variant.available}
            onChange={() => choose(variant._id)}
            size="small"
            color="primary"
            sx={{
              borderRadius: 2,
              px: 1.5,
              py: 0.5,
              lineHeight: 1.4,
              textTransform: 'none',
              '&.Mui-selected': { borderColor: 'primary.main', fontWeight: 700 },
              '&.Mui-disabled': { borderStyle: 'dashed' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
            }}
          >
            {variantLabel(variant)}
          </ToggleButton>
        ))}
      </Box>
    </Box>
  );
}
