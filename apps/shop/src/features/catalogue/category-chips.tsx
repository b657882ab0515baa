import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { CATEGORIES, type CategoryFilter } from '@mitti/domain/item';

export interface CategoryChipsProps {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}

/** All, Grains, Sweeteners, Flours, Spices: one pressed at a time. */
export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  return (
    <Box
      role="group"
      aria-label="Filter by category"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {CATEGORIES.map((category) => {
        const pressed = category === value;
        return (
          <Chip
            key={category}
            label={category}
            clickable
            aria-pressed={pressed}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => onChange(category)}
            sx={{
              px: 0.5,
              fontWeight: pressed ? 700 : 500,
              bgcolor: pressed ? 'primary.main' : 'background.paper',
              color: pressed ? 'primary.contrastText' : 'text.primary',
              '&.MuiChip-clickable:hover': {
                bgcolor: pressed ? 'primary.dark' : 'action.hover',
              },
              '&.Mui-focusVisible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: 2,
              },
            }}
          />
        );
      })}
    </Box>
  );
}
