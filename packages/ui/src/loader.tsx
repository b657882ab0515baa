import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The product's full-screen loader (invest.md 2): a spinner and 'Germinating...'. */
export function Loader() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress color="primary" aria-hidden />
      <Typography variant="h6" component="p" sx={{ color: 'primary.dark' }}>
        Germinating...
      </Typography>
    </Box>
  );
}
