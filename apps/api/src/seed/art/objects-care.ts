import { type DrawObject, FLOOR_Y } from './object-types.ts';
import { darken, lighten, luminance, metals } from './svg-kit.ts';
import { type Weight, lettering } from './lettering.ts';

const text = (x: number, y: number, value: string, size: number, colour: string, spacing = 3, weight: Weight = 600) =>
  lettering(value, { x, y, size, weight, spacing, anchor: 'middle', fill: colour });

const leaf = (x: number, y: number, colour: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 0 C-18 -14 -14 -40 10 -48 C22 -26 18 -8 0 0 Z" fill="${colour}"/><path d="M0 0 C4 -16 6 -30 8 -44" stroke="#fff" stroke-width="1.5" fill="none" opacity="0.6"/></g>`;

export const shampoo: DrawObject = (paint, colour, view) => {
  const ink = luminance(colour) > 0.45 ? darken(colour, 0.65) : '#ffffff';
  const capTone = view % 2 === 0 ? '#f4f1ec' : darken(colour, 0.35);
  const second =
    view % 2 === 0
      ? `<g transform="translate(190 0) scale(0.82) translate(88 ${FLOOR_Y * 0.22})"><path d="M320 ${FLOOR_Y} L320 330 Q320 296 352 292 L448 292 Q480 296 480 330 L480 ${FLOOR_Y} Z" fill="${paint.cylinder(lighten(colour, 0.45), 0.4)}"/>${text(400, 460, 'CONDITIONER', 13, darken(colour, 0.5), 2)}<rect x="352" y="238" width="96" height="56" rx="10" fill="${paint.cylinder(capTone, 0.3)}"/></g>`
      : '';
  return {
    footprint: view % 2 === 0 ? 200 : 110,
    body: `<path d="M312 ${FLOOR_Y - 14} L312 330 Q312 276 356 262 L444 262 Q488 276 488 330 L488 ${FLOOR_Y - 14} Q488 ${FLOOR_Y} 474 ${FLOOR_Y} L326 ${FLOOR_Y} Q312 ${FLOOR_Y} 312 ${FLOOR_Y - 14} Z" fill="${paint.cylinder(colour, 0.5)}"/>
<rect x="332" y="380" width="136" height="190" rx="10" fill="#fff" opacity="${ink === '#ffffff' ? 0.14 : 0.55}"/>
${leaf(400, 428, ink === '#ffffff' ? lighten(colour, 0.6) : darken(colour, 0.2), 0.9)}
${text(400, 470, 'HERBAL', 14, ink, 5)}${text(400, 500, 'SHAMPOO', 22, ink, 4, 700)}${text(400, 540, 'SULPHATE FREE', 10, ink, 2, 400)}
<rect x="350" y="180" width="100" height="86" rx="12" fill="${paint.cylinder(capTone, 0.35)}"/>
<rect x="350" y="180" width="100" height="18" rx="8" fill="${darken(capTone, 0.12)}"/>
<rect x="328" y="300" width="12" height="300" rx="6" fill="#fff" opacity="0.3"/>${second}`,
  };
};

export const hairOil: DrawObject = (paint, colour, view) => {
  const oil = paint.linear([
    [0, darken(colour, 0.45), 0.95],
    [0.3, lighten(colour, 0.25), 0.9],
    [0.5, colour, 0.9],
    [1, darken(colour, 0.5), 0.95],
  ]);
  const sprig =
    view % 2 === 0
      ? `${leaf(560, FLOOR_Y - 4, '#5b8c3a', 1.6)}${leaf(590, FLOOR_Y - 2, '#6f9e48', 1.2)}<circle cx="250" cy="${FLOOR_Y - 12}" r="14" fill="#f3efe2"/><circle cx="274" cy="${FLOOR_Y - 9}" r="10" fill="#e9e0cc"/>`
      : '';
  return {
    footprint: 110,
    body: `${sprig}<path d="M330 ${FLOOR_Y - 12} L330 400 Q330 350 372 340 L372 290 L428 290 L428 340 Q470 350 470 400 L470 ${FLOOR_Y - 12} Q470 ${FLOOR_Y} 458 ${FLOOR_Y} L342 ${FLOOR_Y} Q330 ${FLOOR_Y} 330 ${FLOOR_Y - 12} Z" fill="${oil}"/>
<rect x="342" y="400" width="10" height="210" rx="5" fill="#fff" opacity="0.45"/>
<rect x="344" y="450" width="112" height="130" rx="6" fill="#fbf6ea"/>
${leaf(400, 492, '#4f7d32', 0.8)}${text(400, 524, 'HAIR OIL', 16, '#3a3a2a', 3, 700)}${text(400, 548, 'COLD PRESSED', 9, '#7a6a4a', 2, 400)}
<rect x="366" y="220" width="68" height="74" rx="8" fill="${paint.metal(metals.gold)}"/>`,
  };
};

export const perfume: DrawObject = (paint, colour, view) => {
  const capStyle = paint.rng.int(0, 2);
  const juice = paint.linear(
    [
      [0, lighten(colour, 0.35), 0.9],
      [0.5, colour, 0.9],
      [1, darken(colour, 0.35), 0.95],
    ],
    0,
    0,
    1,
    1,
  );
  const capFill =
    capStyle === 0 ? paint.cylinder(metals.black, 0.5) : paint.metal(capStyle === 1 ? metals.gold : metals.silver);
  const cap =
    capStyle === 2
      ? `<circle cx="400" cy="262" r="64" fill="${paint.radial(
          [
            [0, '#ffffff'],
            [0.6, lighten(colour, 0.5)],
            [1, darken(colour, 0.2)],
          ],
          0.35,
          0.3,
          0.7,
        )}"/>`
      : `<rect x="338" y="206" width="124" height="118" rx="${capStyle === 0 ? 10 : 4}" fill="${capFill}"/>`;
  const box =
    view % 2 === 0
      ? `<rect x="500" y="300" width="190" height="${FLOOR_Y - 300}" rx="4" fill="${paint.linear([
          [0, darken(colour, 0.55)],
          [1, darken(colour, 0.35)],
        ])}"/><rect x="520" y="320" width="150" height="${FLOOR_Y - 340}" fill="none" stroke="${metals.gold}" stroke-width="2"/>${text(595, 470, 'EAU DE', 13, metals.gold, 4)}${text(595, 495, 'PARFUM', 18, metals.gold, 5)}`
      : '';
  return {
    footprint: view % 2 === 0 ? 200 : 140,
    body: `${box}<path d="M304 360 L496 360 L520 384 L520 ${FLOOR_Y - 24} L496 ${FLOOR_Y} L304 ${FLOOR_Y} L280 ${FLOOR_Y - 24} L280 384 Z" fill="#ffffff" opacity="0.5"/>
<path d="M312 382 L488 382 L500 394 L500 ${FLOOR_Y - 30} L488 ${FLOOR_Y - 18} L312 ${FLOOR_Y - 18} L300 ${FLOOR_Y - 30} L300 394 Z" fill="${juice}"/>
<path d="M280 384 L304 360 L320 360 L300 384 L300 ${FLOOR_Y - 30} L280 ${FLOOR_Y - 24} Z" fill="#fff" opacity="0.55"/>
<path d="M520 384 L496 360 L480 360 L500 384 L500 ${FLOOR_Y - 30} L520 ${FLOOR_Y - 24} Z" fill="#000" opacity="0.12"/>
<rect x="352" y="470" width="96" height="60" rx="3" fill="${paint.metal(metals.gold)}" opacity="0.95"/>
${text(400, 506, 'PARFUM', 13, darken(metals.gold, 0.6), 4, 700)}
<rect x="366" y="322" width="68" height="40" fill="${paint.metal(metals.gold)}"/>${cap}`,
  };
};

export const candle: DrawObject = (paint, wax, view) => {
  const glass = paint.linear([
    [0, '#ffffff', 0.25],
    [0.15, '#ffffff', 0.6],
    [0.3, '#ffffff', 0.15],
    [0.85, '#ffffff', 0.1],
    [1, '#ffffff', 0.4],
  ]);
  const waxFill = paint.linear(
    [
      [0, lighten(wax, 0.3)],
      [1, darken(wax, 0.12)],
    ],
    0,
    0,
    0,
    1,
  );
  const glow = paint.radial([
    [0, '#fff3c4', 0.85],
    [0.4, '#ffd27a', 0.35],
    [1, '#ffb347', 0],
  ]);
  const flame = paint.radial(
    [
      [0, '#ffffff'],
      [0.35, '#fff1a8'],
      [0.75, '#ffb23f'],
      [1, '#ff7a1a'],
    ],
    0.5,
    0.7,
    0.6,
  );
  const lid =
    view % 2 === 0
      ? `<g transform="translate(590 ${FLOOR_Y - 70}) rotate(-78)"><rect x="-110" y="-14" width="220" height="28" rx="6" fill="${paint.metal(metals.gold)}"/></g>`
      : '';
  return {
    footprint: view % 2 === 0 ? 220 : 130,
    body: `${lid}<circle cx="400" cy="320" r="120" fill="${glow}"/>
<rect x="290" y="360" width="220" height="${FLOOR_Y - 360}" rx="18" fill="${darken(wax, 0.08)}" opacity="0.25"/>
<path d="M298 412 Q400 396 502 412 L502 ${FLOOR_Y - 14} Q502 ${FLOOR_Y - 4} 490 ${FLOOR_Y - 4} L310 ${FLOOR_Y - 4} Q298 ${FLOOR_Y - 4} 298 ${FLOOR_Y - 14} Z" fill="${waxFill}"/>
<ellipse cx="400" cy="412" rx="102" ry="16" fill="${lighten(wax, 0.35)}"/>
<rect x="290" y="360" width="220" height="${FLOOR_Y - 360}" rx="18" fill="${glass}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>
<rect x="320" y="480" width="160" height="96" rx="4" fill="#fbf7ef"/>
${text(400, 520, 'SOY CANDLE', 15, '#4a3b2a', 4, 700)}${text(400, 546, 'HAND POURED · 200 g', 9, '#8a7a62', 2, 400)}
<path d="M400 410 L400 380" stroke="#2b2b2b" stroke-width="4"/>
<path d="M400 300 C418 330 424 352 400 384 C376 352 382 330 400 300 Z" fill="${flame}"/>`,
  };
};

export const gift: DrawObject = (paint, colour, view) => {
  const ribbon = view % 2 === 0 ? metals.silver : metals.gold;
  return {
    footprint: 220,
    body: `<path d="M210 420 L400 470 L400 ${FLOOR_Y} L210 ${FLOOR_Y - 40} Z" fill="${darken(colour, 0.15)}"/>
<path d="M400 470 L590 420 L590 ${FLOOR_Y - 40} L400 ${FLOOR_Y} Z" fill="${darken(colour, 0.32)}"/>
<path d="M210 420 L400 370 L590 420 L400 470 Z" fill="${lighten(colour, 0.12)}"/>
<path d="M295 443 L485 394 L505 399 L315 448 Z" fill="${paint.metal(ribbon)}"/>
<path d="M295 443 L315 448 L315 ${FLOOR_Y - 18} L295 ${FLOOR_Y - 23} Z" fill="${darken(ribbon, 0.2)}"/>
<path d="M305 395 L495 445 L475 450 L285 400 Z" fill="${paint.metal(ribbon)}"/>
<path d="M475 450 L495 445 L495 ${FLOOR_Y - 25} L475 ${FLOOR_Y - 20} Z" fill="${darken(ribbon, 0.25)}"/>
<path d="M400 420 C340 360 300 380 330 410 C345 425 380 425 400 420 Z" fill="${paint.metal(ribbon)}"/>
<path d="M400 420 C460 360 500 380 470 410 C455 425 420 425 400 420 Z" fill="${paint.metal(ribbon)}"/>
<circle cx="400" cy="420" r="14" fill="${darken(ribbon, 0.15)}"/>`,
  };
};
