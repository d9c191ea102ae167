import { type DrawObject, FLOOR_Y } from './object-types.ts';
import { type Paint, darken, lighten, luminance, metals, mix } from './svg-kit.ts';

/** A hand-block-print motif (a buti of petals and dots) tiled across the fabric in a contrasting ink. */
function blockPrint(paint: Paint, ground: string, size: number): string {
  const ink = luminance(ground) > 0.5 ? darken(ground, 0.55) : lighten(ground, 0.7);
  const accent = luminance(ground) > 0.5 ? mix(ground, '#8b1d2c', 0.6) : mix(ground, '#f2c14e', 0.7);
  const h = size / 2;
  const petals = [0, 60, 120, 180, 240, 300]
    .map(
      (a) =>
        `<ellipse cx="${h}" cy="${h - size * 0.16}" rx="${size * 0.07}" ry="${size * 0.13}" transform="rotate(${a} ${h} ${h})"/>`,
    )
    .join('');
  const content = `<rect width="${size}" height="${size}" fill="${ground}"/><g fill="${ink}" opacity="0.85">${petals}</g><circle cx="${h}" cy="${h}" r="${size * 0.07}" fill="${accent}"/><g fill="${ink}" opacity="0.7"><circle cx="0" cy="0" r="${size * 0.05}"/><circle cx="${size}" cy="0" r="${size * 0.05}"/><circle cx="0" cy="${size}" r="${size * 0.05}"/><circle cx="${size}" cy="${size}" r="${size * 0.05}"/></g>`;
  return paint.pattern(size, size, content, `rotate(${paint.rng.int(0, 1) * 45})`);
}

/** Zari: a gold band with a repeating lozenge, for hems and saree borders. */
function zari(paint: Paint, ground: string, size: number): string {
  const gold = metals.gold;
  const content = `<rect width="${size}" height="${size}" fill="${darken(ground, 0.25)}"/><rect y="${size * 0.12}" width="${size}" height="${size * 0.76}" fill="${gold}"/><path d="M0 ${size / 2} L${size / 2} ${size * 0.2} L${size} ${size / 2} L${size / 2} ${size * 0.8} Z" fill="${darken(gold, 0.3)}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.1}" fill="${lighten(gold, 0.6)}"/>`;
  return paint.pattern(size, size, content);
}

/** Soft vertical folds over a garment, as a translucent overlay. */
function folds(paint: Paint): string {
  return paint.linear([
    [0, '#000', 0.22],
    [0.12, '#000', 0.02],
    [0.3, '#fff', 0.12],
    [0.45, '#000', 0.08],
    [0.6, '#fff', 0.1],
    [0.8, '#000', 0.05],
    [1, '#000', 0.25],
  ]);
}

const hanger = (tone: string) =>
  `<path d="M400 150 q0 -34 22 -34 q20 0 20 18" stroke="${metals.silver}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M250 215 Q400 140 550 215" stroke="${tone}" stroke-width="16" fill="none" stroke-linecap="round"/>`;

export const kurta: DrawObject = (paint, colour, view) => {
  const print = blockPrint(paint, colour, view === 3 ? 60 : 44);
  const outline =
    'M352 200 Q400 226 448 200 L520 222 Q552 236 566 270 L628 440 L560 464 L520 350 L522 640 Q400 660 278 640 L280 350 L240 464 L172 440 L234 270 Q248 236 280 222 Z';
  const hem = 'M278 604 Q400 624 522 604 L522 640 Q400 660 278 640 Z';
  return {
    footprint: 170,
    body: `${hanger('#8a5a3a')}
<path d="${outline}" fill="${print}"/>
<path d="${outline}" fill="${folds(paint)}"/>
<path d="${hem}" fill="${zari(paint, colour, 24)}"/>
<path d="M560 464 L628 440 L620 420 L552 444 Z M240 464 L172 440 L180 420 L248 444 Z" fill="${zari(paint, colour, 18)}"/>
<path d="M352 200 Q400 226 448 200 L444 214 Q400 242 356 214 Z" fill="${darken(colour, 0.3)}"/>
<path d="M400 222 L400 330" stroke="${darken(colour, 0.35)}" stroke-width="3"/>
${[250, 280, 310].map((y) => `<circle cx="400" cy="${y}" r="5" fill="${metals.gold}"/>`).join('')}`,
  };
};

export const saree: DrawObject = (paint, colour, view) => {
  const motif = blockPrint(paint, colour, view % 2 === 0 ? 70 : 52);
  const border = zari(paint, colour, 28);
  const drape =
    'M250 190 L550 190 Q556 330 590 470 Q604 560 600 632 Q560 650 520 628 Q480 654 440 630 Q400 656 360 630 Q320 654 280 628 Q240 650 206 632 Q200 560 214 470 Q244 330 250 190 Z';
  const hemBand =
    'M206 632 Q240 650 280 628 Q320 654 360 630 Q400 656 440 630 Q480 654 520 628 Q560 650 600 632 L598 596 Q560 612 520 592 Q480 618 440 594 Q400 620 360 594 Q320 618 280 592 Q240 612 208 596 Z';
  const pleats = paint.linear(
    [
      [0, '#000', 0.25],
      [0.1, '#fff', 0.12],
      [0.2, '#000', 0.12],
      [0.3, '#fff', 0.14],
      [0.4, '#000', 0.1],
      [0.5, '#fff', 0.12],
      [0.6, '#000', 0.12],
      [0.7, '#fff', 0.14],
      [0.8, '#000', 0.12],
      [0.9, '#fff', 0.1],
      [1, '#000', 0.28],
    ],
    0,
    0,
    1,
    0,
  );
  return {
    footprint: 210,
    body: `<rect x="232" y="176" width="336" height="18" rx="9" fill="${paint.cylinder('#8a5a3a', 0.4, true)}"/>
<circle cx="232" cy="185" r="14" fill="${paint.metal(metals.gold)}"/><circle cx="568" cy="185" r="14" fill="${paint.metal(metals.gold)}"/>
<path d="${drape}" fill="${motif}"/><path d="${drape}" fill="${pleats}"/>
<path d="${hemBand}" fill="${border}"/>
<path d="M550 190 Q556 330 590 470 Q604 560 600 632 L572 630 Q576 560 562 470 Q530 330 524 190 Z" fill="${border}"/>
<path d="M550 190 Q556 330 590 470 Q604 560 600 632 L572 630 Q576 560 562 470 Q530 330 524 190 Z" fill="${pleats}" opacity="0.6"/>
`,
  };
};

export const handbag: DrawObject = (paint, colour, view) => {
  const leather = paint.linear(
    [
      [0, darken(colour, 0.35)],
      [0.25, lighten(colour, 0.12)],
      [0.45, colour],
      [1, darken(colour, 0.4)],
    ],
    0,
    0,
    1,
    0.3,
  );
  const trim = darken(colour, 0.3);
  const tilt = view % 2 === 0 ? -4 : 0;
  return {
    footprint: 210,
    body: `<g transform="rotate(${tilt} 400 ${FLOOR_Y})">
<path d="M318 370 Q318 220 400 220 Q482 220 482 370" stroke="${trim}" stroke-width="20" fill="none" stroke-linecap="round"/>
<path d="M318 370 Q318 220 400 220 Q482 220 482 370" stroke="${lighten(colour, 0.25)}" stroke-width="4" fill="none" opacity="0.5"/>
<path d="M262 360 L538 360 L574 612 Q578 ${FLOOR_Y} 548 ${FLOOR_Y} L252 ${FLOOR_Y} Q222 ${FLOOR_Y} 226 612 Z" fill="${leather}"/>
<path d="M274 376 L526 376 L558 608 Q560 622 546 624 L254 624 Q240 622 242 608 Z" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="2" stroke-dasharray="7 6" opacity="0.8"/>
<path d="M262 360 L538 360 L546 440 Q400 478 254 440 Z" fill="${darken(colour, 0.12)}"/>
<path d="M262 360 L538 360 L546 440 Q400 478 254 440 Z" fill="none" stroke="${lighten(colour, 0.3)}" stroke-width="2" stroke-dasharray="7 6" opacity="0.7"/>
<rect x="378" y="440" width="44" height="34" rx="6" fill="${paint.metal(metals.gold)}"/>
<rect x="392" y="450" width="16" height="14" rx="3" fill="${darken(metals.gold, 0.45)}"/>
<rect x="300" y="${FLOOR_Y - 10}" width="22" height="10" rx="3" fill="${paint.metal(metals.gold)}"/><rect x="478" y="${FLOOR_Y - 10}" width="22" height="10" rx="3" fill="${paint.metal(metals.gold)}"/>
<path d="M300 380 L316 600" stroke="#fff" stroke-width="10" opacity="0.12" stroke-linecap="round"/>
</g>`,
  };
};
