import type { Media } from '@mitti/domain/media';

/** A field at dusk, dawn or noon as an inline SVG: stories show pictures without the network. */
function fieldPicture(sky: string, hills: string, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="${sky}"/><circle cx="500" cy="110" r="48" fill="#E0A526"/><path d="M0 250 Q160 170 330 235 T640 215 V400 H0 Z" fill="${hills}"/><path d="M0 320 Q320 260 640 310 V400 H0 Z" fill="#2F6B3A"/><text x="32" y="60" font-family="sans-serif" font-size="32" fill="#2B2118">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const STORY_PICTURES: Media[] = [
  { url: fieldPicture('#F6E7C8', '#5C9A5F', 'Paddy terraces'), public_id: 'story-1' },
  { url: fieldPicture('#DCEBF2', '#7FA65A', 'Turmeric rows'), public_id: 'story-2' },
  { url: fieldPicture('#F3D9CF', '#A84B25', 'Millet at harvest'), public_id: 'story-3' },
];
