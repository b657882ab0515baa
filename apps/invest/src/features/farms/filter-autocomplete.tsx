import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCampaignFilterOptionsQuery } from '@mitti/api-client/campaign-endpoints';
import type { CampaignFilterField } from '@mitti/domain/campaign';
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

const SUGGESTION_DELAY_MS = 250;

export interface FilterAutocompleteProps {
  field: CampaignFilterField;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A free-text filter box with the server's suggestions for what has been typed so far. */
export function FilterAutocomplete({
  field,
  label,
  placeholder,
  value,
  onChange,
}: FilterAutocompleteProps) {
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(value.trim(), SUGGESTION_DELAY_MS);
  const { data: options = [], isFetching } = useCampaignFilterOptionsQuery(
    { field, term: term || undefined },
    { skip: !open },
  );

  return (
    <Autocomplete
      freeSolo
      options={options}
      // The server already matched the term; filtering again would hide its fuzzier suggestions.
      filterOptions={(all) => all}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={isFetching}
      loadingText="Finding suggestions..."
      noOptionsText="No suggestions"
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} />}
    />
  );
}
