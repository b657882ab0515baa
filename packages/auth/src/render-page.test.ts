import { headTags } from './render-page';

const url = new URL('https://mitti.example/campaign/7?from=share');

it('gives a shared page its title, description, address and picture', () => {
  const head = headTags(
    'invest',
    { title: 'Millet <Revival>', description: 'Green Valley Farm.', image: '/uploads/a.webp' },
    url,
  );
  expect(head).toContain('<title>Millet &#60;Revival&#62; · Mitti Invest</title>');
  expect(head).toContain('<meta name="description" content="Green Valley Farm.">');
  expect(head).toContain('<link rel="canonical" href="https://mitti.example/campaign/7">');
  expect(head).toContain(
    '<meta property="og:image" content="https://mitti.example/uploads/a.webp">',
  );
});

it('cuts a long description to what search results and previews show', () => {
  const head = headTags('shop', { title: 'Ragi', description: `${'word '.repeat(100)}end` }, url);
  const description = /<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? '';
  expect(Array.from(description)).toHaveLength(160);
  expect(description.endsWith('word…')).toBe(true);
  expect(head).toContain(`<meta property="og:description" content="${description}">`);
});
