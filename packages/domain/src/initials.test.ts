import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Asha Rao', 2, 'AR'],
    ['asha', 2, 'A'],
    ['  Ravi  Kumar Patil ', 2, 'RK'],
    ['Ravi Kumar', 1, 'R'],
    ['مزارع 🌾 Ravi', 2, 'م🌾'],
    ['🌾 Ravi', 1, '🌾'],
    ['Zoë 𝒦aur', 2, 'Z𝒦'],
    ['', 2, ''],
  ])('%j, %i words: %j', (name, words, expected) => {
    expect(initials(name, words)).toBe(expected);
  });
});
