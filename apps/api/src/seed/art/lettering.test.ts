import { beforeAll, describe, expect, it } from 'vitest';
import { lettering, loadLettering } from './lettering.ts';

/** The absolute x of every point of a path written in relative commands (m, l, q, c, z). */
function xs(element: string): number[] {
  const d = / d="([^"]*)"/.exec(element)![1]!;
  const found: number[] = [];
  let pen = [0, 0];
  let start = [0, 0];
  for (const [, letter, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (letter === 'z') {
      pen = start;
      continue;
    }
    const numbers = (args!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const from = pen;
    for (let i = 0; i < numbers.length; i += 2) {
      const point = [from[0]! + numbers[i]!, from[1]! + numbers[i + 1]!];
      found.push(point[0]!);
      pen = point;
    }
    if (letter === 'm') start = pen;
  }
  return found;
}

describe('lettering', () => {
  beforeAll(() => loadLettering());

  it('draws a line as one filled path, wider for wider words and larger sizes', () => {
    const narrow = lettering('III', { x: 0, y: 50, size: 40, fill: '#fff' });
    const wide = lettering('WWW', { x: 0, y: 50, size: 40, fill: '#fff' });
    const large = lettering('WWW', { x: 0, y: 50, size: 80, fill: '#fff' });
    for (const path of [narrow, wide, large]) expect(path).toMatch(/^<path d="m[^"]+z" fill="#fff"\/>$/);
    const width = (path: string) => Math.max(...xs(path)) - Math.min(...xs(path));
    expect(width(wide)).toBeGreaterThan(width(narrow) * 2);
    expect(width(large)).toBeCloseTo(width(wide) * 2, -1);
  });

  it('centres a line on x when anchored in the middle, and spaces letters apart', () => {
    const centred = xs(lettering('SHOP NOW', { x: 300, y: 50, size: 22, anchor: 'middle', fill: '#000' }));
    expect((Math.min(...centred) + Math.max(...centred)) / 2).toBeCloseTo(300, -1);
    const tight = xs(lettering('SHOP', { x: 0, y: 50, size: 22, fill: '#000' }));
    const spaced = xs(lettering('SHOP', { x: 0, y: 50, size: 22, spacing: 8, fill: '#000' }));
    expect(Math.max(...spaced) - Math.max(...tight)).toBeCloseTo(24, 0);
  });

  it('falls back to escaped SVG text for characters the font lacks', () => {
    const text = lettering('साड़ी <b>', { x: 10, y: 20, size: 30, weight: 700, anchor: 'middle', fill: '#123456' });
    expect(text).toMatch(
      /^<text x="10" y="20" text-anchor="middle" [^>]*font-weight="700"[^>]*>साड़ी &lt;b&gt;<\/text>$/,
    );
  });
});
