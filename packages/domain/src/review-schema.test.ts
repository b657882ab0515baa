import { reviewSchema } from './review-schema';
import { schemaErrors } from './testing/schema-errors';

const message = 'Please provide a rating and a comment.';

describe('reviewSchema', () => {
  it('accepts a rating from 1 to 5 with a comment', async () => {
    expect(await schemaErrors(reviewSchema, { rating: 1, comment: 'Good' })).toEqual({});
    expect(await schemaErrors(reviewSchema, { rating: 5, comment: 'Great' })).toEqual({});
  });

  it.each([0, 6, 3.5, undefined, 'many'])('refuses the rating %p', async (rating) => {
    expect(await schemaErrors(reviewSchema, { rating, comment: 'Good' })).toEqual({
      rating: message,
    });
  });

  it('refuses a blank comment', async () => {
    expect(await schemaErrors(reviewSchema, { rating: 4, comment: '   ' })).toEqual({
      comment: message,
    });
    expect(await schemaErrors(reviewSchema, { rating: 4 })).toEqual({ comment: message });
  });

  it('trims the comment', () => {
    expect(reviewSchema.cast({ rating: 4, comment: '  Fresh  ' }).comment).toBe('Fresh');
  });
});
