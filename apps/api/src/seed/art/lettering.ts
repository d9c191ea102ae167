import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { escapeXml } from './svg-kit.ts';

/**
 * The words in the demo store's pictures (banner headlines, offer tags, brand names, labels on products), drawn
 * as outlines of the store's own font, Inter, instead of SVG <text>. A browser lays out every <text> of a
 * picture's SVG on the page's main thread with the device's own fonts: on Home that was about 100 ms of a phone's
 * main thread before the page could answer a tap, and the letters looked different on every device. Outlines
 * are shapes like the rest of the drawing, the same everywhere.
 */
export type Weight = 400 | 600 | 700;

export type LetteringOptions = {
  x: number;
  /** The baseline, as SVG <text> has it. */
  y: number;
  size: number;
  weight?: Weight;
  /** Where x is: the line's start, or its middle (SVG's text-anchor). */
  anchor?: 'start' | 'middle';
  /** Added after every letter, in the drawing's units (CSS letter-spacing). */
  spacing?: number;
  fill: string;
  opacity?: number;
};

/** Inter's static cuts, from the web app's own font package. */
const FONT_FILES: Record<Weight, string> = {
  400: 'inter-ui/web/Inter-Regular.woff2',
  600: 'inter-ui/web/Inter-SemiBold.woff2',
  700: 'inter-ui/web/Inter-Bold.woff2',
};

let loaded: Record<Weight, Font> | undefined;
let loading: Promise<void> | undefined;

/**
 * Reads the fonts once per process, on the first picture asked for (fontkit is loaded only then, like pdfkit
 * for invoices: a store that never draws demo art never pays for it).
 */
export function loadLettering(): Promise<void> {
  loading ??= (async () => {
    const { create } = await import('fontkit');
    const resolve = createRequire(import.meta.url).resolve;
    const font = (weight: Weight) => create(readFileSync(resolve(FONT_FILES[weight])));
    loaded = { 400: font(400), 600: font(600), 700: font(700) };
  })();
  return loading;
}

/**
 * A line of text as one <path> of glyph outlines (kerned, as the browser would set it). Characters Inter lacks
 * (a banner retitled in Devanagari, say) fall back to <text> in the device's fonts, so no word is ever lost.
 */
export function lettering(text: string, options: LetteringOptions): string {
  if (!loaded) throw new Error('loadLettering() must finish before a picture with words is drawn');
  const { x, y, size, weight = 400, anchor = 'start', spacing = 0, fill, opacity } = options;
  const font = loaded[weight];
  const extra = opacity === undefined ? '' : ` opacity="${opacity}"`;
  if ([...text].some((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!))) {
    const middle = anchor === 'middle' ? ' text-anchor="middle"' : '';
    return `<text x="${x}" y="${y}"${middle} font-family="${SYSTEM_SANS}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}"${extra}>${escapeXml(text)}</text>`;
  }
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance * scale + spacing, 0);
  let pen = anchor === 'middle' ? x - width / 2 : x;
  const path = new RelativePath();
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const originX = pen + position.xOffset * scale;
    const originY = y - position.yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      const points: [number, number][] = [];
      for (let k = 0; k < args.length; k += 2)
        points.push([originX + args[k]! * scale, originY - args[k + 1]! * scale]);
      path.add(command, points);
    }
    pen += position.xAdvance * scale + spacing;
  });
  const d = path.toString();
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** The device's fonts, for a line Inter cannot draw. */
const SYSTEM_SANS = "Inter, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

const PATH_LETTER = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' } as const;

/**
 * Path data in relative commands, to a tenth of a drawing unit (finer than any screen shows these pictures):
 * short numbers, so a headline's outlines cost a few kilobytes. Each point is rounded where it lies and the
 * steps are taken between rounded points, so no error adds up along an outline.
 */
class RelativePath {
  private text = '';
  /** The pen and the open subpath's start, in tenths. */
  private pen: [number, number] = [0, 0];
  private start: [number, number] = [0, 0];

  add(command: keyof typeof PATH_LETTER, points: [number, number][]): void {
    if (command === 'closePath') {
      this.text += 'z';
      this.pen = this.start;
      return;
    }
    // Control points are relative to the segment's start, as the end point is.
    const from = this.pen;
    let end = from;
    const steps = points.map(([px, py]) => {
      end = [Math.round(px * 10), Math.round(py * 10)];
      return `${tenths(end[0] - from[0])}${signed(tenths(end[1] - from[1]))}`;
    });
    this.text += PATH_LETTER[command] + steps.map((step, i) => (i === 0 ? step : signed(step))).join('');
    this.pen = end;
    if (command === 'moveTo') this.start = end;
  }

  toString(): string {
    return this.text;
  }
}

/** 12 → '1.2', -5 → '-.5', 30 → '3'. */
function tenths(value: number): string {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/** A number after another needs a separator unless its own sign separates it. */
const signed = (text: string) => (text.startsWith('-') ? text : ` ${text}`);
