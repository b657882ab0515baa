import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import { FARMING_METHODS, type FarmingMethod } from '@mitti/domain/campaign';
import { useFormikContext } from 'formik';
import type { CampaignFieldValues } from './campaign-text-field';

/** The five farming methods as toggle chips; any number may be chosen. */
export function FarmingMethodsField() {
  const { values, setFieldValue, isSubmitting } = useFormikContext<CampaignFieldValues>();
  const chosen = values.farmingMethods;

  const toggle = (method: FarmingMethod) => {
    const next = chosen.includes(method)
      ? chosen.filter((other) => other !== method)
      : FARMING_METHODS.filter((other) => other === method || chosen.includes(other));
    void setFieldValue('farmingMethods', next);
  };

  return (
    <Box role="group" aria-labelledby="farming-methods-label" sx={{ gridColumn: '1 / -1' }}>
      <Typography
        id="farming-methods-label"
        variant="body2"
        sx={{ color: 'text.secondary', mb: 1 }}
      >
        Farming methods
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FARMING_METHODS.map((method) => {
          const selected = chosen.includes(method);
          return (
            <Chip
              key={method}
              label={method}
              clickable
              disabled={isSubmitting}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <Check /> : undefined}
              aria-pressed={selected}
              onClick={() => toggle(method)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
