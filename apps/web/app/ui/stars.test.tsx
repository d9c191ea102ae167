import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

const filledEdge = (html: string) => html.match(/--rating-filled:([\d.]+)%/)?.[1];

describe('Stars', () => {
  it('is one image named by the rating, with the count beside it', () => {
    const html = renderToStaticMarkup(<Stars rating={4.4} count={12} />);
    expect(html).toMatch(/<span role="img" aria-label="Rated 4.4 out of 5" class="rating-stars" style="height:14px;/);
    expect(html).toContain('(12)');
    expect(html).not.toContain('<svg');
  });

  it('fills up to the middle of the gap after the last whole star, rounded', () => {
    // Tiles of 28 units (a 24-unit star, a 4-unit gap) in a 136-unit row: star k ends at 28k − 4.
    expect(filledEdge(renderToStaticMarkup(<Stars rating={0} />))).toBe('0.00');
    expect(filledEdge(renderToStaticMarkup(<Stars rating={0.4} />))).toBe('0.00');
    expect(filledEdge(renderToStaticMarkup(<Stars rating={3.5} />))).toBe(((110 / 136) * 100).toFixed(2));
    expect(filledEdge(renderToStaticMarkup(<Stars rating={1} />))).toBe(((26 / 136) * 100).toFixed(2));
    expect(Number(filledEdge(renderToStaticMarkup(<Stars rating={7} />)))).toBeGreaterThanOrEqual(100);
  });
});
