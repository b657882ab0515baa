import { reviewPageQuerySchema } from './review-page-query';
import { schemaErrors } from './testing/schema-errors';

describe('reviewPageQuerySchema', () => {
  it('reads the query string: numbers cast, each field optional', () => {
    expect(reviewPageQuerySchema.validateSync({ page: '3', limit: '20' })).toEqual({
      page: 3,
      limit: 20,
    });
    expect(reviewPageQuerySchema.validateSync({})).toEqual({});
  });

  it.each([
    [{ page: '0' }, { page: 'page must be 1 or more' }],
    [{ page: 'two' }, { page: 'page must be a number' }],
    [{ limit: '0' }, { limit: 'limit must be 1 or more' }],
    [{ limit: '51' }, { limit: 'limit must be at most 50' }],
  ])('refuses %j', async (query, errors) => {
    expect(await schemaErrors(reviewPageQuerySchema, query)).toEqual(errors);
  });
});
