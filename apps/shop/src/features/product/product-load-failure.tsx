import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { AppLink } from '@mitti/auth/app-link';

export interface ProductLoadFailureProps {
  /** The server said there is no such product (404), rather than failing. */
  notFound: boolean;
  onRetry: () => void;
}

/** In place of the product when it could not be loaded: not found, or a failure to try again. */
export function ProductLoadFailure({ notFound, onRetry }: ProductLoadFailureProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.light', mb: 2, '& svg': { fontSize: 56 } }}>
        {notFound ? <SearchOffOutlined /> : <CloudOffOutlined />}
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' }, mb: 1.5 }}>
        {notFound ? 'Product not found' : 'Could not load this product'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {notFound
          ? 'This product may have been removed, or the link is not quite right.'
          : 'Please check your connection and try again.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {!notFound && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={AppLink} app="shop" to="/shop" variant="contained">
          Back to the shop
        </Button>
      </Box>
    </Container>
  );
}
