import { imageVariants } from '@mitti/domain/image-variants';

/** The attributes of an `<img>` that let the browser choose a picture's size. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * An uploaded photo's resized WebP copies as a `srcSet` (their widths are in its URL), with `sizes`,
 * the width the layout gives it (e.g. '(min-width: 600px) 50vw, 100vw'). A picture without copies,
 * like a seed SVG or a local preview, is its `src` alone.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const copies = imageVariants(url);
  if (copies.length === 0) return { src: url };
  return {
    src: url,
    srcSet: copies.map((copy) => `${copy.address} ${copy.width}w`).join(', '),
    sizes,
  };
}
