import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('Price', () => {
  it('shows rupees with Indian grouping, the base price struck through and the percent off', () => {
    const html = renderToStaticMarkup(<Price price={124999} basePrice={149999} discount={17} />);
    expect(text(html)).toBe('|₹1,24,999|Original price |₹1,49,999|17% off|');
    expect(html).toContain('<s ');
  });

  it('shows no base price when it is not higher, and no percent without a base price', () => {
    expect(text(renderToStaticMarkup(<Price price={499} basePrice={499} discount={10} />))).toBe('|₹499|');
    expect(text(renderToStaticMarkup(<Price price={499} />))).toBe('|₹499|');
  });

  it('shows the base price without a percent when the discount is 0', () => {
    expect(text(renderToStaticMarkup(<Price price={450} basePrice={600} discount={0} />))).toBe(
      '|₹450|Original price |₹600|',
    );
  });
});
