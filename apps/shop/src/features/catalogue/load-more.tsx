import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useEffect, useRef } from 'react';

export interface LoadMoreProps {
  /** Whether the server has more of this list. */
  hasMore: boolean;
  /** Whether more than the first page is shown: only then is the end of the list worth saying. */
  pagedOn: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * Below the grid: 'Load more' while the server has more, then the end of the list. The button stays
 * focusable while it loads (a disabled one would drop the keyboard's focus) and ignores presses; when
 * the last page comes the focus moves to the end note, which takes the button's place.
 */
export function LoadMore({ hasMore, pagedOn, loading, failed, onLoadMore }: LoadMoreProps) {
  const end = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (!hasMore && pressed.current) end.current?.focus();
  }, [hasMore]);

  if (!hasMore) {
    return pagedOn ? (
      <Typography
        ref={end}
        tabIndex={-1}
        sx={{ mt: 4, textAlign: 'center', color: 'text.secondary', outline: 'none' }}
      >
        That is every product.
      </Typography>
    ) : null;
  }

  const press = () => {
    if (loading) return;
    pressed.current = true;
    onLoadMore();
  };

  return (
    <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      {failed && !loading && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          Could not load more products. Please try again.
        </Typography>
      )}
      <Button
        variant="outlined"
        size="large"
        onClick={press}
        aria-disabled={loading || undefined}
        startIcon={
          loading ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <ExpandMoreOutlined />
          )
        }
        sx={{ minWidth: 200 }}
      >
        {loading ? 'Loading more...' : 'Load more'}
      </Button>
    </Box>
  );
}
