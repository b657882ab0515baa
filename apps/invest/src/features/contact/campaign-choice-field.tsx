import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useContactCampaignChoicesQuery } from '@mitti/api-client/contact-endpoints';
import type { ChangeEvent } from 'react';

export interface CampaignChoiceFieldProps {
  value: string;
  disabled: boolean;
  onChange: (campaignId: string) => void;
}

/** Optionally points a general message at one campaign; hidden when there are none to offer. */
export function CampaignChoiceField({ value, disabled, onChange }: CampaignChoiceFieldProps) {
  const { data } = useContactCampaignChoicesQuery();
  const campaigns = data?.campaigns ?? [];
  if (campaigns.length === 0) return null;

  return (
    <TextField
      select
      label="Campaign (optional)"
      value={value}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      helperText="Choose a campaign to write to its farmer, or leave it for the Mitti team."
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">A general question for the Mitti team</MenuItem>
      {campaigns.map((campaign) => (
        <MenuItem key={campaign._id} value={campaign._id}>
          {campaign.campaignTitle} ({campaign.farmName})
        </MenuItem>
      ))}
    </TextField>
  );
}
