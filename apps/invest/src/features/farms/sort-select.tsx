import TextField from '@mui/material/TextField';
import { LISTING_SORT_OPTIONS, type CampaignSort } from '@mitti/domain/campaign';

export interface SortSelectProps {
  value: CampaignSort;
  onChange: (sortBy: CampaignSort) => void;
}

/** The browser's own dropdown: the phone's picker on phones, and no menu code on the listing's first load. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as CampaignSort)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
    >
      {LISTING_SORT_OPTIONS.map((option) => (
        <option key={option.sortBy} value={option.sortBy}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
