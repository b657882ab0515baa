import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useDelayedRedirect } from './use-delayed-redirect';

/** No campaign in the navigation state and none by id: says so, then goes home after 2 s. */
export function CampaignDetailsMissing() {
  useDelayedRedirect('/');
  return (
    <Box sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <SearchOffOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 2 }} />
      <Typography role="alert" variant="h5" component="p">
        Campaign details not found. Redirecting...
      </Typography>
    </Box>
  );
}
