import { imageVariants, nameWithVariants } from './image-variants';

describe('image variants', () => {
  it('names an original after the widths of its copies, or plainly without any', () => {
    expect(nameWithVariants('campaigns/abc', [160, 320], 'jpg')).toBe('campaigns/abc.w160-320.jpg');
    expect(nameWithVariants('avatars/abc', [], 'png')).toBe('avatars/abc.png');
  });

  it('reads the copies back from a URL or a storage key', () => {
    expect(imageVariants('/uploads/campaigns/1f-2e.w160-320.jpg')).toEqual([
      { width: 160, address: '/uploads/campaigns/1f-2e-160w.webp' },
      { width: 320, address: '/uploads/campaigns/1f-2e-320w.webp' },
    ]);
    expect(imageVariants('https://cdn.example/t/x.w640.png')).toEqual([
      { width: 640, address: 'https://cdn.example/t/x-640w.webp' },
    ]);
  });

  it('finds no copies for a plain name, a seed picture or a video', () => {
    expect(imageVariants('/uploads/avatars/abc.png')).toEqual([]);
    expect(imageVariants('/uploads/seed/farm-wheat-0a1b2c3d4e5f.svg')).toEqual([]);
    expect(imageVariants('/uploads/campaigns/abc.webm')).toEqual([]);
    expect(imageVariants('')).toEqual([]);
  });
});
