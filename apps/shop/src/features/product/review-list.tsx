import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { initials } from '@mitti/domain/initials';
import type { Review } from '@mitti/domain/item';
import { DateText } from '@mitti/ui/date-text';
import { StarRating } from '@mitti/ui/star-rating';

/** The reviews, newest first as the server sends them. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        No reviews yet. Be the first to review this product.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {reviews.map((review) => (
        <Box
          component="li"
          key={review._id}
          sx={{
            py: 2.5,
            borderTop: 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 1.5,
          }}
        >
          <Avatar aria-hidden sx={{ bgcolor: 'primary.light', width: 40, height: 40 }}>
            {initials(review.username)}
          </Avatar>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {review.username}
              </Typography>
              {review.verifiedPurchase && (
                <Chip
                  icon={<VerifiedUserOutlined />}
                  label="Verified purchase"
                  size="small"
                  color="primary"
                />
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <StarRating value={review.rating} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <DateText iso={review.createdAt} />
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.comment}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
