import { describe, expect, it } from 'vitest';
import { messages } from './messages';

const { en, hi } = messages;

describe('listing titles and descriptions', () => {
  it('name Shop All as the whole catalogue in Hindi, never "सभी के उत्पाद"', () => {
    // The API names Shop All's subject 'All'; a Hindi page does not show that English name.
    expect(hi.listingTitle('all', 'All')).toBe('सभी उत्पाद');
    expect(hi.listingTitle('all')).toBe('सभी उत्पाद');
    expect(hi.metaTitle(hi.listingTitle('all'))).toBe('सभी उत्पाद | श्रृंगार');
    expect(hi.metaUnnamed('all', '')).toBe('श्रृंगार पर सभी उत्पाद खरीदें: क्रम लगाएँ, कीमत से फ़िल्टर करें, आसान वापसी के साथ।');
  });

  it('say "<name> के उत्पाद" for a category, brand or offer, and the kind without a name', () => {
    expect(hi.listingTitle('brand', 'Lakmé')).toBe('Lakmé के उत्पाद');
    expect(hi.listingTitle('category', null)).toBe('श्रेणी के उत्पाद');
    expect(hi.metaUnnamed('offer', '')).toBe(
      'श्रृंगार पर इस ऑफ़र के उत्पाद खरीदें: क्रम लगाएँ, कीमत से फ़िल्टर करें, आसान वापसी के साथ।',
    );
  });

  it("keep spec 5's English headers and fallbacks", () => {
    expect(en.listingTitle('category', 'Earring')).toBe('Earring Products');
    expect(en.listingTitle('brand')).toBe('Brand Products');
    expect(en.listingTitle('all', 'All')).toBe('All Products');
    expect(en.metaTitle(en.listingTitle('all', 'All'))).toBe('All Products | Shringar');
    expect(en.metaUnnamed('category', '')).toBe(
      'Shop this category at Shringar: sort, filter by price, with easy returns.',
    );
    expect(en.metaUnnamed('all', '')).toBe('Shop all products at Shringar: sort, filter by price, with easy returns.');
  });

  it('never compose "के उत्पाद" after the word for all', () => {
    for (const kind of ['category', 'brand', 'offer', 'all'] as const)
      for (const text of [hi.listingTitle(kind), hi.metaUnnamed(kind, '')]) expect(text).not.toContain('सभी के');
  });
});
