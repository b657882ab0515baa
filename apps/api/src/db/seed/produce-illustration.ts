/**
 * Pictures of the demo catalogue's products, drawn as SVG at seed time (nothing is downloaded): the
 * product's jar, sack or pouch with its name on the label, or a bowl of the produce, in its colours.
 * A seeded random makes every picture different and every run the same.
 */
import { random, round } from './farm-illustration';

export type Container = 'jar' | 'sack' | 'pouch';
export type Texture = 'grain' | 'seed' | 'powder' | 'chunk' | 'liquid';
/** The package alone, a bowl of the produce, or both on a table. */
export type ProduceView = 'package' | 'bowl' | 'table';

export interface ProduceIllustrationOptions {
  seed: string;
  view: ProduceView;
  container: Container;
  texture: Texture;
  /** Two or three colours of the produce, light to dark. */
  produce: string[];
  /** The label's colour (dark enough for white text). */
  label: string;
  name: string;
  farmName: string;
}

const SIZE = 800;

type Rand = () => number;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words packed into lines of at most `width` characters, at most three lines. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines;
}

/** The produce filling a w x h box at (x, y); the caller clips it to the container's shape. */
function fill(
  rand: Rand,
  texture: Texture,
  colours: string[],
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const pick = () => colours[Math.floor(rand() * colours.length)]!;
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colours[0]}"/>`];
  if (texture === 'liquid') {
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colours.at(-1)}" opacity="0.35"/>`,
      `<ellipse cx="${round(x + w * 0.3)}" cy="${round(y + h * 0.35)}" rx="${round(w * 0.08)}" ry="${round(h * 0.3)}" fill="#ffffff" opacity="0.25"/>`,
    );
    return parts.join('');
  }
  const count = texture === 'powder' ? 60 : texture === 'chunk' ? 14 : 260;
  for (let i = 0; i < count; i += 1) {
    const cx = round(x + rand() * w);
    const cy = round(y + rand() * h);
    if (texture === 'grain') {
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="9" ry="4" fill="${pick()}" transform="rotate(${Math.floor(rand() * 180)} ${cx} ${cy})"/>`,
      );
    } else if (texture === 'seed') {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${round(4 + rand() * 3)}" fill="${pick()}"/>`);
    } else if (texture === 'powder') {
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${round(1 + rand() * 2)}" fill="${colours.at(-1)}" opacity="0.5"/>`,
      );
    } else {
      const s = 26 + rand() * 30;
      parts.push(
        `<polygon points="${cx},${round(cy - s / 2)} ${round(cx + s / 2)},${round(cy - s / 5)} ${round(cx + s / 3)},${round(cy + s / 2)} ${round(cx - s / 2)},${round(cy + s / 3)}" fill="${pick()}" stroke="${colours.at(-1)}" stroke-width="2"/>`,
      );
    }
  }
  return parts.join('');
}

/** The label: the product's name in up to three lines over the farm's name, centred on cx. */
function label(o: ProduceIllustrationOptions, cx: number, cy: number, w: number): string {
  const lines = wrap(o.name, 13);
  const fontSize = lines.some((line) => line.length > 11) ? 30 : 36;
  const h = lines.length * fontSize * 1.15 + 64;
  const top = cy - h / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${round(top + 24 + (i + 0.85) * fontSize * 1.15)}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<rect x="${round(cx - w / 2)}" y="${round(top)}" width="${w}" height="${round(h)}" rx="14" fill="${o.label}"/>`,
    `<rect x="${round(cx - w / 2 + 8)}" y="${round(top + 8)}" width="${w - 16}" height="${round(h - 16)}" rx="10" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
    `<g fill="#ffffff" font-family="Georgia, 'Times New Roman', serif" text-anchor="middle">${text}`,
    `<text x="${cx}" y="${round(top + h - 22)}" font-size="17" font-style="italic" opacity="0.9">${escapeXml(o.farmName)}</text></g>`,
  ].join('');
}

/** The package standing with its base at (cx, base), `scale` 1 being 360 px wide. */
function container(
  rand: Rand,
  o: ProduceIllustrationOptions,
  cx: number,
  base: number,
  scale: number,
): string {
  const w = 360 * scale;
  const h = 470 * scale;
  const left = round(cx - w / 2);
  const top = round(base - h);
  const id = `inside-${Math.floor(rand() * 1e9)}`;
  const parts: string[] = [];
  if (o.container === 'jar') {
    parts.push(
      `<clipPath id="${id}"><rect x="${left}" y="${round(top + 60 * scale)}" width="${round(w)}" height="${round(h - 60 * scale)}" rx="${round(40 * scale)}"/></clipPath>`,
      `<g clip-path="url(#${id})">${fill(rand, o.texture, o.produce, left, top + 60 * scale, w, h)}</g>`,
      `<rect x="${left}" y="${round(top + 60 * scale)}" width="${round(w)}" height="${round(h - 60 * scale)}" rx="${round(40 * scale)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>`,
      `<rect x="${round(left + 20 * scale)}" y="${top}" width="${round(w - 40 * scale)}" height="${round(70 * scale)}" rx="${round(12 * scale)}" fill="${o.label}"/>`,
      `<rect x="${round(left + 20 * scale)}" y="${round(top + 52 * scale)}" width="${round(w - 40 * scale)}" height="${round(10 * scale)}" fill="#000000" opacity="0.2"/>`,
    );
  } else if (o.container === 'sack') {
    const sack = `M${round(left + 30 * scale)} ${round(top + 70 * scale)} Q${round(cx)} ${round(top + 110 * scale)} ${round(left + w - 30 * scale)} ${round(top + 70 * scale)} L${round(left + w)} ${round(base - 30 * scale)} Q${round(cx)} ${round(base + 10 * scale)} ${left} ${round(base - 30 * scale)} Z`;
    const cloth = `${id}-cloth`;
    parts.push(
      `<clipPath id="${cloth}"><path d="${sack}"/></clipPath>`,
      `<path d="${sack}" fill="#c9a56b" stroke="#8a6a3a" stroke-width="4"/>`,
      `<path d="M${round(left + 50 * scale)} ${round(top + 75 * scale)} Q${round(cx)} ${round(top - 10 * scale)} ${round(left + w - 50 * scale)} ${round(top + 75 * scale)} Z" fill="#b48f55"/>`,
      `<clipPath id="${id}"><ellipse cx="${round(cx)}" cy="${round(top + 62 * scale)}" rx="${round(w / 2 - 60 * scale)}" ry="${round(30 * scale)}"/></clipPath>`,
      `<g clip-path="url(#${id})">${fill(rand, o.texture, o.produce, left, top, w, 100 * scale)}</g>`,
      `<g clip-path="url(#${cloth})" stroke="#a8844c" stroke-width="2" stroke-dasharray="6 5">`,
      ...Array.from({ length: 12 }, (_, i) => {
        const y = round(top + (110 + i * 28) * scale);
        return `<line x1="${left}" y1="${y}" x2="${round(left + w)}" y2="${y}"/>`;
      }),
      '</g>',
    );
  } else {
    const pouch = `M${round(left + 20 * scale)} ${top} L${round(left + w - 20 * scale)} ${top} L${round(left + w)} ${base} L${left} ${base} Z`;
    parts.push(
      `<path d="${pouch}" fill="#b98a55" stroke="#7d5a33" stroke-width="4"/>`,
      `<rect x="${round(left + 22 * scale)}" y="${round(top + 24 * scale)}" width="${round(w - 44 * scale)}" height="${round(8 * scale)}" fill="#7d5a33" opacity="0.6"/>`,
      `<clipPath id="${id}"><rect x="${round(cx - 70 * scale)}" y="${round(base - 120 * scale)}" width="${round(140 * scale)}" height="${round(90 * scale)}" rx="${round(45 * scale)}"/></clipPath>`,
      `<g clip-path="url(#${id})">${fill(rand, o.texture, o.produce, cx - 70 * scale, base - 120 * scale, 140 * scale, 90 * scale)}</g>`,
    );
  }
  return `<g>${parts.join('')}${label(o, round(cx), round(top + h * 0.46), round(w * 0.82))}</g>`;
}

/** A bowl of the produce seen from the side, standing at (cx, base): a heap (or a level of honey) in it. */
function bowl(
  rand: Rand,
  o: ProduceIllustrationOptions,
  cx: number,
  base: number,
  w: number,
): string {
  // The bowl's curve is a quadratic whose lowest point lies 3/8 of its control depth below the rim.
  const rim = round(base - w * 0.375);
  const id = `heap-${Math.floor(rand() * 1e9)}`;
  const rx = w / 2 - 8;
  const heap = o.texture === 'liquid' ? w * 0.04 : w * 0.16;
  return [
    `<clipPath id="${id}"><path d="M${round(cx - rx)} ${rim} A${round(rx)} ${round(heap)} 0 0 1 ${round(cx + rx)} ${rim} Z"/></clipPath>`,
    `<g clip-path="url(#${id})">${fill(rand, o.texture, o.produce, cx - rx, rim - heap, rx * 2, heap)}</g>`,
    `<path d="M${round(cx - w / 2)} ${rim} Q${cx} ${round(rim + w * 0.75)} ${round(cx + w / 2)} ${rim} Z" fill="#8d5a3b"/>`,
    `<rect x="${round(cx - w / 2)}" y="${rim - 4}" width="${w}" height="10" rx="5" fill="#7a4b30"/>`,
    `<path d="M${round(cx - w / 2 + 30)} ${round(rim + 30)} Q${cx} ${round(rim + w * 0.6)} ${round(cx + w / 2 - 30)} ${round(rim + 30)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6"/>`,
  ].join('');
}

export function produceIllustration(o: ProduceIllustrationOptions): string {
  const rand = random(o.seed);
  const table = SIZE * (0.72 + rand() * 0.06);
  const scenes: Record<ProduceView, () => string> = {
    package: () => container(rand, o, SIZE / 2, table + 20, 1),
    bowl: () => bowl(rand, o, SIZE / 2, table + 20, 520),
    table: () =>
      container(rand, o, SIZE * 0.32, table + 30, 0.82) +
      bowl(rand, o, SIZE * 0.74, table + 26, 300),
  };
  const crumbs = Array.from({ length: 18 }, () => {
    const x = round(SIZE * 0.1 + rand() * SIZE * 0.8);
    const y = round(table + 40 + rand() * (SIZE - table - 60));
    return `<circle cx="${x}" cy="${y}" r="${round(3 + rand() * 4)}" fill="${o.produce[Math.floor(rand() * o.produce.length)]}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="#fbf6ec"/><stop offset="1" stop-color="${o.produce[0]}" stop-opacity="0.3"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#wall)"/>`,
    `<rect y="${round(table)}" width="${SIZE}" height="${round(SIZE - table)}" fill="#a87447"/>`,
    `<rect y="${round(table)}" width="${SIZE}" height="10" fill="#8a5c36"/>`,
    ...Array.from({ length: 4 }, (_, i) => {
      const y = round(table + 40 + i * ((SIZE - table) / 4));
      return `<line x1="0" y1="${y}" x2="${SIZE}" y2="${round(y + (rand() - 0.5) * 20)}" stroke="#8f613b" stroke-width="3" opacity="0.6"/>`;
    }),
    `<ellipse cx="${SIZE / 2}" cy="${round(table + 24)}" rx="${round(SIZE * 0.34)}" ry="22" fill="#000000" opacity="0.12"/>`,
    o.texture === 'liquid' ? '' : crumbs,
    scenes[o.view](),
    '</svg>',
  ].join('');
}
