import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface ShowMoreProps {
  /** The button's words, e.g. 'Show more orders'. */
  label: string;
  /** Said when the next page failed, e.g. 'Could not load more orders.' */
  failedText: string;
  /** Whether the server has more of the list. */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onShowMore: () => void;
}

/**
 * Below a paged list in a grid: the button for the next page (busy while it comes), or, when that
 * page failed, the reason and Try again, which takes the button's place and so takes the focus too.
 */
export function ShowMore({
  label,
  failedText,
  hasMore,
  loading,
  failed,
  onShowMore,
}: ShowMoreProps) {
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            autoFocus
            onClick={onShowMore}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Try again
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  }
  if (!hasMore) return null;
  return (
    <Button
      variant="outlined"
      loading={loading}
      onClick={onShowMore}
      sx={{ justifySelf: { xs: 'stretch', sm: 'center' } }}
    >
      {label}
    </Button>
  );
}
