import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { HomeButton } from '@mitti/auth/home-button';

/** /admin for a signed-in account that is not an operator's. */
export function OperatorsOnly() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.light', mb: 2, '& svg': { fontSize: 56 } }}>
        <LockOutlined aria-hidden />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Operators only
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This area is for Mitti&apos;s operators, who review campaigns, verify farmers and look after
        refunds. Your account does not have access to it.
      </Typography>
      <HomeButton app="invest" />
    </Container>
  );
}
