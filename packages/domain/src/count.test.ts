import { formatCount } from './count';

describe('formatCount', () => {
  it('groups thousands, then lakhs and crores', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(83_328)).toBe('83,328');
    expect(formatCount(100_000)).toBe('1,00,000');
    expect(formatCount(12_345_678)).toBe('1,23,45,678');
  });
});
