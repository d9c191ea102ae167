import { describe, expect, it } from 'vitest';
import { AdminError } from '../kit/api/admin-request';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  foldErrors,
  serverErrors,
  shownOptions,
  slugOf,
  type ProductDraft,
} from './product-draft';

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

  it('leaves the option values to the name until they are set, then sends them and names each bad one', () => {
    const draft = filled();
    draft.variants[0]!.name = 'Ruby Red';
    expect(shownOptions(draft.variants[0]!)).toEqual({
      shadeFamily: 'Reds',
      swatch: '#9b1b30',
      size: '',
      packSize: '',
    });
    const derived = checkDraft(draft);
    expect('input' in derived && derived.input.variants[0]!.options).toBeUndefined();

    Object.assign(draft.variants[0]!, { optionsSet: true, shadeFamily: 'Berries', swatch: '#5E2346', size: 'M' });
    const explicit = checkDraft(draft);
    expect('input' in explicit && explicit.input.variants[0]!.options).toEqual({
      shadeFamily: 'Berries',
      swatch: '#5e2346',
      size: 'M',
      packSize: null,
    });

    Object.assign(draft.variants[0]!, { shadeFamily: '', swatch: 'red', size: '', packSize: 'fifty' });
    const bad = checkDraft(draft);
    expect('errors' in bad && bad.errors).toEqual({
      'variants.0.options.shadeFamily': 'Shade family is required with a swatch',
      'variants.0.options.swatch': 'Swatch must be a colour as #rrggbb, like #b3262e',
      'variants.0.options.packSize': "Pack size must be a number and a unit (ml, L, g or kg), like '50 ml'",
    });
    Object.assign(draft.variants[0]!, { swatch: '#112233', packSize: '' });
    const alone = checkDraft(draft);
    expect('errors' in alone && alone.errors).toEqual({
      'variants.0.options.shadeFamily': 'Shade family is required with a swatch',
    });
  });

  it('reads stored values other than the name’s as set by hand', () => {
    const view = {
      productId: 1,
      name: 'Lipstick',
      slug: 'lipstick',
      categoryId: 1,
      brandId: 1,
      descriptionHtml: '',
      hsnCode: '3304',
      gstRate: 18,
      isActive: true,
      metaTitle: null,
      metaDescription: null,
      updatedAt: '2026-11-28T10:00:00.000Z',
      variants: [
        { name: 'Ruby Red', shadeFamily: 'Reds' as const, swatch: '#9b1b30' },
        { name: 'Velvet 07', shadeFamily: 'Berries' as const, swatch: '#5e2346' },
      ].map((v, i) => ({
        variantId: i + 1,
        name: v.name,
        sku: `LIP-${i}`,
        price: 399,
        basePrice: 499,
        stock: 3,
        maxPerOrder: 10,
        photos: [],
        highlights: [],
        deliveryType: 'Standard Delivery',
        deliveryDays: 5,
        warranty: 'No warranty',
        weightGrams: null,
        lengthCm: null,
        breadthCm: null,
        heightCm: null,
        options: { shadeFamily: v.shadeFamily, swatch: v.swatch, size: null, sizeRank: null, packSize: null },
      })),
    };
    const draft = draftOf(view);
    expect(draft.variants.map((v) => [v.optionsSet, v.shadeFamily, v.swatch])).toEqual([
      [false, 'Reds', '#9b1b30'],
      [true, 'Berries', '#5e2346'],
    ]);
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
