import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { AppName } from './app-link';
import { HomeButton } from './home-button';

/** An operators' page (/admin, /shop/admin/orders) for a signed-in account that is not an admin's. */
export function OperatorsOnly({ app }: { app: AppName }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.light', mb: 2, '& svg': { fontSize: 56 } }}>
        <LockOutlined aria-hidden />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Operators only
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        This area is for Mitti&apos;s operators, who review campaigns, verify farmers, look after
        refunds and fulfil shop orders. Your account does not have access to it.
      </Typography>
      <HomeButton app={app} />
    </Container>
  );
}
