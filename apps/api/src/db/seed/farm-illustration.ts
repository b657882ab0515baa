/**
 * Landscape illustrations for the demo campaigns, drawn as SVG at seed time (nothing is downloaded):
 * a sky by time of day, a sun, layered hills, and fields, terraces or an orchard in the crop's colours.
 * A seeded random makes every picture different and every run the same.
 */

export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'dusk';
export type Landscape = 'rows' | 'terraces' | 'orchard';

export interface IllustrationOptions {
  seed: string;
  timeOfDay: TimeOfDay;
  landscape: Landscape;
  /** Two or three colours of the crop, light to dark. */
  crop: string[];
  /** The fruit, pod or flower colour dotted over the crop, if any. */
  accent?: string;
}

const WIDTH = 1200;
const HEIGHT = 800;

const SKIES: Record<TimeOfDay, { top: string; bottom: string; sun: string; sunY: number }> = {
  dawn: { top: '#5b6ea8', bottom: '#f6b38e', sun: '#ffd9a0', sunY: 0.42 },
  morning: { top: '#6fb1e4', bottom: '#d8eef8', sun: '#fff4c2', sunY: 0.2 },
  noon: { top: '#3f8fd6', bottom: '#bfe3f7', sun: '#fffbe6', sunY: 0.12 },
  dusk: { top: '#40306b', bottom: '#f08a5d', sun: '#ffb36b', sunY: 0.38 },
};

const HILLS: Record<TimeOfDay, string[]> = {
  dawn: ['#8a8fb8', '#6f8a8c', '#557a5a'],
  morning: ['#9cc0c9', '#7fa882', '#5e8f4e'],
  noon: ['#a7c7cf', '#84ad7c', '#5c9146'],
  dusk: ['#7a5d8a', '#5d5f6e', '#47553f'],
};

/** mulberry32 over a hash of the seed text. */
export function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** To one decimal: enough for a drawing, and short in the SVG text. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A closed hill outline: a smooth curve through random heights around `base`, down to the bottom. */
function hill(rand: () => number, base: number, amplitude: number, bumps: number): string {
  const step = WIDTH / bumps;
  const points = Array.from({ length: bumps + 1 }, (_, i): [number, number] => [
    i * step,
    base - rand() * amplitude,
  ]);
  let path = `M0 ${HEIGHT} L0 ${round(points[0]![1])}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    path += ` C${round(x0 + step / 2)} ${round(y0)} ${round(x1 - step / 2)} ${round(y1)} ${round(x1)} ${round(y1)}`;
  }
  return `${path} L${WIDTH} ${HEIGHT} Z`;
}

function tree(rand: () => number, x: number, y: number, size: number, leaf: string): string {
  const trunk = `<rect x="${round(x - size * 0.08)}" y="${round(y - size * 0.5)}" width="${round(size * 0.16)}" height="${round(size * 0.5)}" fill="#6b4a2b"/>`;
  const crown = `<circle cx="${round(x)}" cy="${round(y - size * 0.75)}" r="${round(size * (0.38 + rand() * 0.12))}" fill="${leaf}"/>`;
  return trunk + crown;
}

/** Crop rows running to a vanishing point on the horizon. */
function rows(rand: () => number, horizon: number, crop: string[], accent?: string): string {
  const vanishX = WIDTH * (0.3 + rand() * 0.4);
  const count = 14 + Math.floor(rand() * 8);
  const spread = WIDTH * 2.4;
  const parts = [
    `<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${crop.at(-1)}"/>`,
  ];
  for (let i = 0; i < count; i += 1) {
    const x0 = -spread / 2 + WIDTH / 2 + (spread / count) * i;
    const x1 = x0 + (spread / count) * 0.55;
    const colour = crop[i % crop.length]!;
    parts.push(
      `<polygon points="${round(vanishX)},${horizon} ${round(x0)},${HEIGHT} ${round(x1)},${HEIGHT}" fill="${colour}"/>`,
    );
  }
  if (accent) {
    for (let i = 0; i < 90; i += 1) {
      const depth = rand();
      const y = horizon + (HEIGHT - horizon) * depth ** 0.7;
      parts.push(
        `<circle cx="${round(rand() * WIDTH)}" cy="${round(y)}" r="${round(1.5 + depth * 6)}" fill="${accent}" opacity="0.85"/>`,
      );
    }
  }
  return parts.join('');
}

/** Hillside terraces: stacked curved bands, tea and cardamom country. */
function terraces(rand: () => number, horizon: number, crop: string[], accent?: string): string {
  const parts: string[] = [];
  const bands = 7 + Math.floor(rand() * 4);
  const height = (HEIGHT - horizon) / bands;
  for (let i = 0; i < bands; i += 1) {
    const top = horizon + i * height;
    const sway = (rand() - 0.5) * 60;
    parts.push(
      `<path d="M0 ${round(top + height * 0.6)} Q${WIDTH / 2} ${round(top - 20 + sway)} ${WIDTH} ${round(top + height * 0.4)} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${crop[i % crop.length]}"/>`,
    );
    for (let j = 0; j < 26; j += 1) {
      const x = (WIDTH / 26) * j + rand() * 20;
      parts.push(
        `<circle cx="${round(x)}" cy="${round(top + height * 0.55 + rand() * 8)}" r="${round(5 + i * 1.6)}" fill="${crop.at(-1)}" opacity="0.55"/>`,
      );
    }
  }
  if (accent) {
    for (let i = 0; i < 40; i += 1) {
      parts.push(
        `<circle cx="${round(rand() * WIDTH)}" cy="${round(horizon + rand() * (HEIGHT - horizon))}" r="3" fill="${accent}"/>`,
      );
    }
  }
  return parts.join('');
}

/** An orchard: grass and rows of trees with fruit, apples and grapes and coffee. */
function orchard(rand: () => number, horizon: number, crop: string[], accent?: string): string {
  const parts = [
    `<rect x="0" y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${crop[0]}"/>`,
  ];
  for (let row = 0; row < 5; row += 1) {
    const depth = (row + 1) / 5;
    const y = horizon + (HEIGHT - horizon) * depth ** 1.3;
    const size = 30 + depth * 110;
    const count = Math.round(14 - row * 2);
    for (let i = 0; i < count; i += 1) {
      const x = (WIDTH / count) * (i + 0.5) + (rand() - 0.5) * 30;
      parts.push(tree(rand, x, y, size, crop[1 + (i % (crop.length - 1))]!));
      if (accent) {
        for (let k = 0; k < 5; k += 1) {
          parts.push(
            `<circle cx="${round(x + (rand() - 0.5) * size * 0.6)}" cy="${round(y - size * (0.6 + rand() * 0.3))}" r="${round(2 + depth * 4)}" fill="${accent}"/>`,
          );
        }
      }
    }
  }
  return parts.join('');
}

export function farmIllustration(options: IllustrationOptions): string {
  const rand = random(options.seed);
  const sky = SKIES[options.timeOfDay];
  const hills = HILLS[options.timeOfDay];
  const horizon = Math.round(HEIGHT * (0.5 + rand() * 0.1));
  const sunX = round(WIDTH * (0.15 + rand() * 0.7));
  const sunY = round(HEIGHT * sky.sunY);
  const land =
    options.landscape === 'rows'
      ? rows(rand, horizon, options.crop, options.accent)
      : options.landscape === 'terraces'
        ? terraces(rand, horizon, options.crop, options.accent)
        : orchard(rand, horizon, options.crop, options.accent);
  const trees = Array.from({ length: 3 + Math.floor(rand() * 5) }, () =>
    tree(rand, rand() * WIDTH, horizon + 4, 40 + rand() * 40, hills[2]!),
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${round(60 + rand() * 30)}" fill="${sky.sun}" opacity="0.35"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${round(38 + rand() * 14)}" fill="${sky.sun}"/>`,
    `<path d="${hill(rand, horizon - 150, 120, 4)}" fill="${hills[0]}"/>`,
    `<path d="${hill(rand, horizon - 70, 90, 5)}" fill="${hills[1]}"/>`,
    `<path d="${hill(rand, horizon - 10, 50, 6)}" fill="${hills[2]}"/>`,
    trees,
    land,
    '</svg>',
  ].join('');
}
