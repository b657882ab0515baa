import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { fundedPercent, progressPercent } from '@mitti/domain/funding';
import { rupeesToPaise, type Rupees } from '@mitti/domain/money';

export interface FundingProgressProps {
  raised: Rupees;
  goal: Rupees;
  /** Prints 'N% Funded' under the bar. */
  showLabel?: boolean;
}

/** A campaign's funding bar, capped at 100%, with its percent for screen readers. */
export function FundingProgress({ raised, goal, showLabel = false }: FundingProgressProps) {
  const percent = fundedPercent(rupeesToPaise(raised), rupeesToPaise(goal));
  const label = `${percent}% Funded`;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={progressPercent(rupeesToPaise(raised), rupeesToPaise(goal))}
        aria-label="Funding progress"
        aria-valuetext={label}
      />
      {showLabel && (
        <Typography variant="body2" sx={{ color: 'primary.dark', mt: 0.75, fontWeight: 600 }}>
          {label}
        </Typography>
      )}
    </Box>
  );
}
