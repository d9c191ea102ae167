import { responsiveImageUrl } from '@shringar/contracts/responsive-image';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, cardImagePreload } from './card-image-preload';

describe('the first card image preload', () => {
  it('asks for an uploaded photo as the AVIF set the card picture picks from, at high priority', () => {
    const url = responsiveImageUrl('0123456789abcdef0123456789abcdef', 1280, 1280);
    const [link] = cardImagePreload(url);
    expect(link).toMatchObject({ rel: 'preload', as: 'image', fetchPriority: 'high', type: 'image/avif' });
    expect(link).toHaveProperty('imageSizes', CARD_IMAGE_SIZES);
    expect(link).toHaveProperty('imageSrcSet', expect.stringContaining('.avif 320w'));
  });

  it('asks for the demo store art by its own URL, and for nothing without an image', () => {
    expect(cardImagePreload('/images/products/kajal.svg')).toEqual([
      { tagName: 'link', rel: 'preload', as: 'image', fetchPriority: 'high', href: '/images/products/kajal.svg' },
    ]);
    expect(cardImagePreload(null)).toEqual([]);
    expect(cardImagePreload('')).toEqual([]);
  });
});
