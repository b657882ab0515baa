import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTING_SORT_OPTIONS, type CampaignSort } from '@mitti/domain/campaign';

export interface SortSelectProps {
  value: CampaignSort;
  onChange: (sortBy: CampaignSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as CampaignSort)}
      sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
    >
      {LISTING_SORT_OPTIONS.map((option) => (
        <MenuItem key={option.sortBy} value={option.sortBy}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
