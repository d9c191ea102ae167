import { createRng, hashString } from '../prng.ts';
import type { ProductKind, Theme } from './media-urls.ts';
import { FLOOR_Y } from './object-types.ts';
import { objectDrawers } from './objects.ts';
import { Paint, darken, lighten, svgDocument } from './svg-kit.ts';
import { lettering } from './lettering.ts';

/** Each theme: a deep ground for the text side and a light one for the product stage. */
const themeColours: Record<Theme, { deep: string; light: string; accent: string }> = {
  rose: { deep: '#8e1f47', light: '#f7dfe6', accent: '#f5c2d2' },
  saffron: { deep: '#9a4a06', light: '#fbe8c8', accent: '#ffd27a' },
  teal: { deep: '#0d4f57', light: '#d9efee', accent: '#9fe0d9' },
  plum: { deep: '#4a1a4f', light: '#eedcf0', accent: '#e3b6ea' },
  sand: { deep: '#6b4a2b', light: '#f5ebdc', accent: '#ecd2a8' },
  sage: { deep: '#2f5640', light: '#e3efe4', accent: '#bfe3c6' },
};

/** Breaks a line into at most `maxLines` lines of about `width` characters, on spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The product stood on a round podium, as in a campaign shot. */
function podium(
  paint: Paint,
  kind: ProductKind,
  colour: string,
  cx: number,
  floor: number,
  scale: number,
  light: string,
) {
  const top = paint.linear(
    [
      [0, lighten(light, 0.6)],
      [1, darken(light, 0.06)],
    ],
    0,
    0,
    0,
    1,
  );
  const side = paint.linear([
    [0, darken(light, 0.25)],
    [0.4, darken(light, 0.05)],
    [1, darken(light, 0.3)],
  ]);
  const drawing = objectDrawers[kind](paint, colour, 1);
  const w = 230 * scale;
  return `<rect x="${cx - w}" y="${floor}" width="${w * 2}" height="${70 * scale}" fill="${side}"/><ellipse cx="${cx}" cy="${floor + 70 * scale}" rx="${w}" ry="${34 * scale}" fill="${darken(light, 0.3)}"/><ellipse cx="${cx}" cy="${floor}" rx="${w}" ry="${34 * scale}" fill="${top}"/>
<ellipse cx="${cx}" cy="${floor + 4}" rx="${drawing.footprint * scale * 0.9}" ry="${12 * scale}" fill="#000" opacity="0.18" filter="${paint.blur(8)}"/>
<g transform="translate(${cx} ${floor + 6 * scale}) scale(${scale}) translate(-400 -${FLOOR_Y})">${drawing.body}</g>`;
}

/** A 1600×600 home banner: headline and sub-line on the left, the product on a podium on the right. */
export function renderBanner(theme: Theme, kind: ProductKind, colour: string, title: string, subtitle: string) {
  const paint = new Paint(createRng(hashString(`banner/${theme}/${kind}/${colour}/${title}`)));
  const t = themeColours[theme];
  const ground = paint.linear([
    [0, t.deep],
    [0.55, darken(t.deep, 0.1)],
    [0.56, t.light],
    [1, lighten(t.light, 0.3)],
  ]);
  const glow = paint.radial([
    [0, '#ffffff', 0.8],
    [1, '#ffffff', 0],
  ]);
  const titleLines = wrap(title, 20, 2);
  const subLines = wrap(subtitle, 50, 2);
  const titleY = 240 - (titleLines.length - 1) * 30;
  const text = [
    lettering('SHRINGAR EXCLUSIVE', { x: 110, y: 118, size: 22, weight: 600, spacing: 8, fill: t.accent }),
    ...titleLines.map((l, i) => lettering(l, { x: 106, y: titleY + i * 84, size: 76, weight: 700, fill: '#ffffff' })),
    ...subLines.map((l, i) =>
      lettering(l, {
        x: 110,
        y: titleY + titleLines.length * 84 + 14 + i * 40,
        size: 30,
        fill: lighten(t.accent, 0.5),
      }),
    ),
    `<rect x="110" y="468" width="210" height="60" rx="30" fill="#ffffff"/>`,
    lettering('SHOP NOW', { x: 215, y: 507, size: 22, weight: 700, spacing: 2, anchor: 'middle', fill: t.deep }),
  ].join('');
  const arcs = `<circle cx="880" cy="300" r="420" fill="none" stroke="${t.accent}" stroke-width="2" opacity="0.35"/><circle cx="880" cy="300" r="360" fill="none" stroke="${t.accent}" stroke-width="1" opacity="0.25"/>`;
  const body = `<rect width="1600" height="600" fill="${ground}"/><path d="M880 0 Q820 300 880 600 L0 600 L0 0 Z" fill="${t.deep}"/>${arcs}
<ellipse cx="1240" cy="280" rx="330" ry="260" fill="${glow}"/>
${podium(paint, kind, colour, 1240, 480, 0.78, t.light)}${text}`;
  return svgDocument(1600, 600, paint, body, `${title}. ${subtitle}`);
}

/** A 600×600 special-offer tile: the product, a round tag and the title on a band. */
export function renderOfferTile(theme: Theme, kind: ProductKind, colour: string, title: string, tag: string) {
  const paint = new Paint(createRng(hashString(`offer/${theme}/${kind}/${colour}/${title}`)));
  const t = themeColours[theme];
  const ground = paint.radial(
    [
      [0, lighten(t.light, 0.5)],
      [1, t.light],
    ],
    0.5,
    0.4,
    0.7,
  );
  const drawing = objectDrawers[kind](paint, colour, 1);
  const titleLines = wrap(title, 22, 2);
  const tagLines = wrap(tag, 10, 2);
  const body = `<rect width="600" height="600" fill="${ground}"/>
<ellipse cx="300" cy="436" rx="${drawing.footprint * 0.6}" ry="10" fill="#000" opacity="0.2" filter="${paint.blur(6)}"/>
<g transform="translate(300 440) scale(0.62) translate(-400 -${FLOOR_Y})">${drawing.body}</g>
<circle cx="490" cy="104" r="74" fill="${t.deep}"/><circle cx="490" cy="104" r="64" fill="none" stroke="${t.accent}" stroke-width="2" stroke-dasharray="4 5"/>
${tagLines.map((l, i) => lettering(l, { x: 490, y: 110 - (tagLines.length - 1) * 14 + i * 28, size: tagLines.length > 1 ? 22 : 26, weight: 700, anchor: 'middle', fill: '#ffffff' })).join('')}
<rect x="0" y="${600 - 40 - titleLines.length * 44}" width="600" height="${40 + titleLines.length * 44}" fill="${t.deep}"/>
${titleLines.map((l, i) => lettering(l, { x: 300, y: 600 - 30 - (titleLines.length - 1 - i) * 44, size: 38, weight: 700, anchor: 'middle', fill: '#ffffff' })).join('')}`;
  return svgDocument(600, 600, paint, body, `${title}: ${tag}`);
}
