import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

export interface ListPaginationProps {
  /** Names the page links for screen readers, e.g. 'Order pages'. */
  label: string;
  /** The page shown, from 1. */
  page: number;
  /** Rows a page holds, and rows on every page together (as the server answered them). */
  limit: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * Under a list paged on the server: which rows of how many are shown, and a link to each page.
 * Nothing when one page holds them all.
 */
export function ListPagination({ label, page, limit, total, onChange }: ListPaginationProps) {
  const count = Math.ceil(total / limit);
  if (count <= 1) return null;
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {first}–{last} of {total}
      </Typography>
      <Pagination
        count={count}
        page={Math.min(page, count)}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        aria-label={label}
      />
    </Box>
  );
}
