import { adminPage, adminPageQuerySchema, pageOffset } from './admin-page';
import { schemaErrors } from './testing/schema-errors';

describe('adminPageQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(adminPageQuerySchema.validateSync({})).toEqual({ page: 1, limit: 20 });
  });

  it('reads the query string', () => {
    expect(adminPageQuerySchema.validateSync({ page: '3', limit: '100' })).toEqual({
      page: 3,
      limit: 100,
    });
  });

  it.each([
    [{ page: '0' }, { page: 'page must be 1 or more' }],
    [{ page: 'two' }, { page: 'page must be a number' }],
    [{ page: '1.5' }, { page: 'page must be a whole number' }],
    [{ page: '1000000000000000000' }, { page: 'page must be at most 100000' }],
    [{ limit: '0' }, { limit: 'limit must be 1 or more' }],
    [{ limit: '101' }, { limit: 'limit must be at most 100' }],
  ])('refuses %j', async (query, errors) => {
    expect(await schemaErrors(adminPageQuerySchema, query)).toEqual(errors);
  });
});

describe('adminPage', () => {
  it('says whether rows remain after the page', () => {
    expect(adminPage({ page: 1, limit: 20 }, 25)).toEqual({
      page: 1,
      limit: 20,
      total: 25,
      hasMore: true,
    });
    expect(adminPage({ page: 2, limit: 20 }, 25).hasMore).toBe(false);
    expect(adminPage({ page: 2, limit: 20 }, 40).hasMore).toBe(false);
  });

  it('skips the rows of the pages before', () => {
    expect(pageOffset({ page: 1, limit: 20 })).toBe(0);
    expect(pageOffset({ page: 3, limit: 10 })).toBe(20);
  });
});
