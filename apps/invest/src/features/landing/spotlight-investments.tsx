import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSpotlightCampaignsQuery } from '@mitti/api-client/campaign-endpoints';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionHeading } from './section-heading';
import { SpotlightCard } from './spotlight-card';

const NO_CAMPAIGNS = 'No active investment opportunities at the moment. Please check back soon!';

/** The top campaigns by raised amount; a failure is logged and reads like an empty list (invest.md 8). */
export function SpotlightInvestments() {
  const { data, error, isLoading } = useSpotlightCampaignsQuery();
  const campaigns = data?.campaigns ?? [];

  useEffect(() => {
    if (error) console.error('Error fetching spotlight campaigns', error);
  }, [error]);

  return (
    <Box
      component="section"
      aria-labelledby="spotlight-heading"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="spotlight-heading"
          eyebrow="Open for investment"
          title="Spotlight Investments"
          text="The farm projects our community is backing most right now."
        />
        {isLoading ? (
          <Box
            role="status"
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 6 }}
          >
            <CircularProgress size={28} aria-hidden />
            <Typography>Loading top farms...</Typography>
          </Box>
        ) : campaigns.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
            {NO_CAMPAIGNS}
          </Typography>
        ) : (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                gap: 3,
              }}
            >
              {campaigns.map((campaign) => (
                <SpotlightCard key={campaign._id} campaign={campaign} />
              ))}
            </Box>
            <Box sx={{ textAlign: 'center', mt: 4 }}>
              <Button component={RouterLink} to="/farms" variant="outlined">
                See all farms
              </Button>
            </Box>
          </>
        )}
      </Container>
    </Box>
  );
}
