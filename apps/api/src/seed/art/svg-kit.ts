import type { Rng } from '../prng.ts';

/** Colours are '#rrggbb'; mixing happens in sRGB, which is plenty for soft studio shading. */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance 0..1, to choose readable text and decide how much to lighten a highlight. */
export function luminance(c: string): number {
  const [r, g, b] = parse(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Stop = [offset: number, colour: string, opacity?: number];

/**
 * Collects gradients, patterns and filters for one image and hands back `url(#id)` references, so drawing
 * code reads as shapes and paints rather than bookkeeping.
 */
export class Paint {
  private readonly defs: string[] = [];
  private n = 0;
  constructor(readonly rng: Rng) {}

  private id(prefix: string) {
    return `${prefix}${++this.n}`;
  }

  private stops(stops: Stop[]) {
    return stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  pattern(width: number, height: number, content: string, transform = ''): string {
    const id = this.id('p');
    const t = transform ? ` patternTransform="${transform}"` : '';
    this.defs.push(
      `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id('f');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  /** A horizontal shading that makes a flat rectangle read as a glossy cylinder. */
  cylinder(colour: string, gloss = 0.55, vertical = false): string {
    const shine = luminance(colour) > 0.6 ? gloss * 0.6 : gloss;
    const direction: [number, number, number, number] = vertical ? [0, 0, 0, 1] : [0, 0, 1, 0];
    return this.linear(
      [
        [0, darken(colour, 0.45)],
        [0.16, colour],
        [0.32, lighten(colour, shine)],
        [0.46, colour],
        [0.82, darken(colour, 0.2)],
        [1, darken(colour, 0.5)],
      ],
      ...direction,
    );
  }

  /** Polished metal: a cylinder with a hard specular band. */
  metal(tone: string, vertical = false): string {
    const direction: [number, number, number, number] = vertical ? [0, 0, 0, 1] : [0, 0, 1, 0];
    return this.linear(
      [
        [0, darken(tone, 0.5)],
        [0.2, darken(tone, 0.1)],
        [0.34, lighten(tone, 0.75)],
        [0.42, lighten(tone, 0.3)],
        [0.65, tone],
        [0.85, darken(tone, 0.3)],
        [1, darken(tone, 0.55)],
      ],
      ...direction,
    );
  }

  toDefs(): string {
    return this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}

export const metals = {
  gold: '#d4af37',
  antique: '#b08a3a',
  silver: '#b9bec7',
  rose: '#d39a86',
  black: '#2b2b2e',
};

/** The metal nearest a finish colour (gold plated, rose gold, oxidised silver ...). */
export function metalFor(colour: string): string {
  const candidates = Object.values(metals);
  const [r, g, b] = parse(colour);
  let best = metals.gold;
  let bestDistance = Infinity;
  for (const m of candidates) {
    const [x, y, z] = parse(m);
    const d = (r - x) ** 2 + (g - y) ** 2 + (b - z) ** 2;
    if (d < bestDistance) [best, bestDistance] = [m, d];
  }
  return best;
}

export function svgDocument(width: number, height: number, paint: Paint, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" overflow="hidden" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${paint.toDefs()}${body}</svg>`;
}
