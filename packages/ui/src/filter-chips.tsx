import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface FilterChoice<T extends string> {
  value: T;
  label: string;
}

export interface FilterChipsProps<T extends string> {
  /** Names the group for screen readers, e.g. 'Filter by category'. */
  label: string;
  choices: readonly FilterChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle chips, one pressed at a time: the catalogue's categories, fulfilment's statuses. */
export function FilterChips<T extends string>({
  label,
  choices,
  value,
  onChange,
}: FilterChipsProps<T>) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {choices.map((choice) => {
        const pressed = choice.value === value;
        return (
          <Chip
            key={choice.value}
            label={choice.label}
            clickable
            aria-pressed={pressed}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => onChange(choice.value)}
            sx={{
              px: 0.5,
              fontWeight: pressed ? 700 : 500,
              bgcolor: pressed ? 'primary.main' : 'background.paper',
              color: pressed ? 'primary.contrastText' : 'text.primary',
              '&.MuiChip-clickable:hover': {
                bgcolor: pressed ? 'primary.dark' : 'action.hover',
              },
            }}
          />
        );
      })}
    </Box>
  );
}
