import * as yup from 'yup';
import { typedText, wholeNumber } from './value-schemas';

export const REVIEW_INCOMPLETE_MESSAGE = 'Please provide a rating and a comment.';

/** PUT /items/{id}/review: a 1 to 5 star rating (0 means none was picked) and a non-blank comment. */
export const reviewSchema = yup.object({
  rating: wholeNumber(REVIEW_INCOMPLETE_MESSAGE)
    .required(REVIEW_INCOMPLETE_MESSAGE)
    .min(1, REVIEW_INCOMPLETE_MESSAGE)
    .max(5, REVIEW_INCOMPLETE_MESSAGE),
  comment: typedText().required(REVIEW_INCOMPLETE_MESSAGE).max(2000),
});

export type ReviewBody = yup.InferType<typeof reviewSchema>;
