import { ShowMore } from '@mitti/ui/show-more';
import { useFocusFirstAdded } from '@mitti/ui/use-focus-first-added';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useItemReviewsInfiniteQuery } from '@mitti/api-client/item-endpoints';
import { initials } from '@mitti/domain/initials';
import type { Product } from '@mitti/domain/item';
import { uniqueById } from '@mitti/domain/unique-by-id';
import { DateText } from '@mitti/ui/date-text';
import { StarRating } from '@mitti/ui/star-rating';
import { useRef, useState } from 'react';

/**
 * The reviews, newest first: the page the product came with, then 'Show more reviews' a page at a
 * time. Keyboard focus moves to the first review a page adds.
 */
export function ReviewList({ product }: { product: Product }) {
  const [asked, setAsked] = useState(false);
  const { data, isFetching, isError, hasNextPage, fetchNextPage, refetch } =
    useItemReviewsInfiniteQuery(product._id, { skip: !asked });
  const reviews = uniqueById([
    ...product.reviews,
    ...(data?.pages.flatMap((page) => page.reviews) ?? []),
  ]);
  const more = data ? hasNextPage : product.reviewCount > product.reviews.length;
  const list = useRef<HTMLUListElement>(null);
  const focusFirstAdded = useFocusFirstAdded(
    reviews.length,
    (index) => list.current?.children[index] as HTMLElement | undefined,
  );

  const showMore = () => {
    focusFirstAdded();
    if (!asked) setAsked(true);
    else if (data) void fetchNextPage();
    else void refetch();
  };

  if (reviews.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        No reviews yet. Be the first to review this product.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" ref={list} aria-label="Reviews" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reviews.map((review) => (
          <Box
            component="li"
            key={review._id}
            tabIndex={-1}
            sx={{
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: 4,
              },
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
      <ShowMore
        label="Show more reviews"
        failedText="Could not load more reviews."
        hasMore={more}
        loading={isFetching}
        failed={isError && !isFetching}
        onShowMore={showMore}
      />
    </Box>
  );
}
