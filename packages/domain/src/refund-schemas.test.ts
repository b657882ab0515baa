import { refundRequestPageQuerySchema } from './refund-schemas';
import { schemaErrors } from './testing/schema-errors';

describe('refundRequestPageQuerySchema', () => {
  it('reads the query string: numbers cast, each field optional', () => {
    expect(refundRequestPageQuerySchema.validateSync({ page: '2', limit: '50' })).toEqual({
      page: 2,
      limit: 50,
    });
    expect(refundRequestPageQuerySchema.validateSync({})).toEqual({});
  });

  it.each([
    [{ page: '0' }, { page: 'page must be 1 or more' }],
    [{ page: '1.5' }, { page: 'page must be a whole number' }],
    [{ limit: 'ten' }, { limit: 'limit must be a number' }],
    [{ limit: '51' }, { limit: 'limit must be at most 50' }],
  ])('refuses %j', async (query, errors) => {
    expect(await schemaErrors(refundRequestPageQuerySchema, query)).toEqual(errors);
  });
});
