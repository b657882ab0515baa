import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useId, useLayoutEffect, useRef, useState } from 'react';

export interface UnitCounterProps {
  units: number;
  max: number;
  disabled: boolean;
  onChange: (units: number) => void;
}

const WHOLE_NUMBER = /^\d+$/;

/** Whether a typed text is a number of units: a whole number, at least 1. */
const isUnits = (text: string) => WHOLE_NUMBER.test(text) && Number(text) >= 1;

/**
 * Minus, the number of units, plus. A typed number is kept within max; anything else (a fraction, a
 * sign, letters) is shown with a message and changes nothing, so "2.5" never becomes 25 units.
 */
export function UnitCounter({ units, max, disabled, onChange }: UnitCounterProps) {
  // What the investor is typing; null shows `units`.
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = useId();
  const invalid = draft !== null && draft !== '' && !isUnits(draft);
  const atMin = disabled || units <= 1;
  const atMax = disabled || units >= max;
  const input = useRef<HTMLInputElement>(null);
  const minus = useRef<HTMLButtonElement>(null);
  const plus = useRef<HTMLButtonElement>(null);

  // A button disabled under the focus (the limit reached, or the units typed arriving from the
  // address after Tab went on to it) would drop it to the page: the number takes it instead. Before
  // paint, while the disabled button still holds it.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if ((atMin && focused === minus.current) || (atMax && focused === plus.current)) {
      input.current?.focus();
    }
  }, [atMin, atMax]);

  const type = (text: string) => {
    if (!isUnits(text)) {
      setDraft(text);
      return;
    }
    const kept = Math.min(Number(text), max);
    setDraft(String(kept));
    onChange(kept);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          ref={minus}
          aria-label="Remove one unit"
          onClick={() => onChange(units - 1)}
          disabled={atMin}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Remove />
        </IconButton>
        <TextField
          value={draft ?? String(units)}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
          inputRef={input}
          disabled={disabled}
          error={invalid}
          size="small"
          slotProps={{
            htmlInput: {
              'aria-label': 'Units',
              inputMode: 'numeric',
              'aria-describedby': invalid ? hintId : undefined,
              style: { textAlign: 'center', fontWeight: 700, fontSize: '1.15rem' },
            },
          }}
          sx={{ width: 88 }}
        />
        <IconButton
          ref={plus}
          aria-label="Add one unit"
          onClick={() => onChange(units + 1)}
          disabled={atMax}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Add />
        </IconButton>
      </Box>
      {invalid && (
        <FormHelperText id={hintId} error>
          Enter a whole number of units, at least 1.
        </FormHelperText>
      )}
    </Box>
  );
}
