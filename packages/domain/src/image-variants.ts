/**
 * Resized WebP copies of an uploaded photo. The original's name lists the widths it has copies at,
 * so a client learns them from the URL alone and every answer keeps plain URL strings:
 *
 *   campaigns/<uuid>.w160-320-640.jpg   the original, as uploaded
 *   campaigns/<uuid>-160w.webp          one WebP per listed width (also -320w, -640w)
 *
 * The server makes a copy at each of IMAGE_VARIANT_WIDTHS no wider than the original (never
 * upscaled); the seed does the same for its SVG pictures. A photo narrower than the smallest
 * width, a GIF or a video has no copies and a plain name.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;

export interface ImageVariant {
  width: number;
  /** The copy's URL, or its storage key when given a key. */
  address: string;
}

const WITH_VARIANTS = /^(.+)\.w(\d+(?:-\d+)*)\.([a-z0-9]+)$/i;

/** The name of an original with copies at `widths`: `<base>.w<widths>.<ext>` (`<base>.<ext>` with none). */
export function nameWithVariants(base: string, widths: readonly number[], ext: string): string {
  return widths.length > 0 ? `${base}.w${widths.join('-')}.${ext}` : `${base}.${ext}`;
}

/** The copies of an original, narrowest first, from its URL or storage key; none for a plain name. */
export function imageVariants(address: string): ImageVariant[] {
  const match = WITH_VARIANTS.exec(address);
  if (!match) return [];
  const [, base, widths] = match;
  return widths!.split('-').map((text) => {
    const width = Number(text);
    return { width, address: `${base}-${width}w.webp` };
  });
}
