import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
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

/**
 * '250 g (Out of stock)' for a size that cannot be chosen. The size is isolated (U+2068 … U+2069, as
 * `<bdi>` does), so a right-to-left size or a stray direction mark cannot reorder the note after it.
 */
function optionLabel(variant: Pick<Variant, 'size' | 'available'>): string {
  return variant.available ? variant.size : `\u2068${variant.size}\u2069 (Out of stock)`;
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
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={value ?? ''}
        onChange={(event) => choose(event.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {variants.map((variant) => (
          <option key={variant._id} value={variant._id} disabled={!variant.available}>
            {optionLabel(variant)}
          </option>
        ))}
      </TextField>
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
              overflowWrap: 'anywhere',
              '&.Mui-selected': { borderColor: 'primary.main', fontWeight: 700 },
              '&.Mui-disabled': { borderStyle: 'dashed' },
            }}
          >
            {/* One inline run: a flex button would drop the space before the note. */}
            <span>
              <bdi>{variant.size}</bdi>
              {!variant.available && ' (Out of stock)'}
            </span>
          </ToggleButton>
        ))}
      </Box>
    </Box>
  );
}
