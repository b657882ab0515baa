import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('lists the copies named in an upload URL as a srcSet with the given sizes', () => {
    expect(responsiveImage('/uploads/campaigns/abc.w160-320-640.jpg', '100vw')).toEqual({
      src: '/uploads/campaigns/abc.w160-320-640.jpg',
      srcSet:
        '/uploads/campaigns/abc-160w.webp 160w, /uploads/campaigns/abc-320w.webp 320w, /uploads/campaigns/abc-640w.webp 640w',
      sizes: '100vw',
    });
  });

  it('gives a picture without copies its src alone', () => {
    for (const url of [
      '/uploads/avatars/abc.png',
      '/uploads/campaigns/demo-wheat-1-0a1b2c3d4e5f.svg',
      'blob:http://localhost/5d1c',
    ]) {
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
    }
  });
});
