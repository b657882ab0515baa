import { itemListQuerySchema } from './item-list-query';
import { schemaErrors } from './testing/schema-errors';

describe('itemListQuerySchema', () => {
  it('leaves every field out when none is given (the whole catalogue)', () => {
    expect(itemListQuerySchema.validateSync({})).toEqual({});
  });

  it('reads the query string: numbers cast, the search trimmed', () => {
    expect(
      itemListQuerySchema.validateSync({
        page: '2',
        limit: '24',
        search: '  Basmati ',
        category: 'Grains',
      }),
    ).toEqual({ page: 2, limit: 24, search: 'Basmati', category: 'Grains' });
  });

  it('accepts the category All and a blank search', async () => {
    expect(await schemaErrors(itemListQuerySchema, { category: 'All', search: '  ' })).toEqual({});
  });

  it.each([
    [{ page: '0' }, { page: 'page must be 1 or more' }],
    [{ page: 'two' }, { page: 'page must be a number' }],
    [{ page: '1.5' }, { page: 'page must be a whole number' }],
    [{ limit: '0' }, { limit: 'limit must be 1 or more' }],
    [{ limit: '101' }, { limit: 'limit must be at most 100' }],
    [{ search: 'x'.repeat(101) }, { search: 'search must be at most 100 characters' }],
    [
      { category: 'Fruits' },
      { category: 'category must be one of All, Grains, Sweeteners, Flours, Spices' },
    ],
  ])('refuses %j', async (query, errors) => {
    expect(await schemaErrors(itemListQuerySchema, query)).toEqual(errors);
  });
});
