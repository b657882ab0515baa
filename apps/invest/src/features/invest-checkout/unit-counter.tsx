import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useState } from 'react';

export interface UnitCounterProps {
  units: number;
  max: number;
  disabled: boolean;
  onChange: (units: number) => void;
}

/** Minus, the number of units (typed numbers are kept between 1 and max), plus. */
export function UnitCounter({ units, max, disabled, onChange }: UnitCounterProps) {
  // What the investor is typing; null shows `units`.
  const [draft, setDraft] = useState<string | null>(null);

  const type = (text: string) => {
    const digits = text.replace(/\D/g, '');
    const typed = Number(digits);
    if (digits === '' || typed < 1) {
      setDraft(digits);
      return;
    }
    const kept = Math.min(typed, max);
    setDraft(String(kept));
    onChange(kept);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        aria-label="Remove one unit"
        onClick={() => onChange(units - 1)}
        disabled={disabled || units <= 1}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <Remove />
      </IconButton>
      <TextField
        value={draft ?? String(units)}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(null)}
        disabled={disabled}
        size="small"
        slotProps={{
          htmlInput: {
            'aria-label': 'Units',
            inputMode: 'numeric',
            style: { textAlign: 'center', fontWeight: 700, fontSize: '1.15rem' },
          },
        }}
        sx={{ width: 88 }}
      />
      <IconButton
        aria-label="Add one unit"
        onClick={() => onChange(units + 1)}
        disabled={disabled || units >= max}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <Add />
      </IconButton>
    </Box>
  );
}
