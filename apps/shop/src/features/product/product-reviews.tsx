import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { useOwnReviewQuery } from '@mitti/api-client/item-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { useHydrated } from '@mitti/auth/use-hydrated';
import type { Product } from '@mitti/domain/item';
import { forgetKeptDraft } from '@mitti/ui/kept-draft';
import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { ReviewForm, reviewDraftKey } from './review-form';
import { ReviewList } from './review-list';

const FORM_ID = 'product-review-form';

/**
 * The Reviews tab: Write a Review (toggles with Cancel), the form, and the reviews. A shopper who
 * has reviewed the product already (the server keeps one review each) edits that review instead.
 */
export function ProductReviews({ product }: { product: Product }) {
  const [writing, setWriting] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const signedIn = useSelector(selectIsSignedIn);
  // The server draws the page signed out; the browser's first render must match it.
  const hydrated = useHydrated();
  // Asked apart from the product, whose shared answer is the same for everyone and holds only the
  // newest reviews.
  const { currentData: own } = useOwnReviewQuery(product._id, { skip: !hydrated || !signedIn });
  const ownReview = hydrated && signedIn ? (own?.review ?? undefined) : undefined;

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
          onClick={() => {
            // Cancel drops the review being written; one kept through a sign-in comes back.
            if (writing) forgetKeptDraft(reviewDraftKey(product._id));
            setWriting(!writing);
          }}
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
      <ReviewList product={product} />
    </Box>
  );
}
