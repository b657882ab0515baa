import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { initials } from '@mitti/domain/initials';
import type { Campaign } from '@mitti/domain/campaign';
import { responsiveImage } from '@mitti/ui/responsive-image';

function orNA(value: string | null | undefined): string {
  return value?.trim() ? value : 'N/A';
}

export function FarmerProfile({ campaign }: { campaign: Campaign }) {
  const farmer = campaign.userId;
  const size = campaign.farmSize;
  const picture = farmer.profilePicture?.url;
  const facts = [
    ['Email', orNA(farmer.email)],
    ['Farm location', orNA(campaign.farmLocation)],
    ['Contact phone', orNA(farmer.phone)],
    ['Crops', orNA(campaign.cropTypes.join(', '))],
    ['Farm size', size.value > 0 ? `${size.value} ${size.unit}` : 'N/A'],
    ['Farming methods', orNA(campaign.farmingMethods.join(', '))],
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar
          {...(picture ? responsiveImage(picture, '72px') : {})}
          alt={farmer.name}
          sx={{ width: 72, height: 72, bgcolor: 'primary.light', fontSize: '1.75rem' }}
        >
          {initials(farmer.name)}
        </Avatar>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
            {orNA(farmer.name)}
          </Typography>
          {farmer.verified && (
            <Chip
              icon={<VerifiedOutlined />}
              label="Verified Farmer"
              color="primary"
              size="small"
              sx={{ mt: 0.5 }}
            />
          )}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
          '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, fontWeight: 500, wordBreak: 'break-word' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
