import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useAccount } from '@mitti/auth/use-account';
import { useHydrated } from '@mitti/auth/use-hydrated';
import type { Product } from '@mitti/domain/item';
import { useRef, useState } from 'react';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

const FORM_ID = 'product-review-form';

/**
 * The Reviews tab: Write a Review (toggles with Cancel), the form, and the reviews. A shopper who
 * has reviewed the product already (the server keeps one review each) edits that review instead.
 */
export function ProductReviews({ product }: { product: Product }) {
  const [writing, setWriting] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { profile } = useAccount();
  // The server draws the page signed out; the browser's first render must match it.
  const hydrated = useHydrated();
  const ownReview =
    hydrated && profile
      ? product.reviews.find((review) => review.userId === profile._id)
      : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="h6" component="h2">
          Customer Reviews
        </Typography>
        <Button
          ref={toggle}
          variant={writing ? 'text' : 'outlined'}
          startIcon={writing ? undefined : <RateReviewOutlined />}
          aria-expanded={writing}
          aria-controls={writing ? FORM_ID : undefined}
          onClick={() => setWriting((open) => !open)}
        >
          {writing ? 'Cancel' : ownReview ? 'Edit your review' : 'Write a Review'}
        </Button>
      </Box>
      {writing && (
        <ReviewForm
          // The profile may arrive after the form opened: the form then starts over as an edit.
          key={ownReview?._id ?? 'new'}
          id={FORM_ID}
          itemId={product._id}
          ownReview={ownReview}
          onSubmitted={() => {
            setWriting(false);
            toggle.current?.focus();
          }}
        />
      )}
      <ReviewList reviews={product.reviews} />
    </Box>
  );
}
