import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '@mitti/ui/visually-hidden';

export const MAIN_CONTENT_ID = 'main-content';

/** The page's first stop for the keyboard: past the header, straight to the page itself. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The focus moves without a #fragment in the address, which the router would keep.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        ...visuallyHiddenSx,
        '&:focus': {
          position: 'fixed',
          top: 8,
          left: 8,
          width: 'auto',
          height: 'auto',
          m: 0,
          px: 2,
          py: 1,
          clip: 'auto',
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          fontWeight: 600,
          borderRadius: 1,
          boxShadow: 3,
        },
      }}
    >
      Skip to content
    </Box>
  );
}
