import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CatalogueImage } from './catalogue-image';

const image = (src: string) =>
  renderToStaticMarkup(
    <CatalogueImage src={src} alt="Monsoon Kajal" sizes="300px" width={400} height={400} className="h-full w-full" />,
  );

describe('CatalogueImage', () => {
  it('shows the demo store’s art as a plain image with its name', () => {
    const html = image('/api/v4/media/product/kajal/8d9096/d1-1-1.svg');
    expect(html).toContain('<img src="/api/v4/media/product/kajal/8d9096/d1-1-1.svg" alt="Monsoon Kajal"');
  });

  it('shows a product without a photo as a named placeholder in the same box, never an empty src', () => {
    const html = image('');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/^<span role="img" aria-label="Monsoon Kajal" class="h-full w-full [^"]*bg-gray-100/);
    expect(html).toContain('<svg');
  });
});
