import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router';

export interface CampaignNotFoundProps {
  /** The load failed (offline, the server down) rather than answering 404: it may work again. */
  onRetry?: () => void;
}

/** invest.md's words for a campaign that is absent or failed to load; a failure may be tried again. */
export function CampaignNotFound({ onRetry }: CampaignNotFoundProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.light', mb: 2, '& svg': { fontSize: 56 } }}>
        <SearchOffOutlined />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' }, mb: 1.5 }}>
        Campaign Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        This campaign might have been removed or does not exist.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={RouterLink} to="/farms" variant="contained">
          Browse farms
        </Button>
      </Box>
    </Container>
  );
}
