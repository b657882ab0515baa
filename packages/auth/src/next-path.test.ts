import { safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    '/campaign/42/invest?units=3',
    '/shop/',
    '/shop/cart',
    '/shop/?q=rice&category=Grains',
    '/farms#filters',
  ])('keeps the path %s of this origin', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example',
    '//evil.example/shop/',
    '/\\evil.example',
    '/\\/evil.example',
    '/shop\\..\\..\\evil',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /farms',
  ])('sends %p to /dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });
});

describe('signInPath', () => {
  it('carries where to return, encoded', () => {
    expect(signInPath('/login', '/shop/?q=rice&category=Grains')).toBe(
      '/login?next=%2Fshop%2F%3Fq%3Drice%26category%3DGrains',
    );
    expect(signInPath('/signup', '/farms')).toBe('/signup?next=%2Ffarms');
  });

  it('is the plain page without a place to return to', () => {
    expect(signInPath('/login', null)).toBe('/login');
  });

  it('says when the session has ended', () => {
    expect(signInPath('/login', '/shop/cart', { sessionEnded: true })).toBe(
      '/login?next=%2Fshop%2Fcart&session=ended',
    );
    expect(signInPath('/login', null, { sessionEnded: true })).toBe('/login?session=ended');
  });
});
