import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartGlyph, HeartGlyph } from './card-icons';

const css = readFileSync(join(import.meta.dirname, '../app.css'), 'utf8');

describe('card icons', () => {
  it('are single hidden elements whose mask app.css defines', () => {
    const icons = [
      renderToStaticMarkup(<CartGlyph className="h-4 w-4" />),
      renderToStaticMarkup(<HeartGlyph filled={false} />),
      renderToStaticMarkup(<HeartGlyph filled />),
    ];
    for (const html of icons) {
      expect(html).toMatch(/^<span aria-hidden="true" class="mask-icon [^"]+"><\/span>$/);
      const mask = html.match(/mask-icon-[\w-]+/)![0];
      expect(css).toMatch(new RegExp(`\\.${mask} \\{\\s*--mask-icon: url\\("data:image/svg\\+xml,`));
    }
    expect(icons[1]).toContain('mask-icon-heart ');
    expect(icons[2]).toContain('mask-icon-heart-filled');
  });
});
