import { createRng, hashString } from '../prng.ts';
import type { ProductKind } from './media-urls.ts';
import { FLOOR_Y } from './object-types.ts';
import { objectDrawers, objectLabels } from './objects.ts';
import { Paint, darken, lighten, mix, svgDocument } from './svg-kit.ts';

const backdrops = ['#f4ece6', '#eef0f3', '#f6eadf', '#efe9f3', '#e9f0ea', '#f5e6e8'];

/** The view number at the end of a seed ('d12-2-3' → 3) picks the composition; other seeds hash to one. */
function viewOf(seed: string, fallback: number): number {
  const match = /(\d+)$/.exec(seed);
  return match ? ((Number(match[1]) - 1) % 4) + 1 : fallback;
}

/** A seamless studio sweep: a lit wall that curves into the floor, a spotlight behind the object. */
function studio(paint: Paint, base: string, width: number, height: number): string {
  const wall = paint.linear(
    [
      [0, darken(base, 0.07)],
      [0.62, lighten(base, 0.35)],
      [0.78, base],
      [1, darken(base, 0.1)],
    ],
    0,
    0,
    0,
    1,
  );
  const spot = paint.radial(
    [
      [0, '#ffffff', 0.75],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  return `<rect width="${width}" height="${height}" fill="${wall}"/><ellipse cx="${width / 2}" cy="${height * 0.5}" rx="${width * 0.42}" ry="${height * 0.4}" fill="${spot}"/>`;
}

function shadow(paint: Paint, cx: number, halfWidth: number): string {
  return `<ellipse cx="${cx}" cy="${FLOOR_Y + 4}" rx="${halfWidth * 1.1}" ry="22" fill="#3b2a22" opacity="0.22" filter="${paint.blur(12)}"/><ellipse cx="${cx}" cy="${FLOOR_Y + 1}" rx="${halfWidth * 0.85}" ry="7" fill="#2a1d17" opacity="0.35" filter="${paint.blur(4)}"/>`;
}

/** Small props on the floor (pebbles, petals) so shots of one product do not look cloned. */
function props(paint: Paint, colour: string): string {
  const out: string[] = [];
  const count = paint.rng.int(0, 3);
  for (let i = 0; i < count; i++) {
    const left = paint.rng.chance(0.5);
    const x = left ? paint.rng.int(120, 230) : paint.rng.int(590, 690);
    const y = FLOOR_Y + paint.rng.int(20, 90);
    const r = paint.rng.int(10, 22);
    const tone = paint.rng.chance(0.5) ? mix(colour, '#ffffff', 0.55) : '#e8dcc8';
    const fill = paint.radial(
      [
        [0, lighten(tone, 0.5)],
        [1, darken(tone, 0.15)],
      ],
      0.35,
      0.3,
      0.7,
    );
    out.push(
      `<ellipse cx="${x}" cy="${y + r * 0.5}" rx="${r * 1.2}" ry="${r * 0.35}" fill="#000" opacity="0.12" filter="${paint.blur(3)}"/><ellipse cx="${x}" cy="${y}" rx="${r * 1.15}" ry="${r * 0.7}" fill="${fill}"/>`,
    );
  }
  return out.join('');
}

/** An 800×800 product shot of `kind` in `colour`; the same arguments always give the same picture. */
export function renderProductShot(kind: ProductKind, colour: string, seed: string): string {
  const rng = createRng(hashString(`${kind}/${colour}/${seed}`));
  const paint = new Paint(rng);
  const view = viewOf(seed, rng.int(1, 4));
  const base = view === 1 ? mix(colour, '#f7f3ef', 0.86) : backdrops[rng.int(0, backdrops.length - 1)]!;
  const drawing = objectDrawers[kind](paint, colour, view);
  // Objects are drawn small on their stage; the shot frames them to fill the picture as a catalogue does.
  const scale = view === 3 ? 1.45 : 1.25;
  const dx = view === 4 ? rng.int(-40, 40) : 0;
  const transform = `translate(${400 + dx} 700) scale(${scale}) translate(-400 -${FLOOR_Y})`;
  const body = `${studio(paint, base, 800, 800)}${props(paint, colour)}<g transform="${transform}">${shadow(paint, 400, drawing.footprint)}${drawing.body}</g>`;
  return svgDocument(800, 800, paint, body, objectLabels[kind]);
}

/** A round category icon: the object on a soft disc, drawn small. */
export function renderCategoryIcon(kind: ProductKind): string {
  const rng = createRng(hashString(`icon/${kind}`));
  const paint = new Paint(rng);
  const colour = iconColours[kind];
  const disc = paint.radial(
    [
      [0, lighten(colour, 0.92)],
      [1, lighten(colour, 0.72)],
    ],
    0.5,
    0.4,
    0.6,
  );
  const drawing = objectDrawers[kind](paint, colour, 1);
  const body = `<circle cx="128" cy="128" r="126" fill="${disc}"/><g transform="translate(128 128) scale(0.34) translate(-400 -420)">${shadow(paint, 400, drawing.footprint)}${drawing.body}</g>`;
  return svgDocument(256, 256, paint, body, objectLabels[kind]);
}

const iconColours: Record<ProductKind, string> = {
  lipstick: '#b3263e',
  kajal: '#141414',
  foundation: '#d9a883',
  serum: '#c8862a',
  shampoo: '#2f7d5c',
  perfume: '#d98fa1',
  kurta: '#1f3a6b',
  saree: '#7a1f2b',
  necklace: '#c9a227',
  jhumka: '#c9a227',
  studs: '#c9a227',
  hoops: '#c9a227',
  handbag: '#b8763f',
  candle: '#e6cfa8',
  'nail-polish': '#c2185b',
  bangles: '#b3262e',
  lotion: '#f3d9c8',
  'hair-oil': '#c8862a',
  gift: '#c2547a',
};
