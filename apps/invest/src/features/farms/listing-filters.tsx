import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import type { CampaignFilters } from '@mitti/api-client/campaign-endpoints';
import type { CampaignFilterField } from '@mitti/domain/campaign';
import { useState, type FormEvent } from 'react';
import { FilterAutocomplete } from './filter-autocomplete';

const FIELDS: { field: CampaignFilterField; label: string; placeholder: string }[] = [
  { field: 'farmLocation', label: 'Farm location', placeholder: 'e.g. Nashik' },
  { field: 'cropTypes', label: 'Crop type', placeholder: 'e.g. Millet' },
  { field: 'farmingMethods', label: 'Farming method', placeholder: 'e.g. Organic' },
];

export interface ListingFiltersProps {
  /** The filters in force; the boxes start from them. */
  applied: CampaignFilters;
  onApply: (filters: CampaignFilters) => void;
}

/** The three filter boxes; nothing is searched until 'Apply Filters' (or Enter). */
export function ListingFilters({ applied, onApply }: ListingFiltersProps) {
  const [draft, setDraft] = useState<CampaignFilters>(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter farms"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(3, 1fr) auto' },
        gap: 2,
        alignItems: 'center',
      }}
    >
      {FIELDS.map(({ field, label, placeholder }) => (
        <FilterAutocomplete
          key={field}
          field={field}
          label={label}
          placeholder={placeholder}
          value={draft[field] ?? ''}
          onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<FilterListOutlined />}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, height: { md: 56 } }}
      >
        Apply Filters
      </Button>
    </Box>
  );
}
