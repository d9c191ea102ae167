import { describe, expect, it } from 'vitest';
import { appendFacets, facetQuery, facetsFromSearch, NO_FACETS, toggleFacet, variantHintQuery } from './listing-facets';

const read = (query: string) => facetsFromSearch(new URLSearchParams(query));

describe('listing facets in the URL', () => {
  it('reads the API syntax, dropping unknown values, in the vocabulary order', () => {
    const f = read('shade=Pinks,Reds,Teal,,Reds&size=xl,XL&brand=9,3,x,0&price=500-999,cheap&rating=4&inStock=yes');
    expect(f.shade).toEqual(['Reds', 'Pinks']);
    expect(f.size).toEqual(['XL']);
    expect(f.brand).toEqual(['3', '9']);
    expect(f.price).toEqual(['500-999']);
    expect(f.rating).toEqual(['4']);
    expect(f.inStock).toEqual([]);
    expect(read('')).toEqual(NO_FACETS);
  });

  it('writes one address per choice, and the API query the same', () => {
    const f = read('price=500-999&shade=Pinks,Reds&discount=25&inStock=true');
    expect(appendFacets(new URLSearchParams(), f).toString()).toBe(
      'shade=Reds%2CPinks&price=500-999&discount=25&inStock=true',
    );
    expect(facetQuery(f)).toEqual({ shade: 'Reds,Pinks', price: '500-999', discount: '25', inStock: 'true' });
    expect(facetQuery(NO_FACETS)).toEqual({ inStock: undefined });
  });

  it('ticks and unticks; a one-value group takes the new value instead', () => {
    let f = toggleFacet(NO_FACETS, 'shade', 'Pinks');
    f = toggleFacet(f, 'shade', 'Reds');
    expect(f.shade).toEqual(['Reds', 'Pinks']);
    expect(toggleFacet(f, 'shade', 'Reds').shade).toEqual(['Pinks']);
    const d = toggleFacet(toggleFacet(NO_FACETS, 'discount', '10'), 'discount', '40');
    expect(d.discount).toEqual(['40']);
    expect(toggleFacet(d, 'discount', '40').discount).toEqual([]);
  });

  it('hands a product link the chosen sizes and shades only', () => {
    expect(variantHintQuery(read('size=XL&shade=Reds&price=500-999'))).toBe('?size=XL&shade=Reds');
    expect(variantHintQuery(read('price=500-999'))).toBe('');
  });
});
