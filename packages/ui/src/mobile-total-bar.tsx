import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MobileTotalBarProps {
  label: string;
  total: string;
  /** The bar's button: the cart's Checkout link, the checkout's Place Order. */
  action: ReactNode;
}

/** More than the bar's height: a control focused by Tab scrolls into view above the bar. */
const BAR_CLEARANCE_PX = 96;

/**
 * The bottom bar of small screens with the total and the next step. Sticky to the bottom of the
 * viewport at the end of the page's content, so it never covers the content or the footer.
 */
export function MobileTotalBar({ label, total, action }: MobileTotalBarProps) {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: { html: { scrollPaddingBottom: BAR_CLEARANCE_PX } },
        })}
      />
      <Paper
        elevation={8}
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'sticky',
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}>
            {total}
          </Typography>
        </Box>
        {action}
      </Paper>
    </>
  );
}
