import { describe, expect, it } from 'vitest';
import { chosenCount, facetQuery, facetsFromSearch, NO_FACETS, toggleFacet } from './facet-url-state';

describe('facet state in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const f = facetsFromSearch(
      new URLSearchParams(
        'shade=Reds,Sky,Nudes,Reds&size=XL,Huge&brand=3,x,0&price=under-500,cheap&rating=5&discount=25&inStock=yes',
      ),
    );
    expect(f).toEqual({
      shade: ['Reds', 'Nudes'],
      size: ['XL'],
      brand: ['3'],
      price: ['under-500'],
      rating: '',
      discount: '25',
      inStock: false,
    });
  });

  it('writes only what is chosen, lists in the store order, so one choice has one address', () => {
    expect(facetQuery(NO_FACETS)).toEqual({});
    const a = facetQuery({
      ...NO_FACETS,
      shade: ['Nudes', 'Reds'],
      size: ['XL', 'S'],
      brand: ['12', '3'],
      inStock: true,
    });
    const b = facetQuery({
      ...NO_FACETS,
      shade: ['Reds', 'Nudes'],
      size: ['S', 'XL'],
      brand: ['3', '12'],
      inStock: true,
    });
    expect(a).toEqual({ shade: 'Reds,Nudes', size: 'S,XL', brand: '3,12', inStock: 'true' });
    expect(b).toEqual(a);
    expect(facetsFromSearch(new URLSearchParams(a))).toEqual({
      ...NO_FACETS,
      shade: ['Reds', 'Nudes'],
      size: ['S', 'XL'],
      brand: ['3', '12'],
      inStock: true,
    });
  });

  it('toggles a value on and off and counts the choices', () => {
    const on = toggleFacet(NO_FACETS, 'price', '500-999');
    expect(on.price).toEqual(['500-999']);
    expect(chosenCount({ ...on, rating: '4' })).toBe(2);
    expect(toggleFacet(on, 'price', '500-999').price).toEqual([]);
  });
});
