import { shortText } from './short-text';

describe('shortText', () => {
  it('keeps text that fits, on one line', () => {
    expect(shortText('  Millet\n\nrevival  ', 20)).toBe('Millet revival');
    expect(shortText('abcde', 5)).toBe('abcde');
  });

  it('cuts longer text to the limit, ending in an ellipsis', () => {
    expect(shortText('abcdef', 5)).toBe('abcd…');
    expect(shortText('ab  cdef', 4)).toBe('ab…');
  });

  it('never cuts a character in half', () => {
    expect(shortText('🌾🌾🌾🌾', 3)).toBe('🌾🌾…');
  });
});
