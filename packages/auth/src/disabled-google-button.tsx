import Google from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';

/** Stands in for Google's button while it cannot be offered, with the reason below it. */
export function DisabledGoogleButton({ note }: { note?: string }) {
  return (
    <Box>
      <Button variant="outlined" fullWidth size="large" startIcon={<Google />} disabled>
        Continue with Google
      </Button>
      {note && <FormHelperText sx={{ textAlign: 'center' }}>{note}</FormHelperText>}
    </Box>
  );
}
