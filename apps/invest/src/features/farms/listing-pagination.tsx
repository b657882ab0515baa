import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

export interface ListingPaginationProps {
  page: number;
  hasMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function ListingPagination({ page, hasMore, onPrevious, onNext }: ListingPaginationProps) {
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 5 }}
    >
      <Button
        variant="outlined"
        startIcon={<ChevronLeft />}
        disabled={page <= 1}
        onClick={onPrevious}
      >
        Previous
      </Button>
      <Typography aria-current="page" sx={{ fontWeight: 600, minWidth: 64, textAlign: 'center' }}>
        Page {page}
      </Typography>
      <Button variant="outlined" endIcon={<ChevronRight />} disabled={!hasMore} onClick={onNext}>
        Next
      </Button>
    </Box>
  );
}
