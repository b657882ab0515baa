import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { fundUsageItems, fundUsagePercent } from '@mitti/domain/campaign-text';

export function FundAllocation({ fundUsage }: { fundUsage: string }) {
  const items = fundUsageItems(fundUsage);
  if (items.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>Fund usage details not specified.</Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const percent = fundUsagePercent(item);
        return (
          <Box
            component="li"
            key={item}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{item}</Typography>
            {percent !== null && <Chip label={`${percent}%`} color="primary" size="small" />}
          </Box>
        );
      })}
    </Box>
  );
}
