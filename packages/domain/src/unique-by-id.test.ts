import { uniqueById } from './unique-by-id';

describe('uniqueById', () => {
  it('keeps each id once, in the order each first appears', () => {
    const entries = [{ _id: 'c' }, { _id: 'b' }, { _id: 'b' }, { _id: 'a' }, { _id: 'c' }];

    expect(uniqueById(entries).map(({ _id }) => _id)).toEqual(['c', 'b', 'a']);
  });
});
