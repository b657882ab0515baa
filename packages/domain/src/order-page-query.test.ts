import { orderPageQuerySchema } from './order-page-query';
import { schemaErrors } from './testing/schema-errors';

describe('orderPageQuerySchema', () => {
  it('reads the query string: numbers cast, each field optional', () => {
    expect(orderPageQuerySchema.validateSync({ page: '2', limit: '50' })).toEqual({
      page: 2,
      limit: 50,
    });
    expect(orderPageQuerySchema.validateSync({})).toEqual({});
  });

  it.each([
    [{ page: '0' }, { page: 'page must be 1 or more' }],
    [{ page: '1.5' }, { page: 'page must be a whole number' }],
    [{ page: 'last' }, { page: 'page must be a number' }],
    [{ limit: '0' }, { limit: 'limit must be 1 or more' }],
    [{ limit: '51' }, { limit: 'limit must be at most 50' }],
  ])('refuses %j', async (query, errors) => {
    expect(await schemaErrors(orderPageQuerySchema, query)).toEqual(errors);
  });
});
