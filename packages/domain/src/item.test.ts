import { CATEGORIES, defaultVariant } from './item';

describe('defaultVariant', () => {
  it('starts on the first available variant', () => {
    const variants = [
      { _id: 'a', available: false },
      { _id: 'b', available: true },
      { _id: 'c', available: true },
    ];
    expect(defaultVariant(variants)?._id).toBe('b');
  });

  it('falls back to the first when none is available', () => {
    const variants = [
      { _id: 'a', available: false },
      { _id: 'b', available: false },
    ];
    expect(defaultVariant(variants)?._id).toBe('a');
  });

  it('is undefined without variants', () => {
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('CATEGORIES', () => {
  it('lists the chips in order', () => {
    expect(CATEGORIES).toEqual(['All', 'Grains', 'Sweeteners', 'Flours', 'Spices']);
  });
});
