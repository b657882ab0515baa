import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { failureMessage, wasSignedOut } from '@mitti/api-client/api-failure';
import { useReviewItemMutation } from '@mitti/api-client/item-endpoints';
import { AppLink } from '@mitti/auth/app-link';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { useSignInPath } from '@mitti/auth/use-return-path';
import type { Review } from '@mitti/domain/item';
import { REVIEW_INCOMPLETE_MESSAGE, reviewSchema } from '@mitti/domain/review-schema';
import { readKeptDraft, useKeptDraft } from '@mitti/ui/kept-draft';
import { useToast } from '@mitti/ui/toast-provider';
import { useFormik } from 'formik';
import { useId, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';

interface ReviewValues {
  rating: number;
  comment: string;
}

export interface ReviewFormProps {
  id: string;
  itemId: string;
  /** The shopper's review of this item, if they wrote one: the form edits it. */
  ownReview?: Review;
  /** After the server took the review. */
  onSubmitted: () => void;
}

const COMMENT_MAX_LENGTH = 2000;
const NO_REVIEW: ReviewValues = { rating: 0, comment: '' };

/** A new review is kept in the tab while written: signing in to post it gives it back. */
export const reviewDraftKey = (itemId: string) => `mitti.review-draft.${itemId}`;

const isStars = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5;

/** A kept review as form values; what does not fit is left empty. */
function toReviewDraft(stored: unknown): ReviewValues {
  const { rating, comment } = stored as Partial<Record<keyof ReviewValues, unknown>>;
  return {
    rating: isStars(rating) ? rating : 0,
    comment: typeof comment === 'string' ? comment : '',
  };
}

// The toast keeps the spec's one message for both; beside each field, only what that field lacks.
const RATING_MISSING = 'Choose a rating from 1 to 5 stars.';
const COMMENT_MISSING = 'Write a comment.';

/**
 * Write a Review, or edit the shopper's own: stars and a comment, checked with the domain's review
 * schema (shop.md 5).
 */
export function ReviewForm({ id, itemId, ownReview, onSubmitted }: ReviewFormProps) {
  const signedIn = useSelector(selectIsSignedIn);
  const loginPath = useSignInPath('shop');
  const [reviewItem] = useReviewItemMutation();
  const toast = useToast();
  const [attempted, setAttempted] = useState(false);
  const legendId = useId();
  const ratingErrorId = useId();

  // Only a new review is kept: an edit starts from the review as posted.
  const draftKey = ownReview ? null : reviewDraftKey(itemId);
  const [initialValues] = useState<ReviewValues>(() =>
    draftKey
      ? (readKeptDraft(draftKey, toReviewDraft) ?? NO_REVIEW)
      : { rating: ownReview!.rating, comment: ownReview!.comment },
  );

  const formik = useFormik<ReviewValues>({
    initialValues,
    validationSchema: reviewSchema,
    onSubmit: async (values, helpers) => {
      const body = reviewSchema.cast(values);
      const dismiss = toast.info('Submitting review...');
      try {
        await reviewItem({ itemId, rating: body.rating, comment: body.comment }).unwrap();
        dismiss();
        toast.success(
          ownReview ? 'Review updated successfully!' : 'Review submitted successfully!',
        );
        helpers.resetForm({ values: NO_REVIEW });
        onSubmitted();
      } catch (error) {
        dismiss();
        if (!wasSignedOut(error)) toast.error(failureMessage(error, 'Failed to submit review.'));
      }
    },
  });

  useKeptDraft(draftKey, formik.values, NO_REVIEW);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched({ rating: true, comment: true }, false);
      toast.error(REVIEW_INCOMPLETE_MESSAGE);
      return;
    }
    if (!signedIn) {
      toast.error('You must be signed in to submit a review.');
      return;
    }
    await formik.submitForm();
  };

  const ratingInvalid = attempted && Boolean(formik.errors.rating);
  const commentError = attempted ? formik.errors.comment : undefined;

  return (
    <Box
      component="form"
      id={id}
      noValidate
      aria-label={ownReview ? 'Edit your review' : 'Write a review'}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, md: 3 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      {!signedIn && (
        <Alert severity="info">
          Only signed-in shoppers can post reviews.{' '}
          <Link
            component={AppLink}
            app="shop"
            to={loginPath}
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            Sign in
          </Link>
        </Alert>
      )}
      <Box
        component="fieldset"
        aria-invalid={ratingInvalid || undefined}
        aria-describedby={ratingInvalid ? ratingErrorId : undefined}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 0.5 }}>
          Your rating
        </Typography>
        {/* No rating is null, not 0: MUI's radio for it is then the checked one and the group's one
            Tab stop (with 0 nothing is checked and Chrome stops on every star). */}
        <Rating
          name="rating"
          value={formik.values.rating || null}
          emptyLabelText="No rating"
          onChange={(_event, value) => void formik.setFieldValue('rating', value ?? 0)}
          size="large"
          sx={{
            '& .MuiRating-icon': { color: ratingInvalid ? 'error.main' : undefined },
            '& .MuiRating-iconFilled': { color: 'warning.light' },
            '&.Mui-focusVisible .MuiRating-iconActive, & .Mui-focusVisible, & .MuiRating-labelEmptyValueActive':
              {
                outline: '3px solid',
                outlineColor: 'secondary.main',
              },
          }}
        />
        {ratingInvalid && (
          <FormHelperText error id={ratingErrorId} sx={{ m: 0, fontSize: '0.9rem' }}>
            {RATING_MISSING}
          </FormHelperText>
        )}
      </Box>
      <TextField
        name="comment"
        label="Your review"
        multiline
        minRows={4}
        value={formik.values.comment}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(commentError)}
        helperText={commentError === REVIEW_INCOMPLETE_MESSAGE ? COMMENT_MISSING : commentError}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={formik.isSubmitting}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        {ownReview ? 'Update Review' : 'Submit Review'}
      </Button>
    </Box>
  );
}
