import { describe, expect, it } from 'vitest';
import { AdminError } from '../kit/api/admin-request';
import { checkDraft, emptyDraft, foldErrors, serverErrors, slugOf, type ProductDraft } from './product-draft';

const filled = (): ProductDraft => {
  const draft = emptyDraft();
  return {
    ...draft,
    name: 'Velvet Matte Lipstick',
    slug: 'velvet-matte-lipstick',
    categoryId: '3',
    brandId: '2',
    descriptionHtml: '<p>Soft matte finish.</p>',
    hsnCode: '3304',
    variants: [
      {
        ...draft.variants[0]!,
        name: 'Ruby',
        sku: 'VML-RUBY',
        price: '499',
        basePrice: '599',
        stock: '12',
        highlights: ' Long wear \n\nNo smudge ',
      },
    ],
  };
};

describe('product draft', () => {
  it('makes a slug of a name', () => {
    expect(slugOf('Velvet Matte Lipstick')).toBe('velvet-matte-lipstick');
    expect(slugOf('  Kajal — Deep Black!! ')).toBe('kajal-deep-black');
  });

  it('turns a filled draft into the input the server takes: numbers as numbers, highlights as a list', () => {
    const checked = checkDraft(filled());
    expect('input' in checked).toBe(true);
    if (!('input' in checked)) return;
    expect(checked.input.categoryId).toBe(3);
    const variant = checked.input.variants[0]!;
    expect(variant.price).toBe(499);
    expect(variant.stock).toBe(12);
    expect(variant.highlights).toEqual(['Long wear', 'No smudge']);
  });

  it('names each missing or malformed field by its path, as the server would', () => {
    const draft = filled();
    draft.name = '';
    draft.variants[0]!.price = 'abc';
    draft.variants[0]!.sku = '';
    const checked = checkDraft(draft);
    expect('errors' in checked).toBe(true);
    if (!('errors' in checked)) return;
    expect(Object.keys(checked.errors)).toEqual(expect.arrayContaining(['name', 'variants.0.price', 'variants.0.sku']));
  });

  it('folds an error inside a variant’s highlights or photos onto the list', () => {
    const error = new AdminError('Check the highlights.', 400, 'VALIDATION_ERROR', [
      { field: 'variants.0.highlights.2', message: 'A highlight is at most 120 characters.' },
      { field: 'name', message: 'Name is required.' },
    ]);
    expect(serverErrors(error)).toEqual({
      'variants.0.highlights': 'A highlight is at most 120 characters.',
      name: 'Name is required.',
    });
    expect(serverErrors(new Error('other'))).toEqual({});
    expect(foldErrors({ 'variants.1.photos.0.url': 'A photo needs its address.' })).toEqual({
      'variants.1.photos': 'A photo needs its address.',
    });
  });
});
