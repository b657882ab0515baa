import { itemMatches } from './item-search';

const item = {
  name: 'Organic Basmati Rice',
  brand: 'Mitti Fields',
  category: 'Grains' as const,
  farmName: 'Green Valley Farm',
};

describe('itemMatches', () => {
  it('matches a case-insensitive substring of name, brand, category or farm name', () => {
    expect(itemMatches(item, 'basmati', 'All')).toBe(true);
    expect(itemMatches(item, 'MITTI', 'All')).toBe(true);
    expect(itemMatches(item, 'grain', 'All')).toBe(true);
    expect(itemMatches(item, 'valley', 'All')).toBe(true);
  });

  it('does not match text found nowhere', () => {
    expect(itemMatches(item, 'jaggery', 'All')).toBe(false);
  });

  it('matches everything with a blank query', () => {
    expect(itemMatches(item, '', 'All')).toBe(true);
    expect(itemMatches(item, '   ', 'Grains')).toBe(true);
  });

  it('ignores spaces around the query', () => {
    expect(itemMatches(item, '  rice ', 'All')).toBe(true);
  });

  it('requires the chosen category unless All', () => {
    expect(itemMatches(item, 'rice', 'Grains')).toBe(true);
    expect(itemMatches(item, 'rice', 'Spices')).toBe(false);
    expect(itemMatches(item, '', 'Flours')).toBe(false);
  });
});
