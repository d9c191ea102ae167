import { responsiveImage } from '@shringar/contracts/responsive-image';

/** How wide a grid card's image shows (its `sizes`), shared by the card and the preload of the first one. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';

/**
 * The route `meta` link that asks for a listing's first card image, its LCP element, before anything else. An
 * uploaded photo is preloaded as the AVIF size the card's <picture> will pick (a plain href would fetch a file
 * the picture never uses, and the real one would wait); the demo store's SVG art by its own URL.
 */
export function cardImagePreload(src: string | null | undefined) {
  if (!src) return [];
  const photo = responsiveImage(src);
  const link = { tagName: 'link', rel: 'preload', as: 'image', fetchPriority: 'high' } as const;
  if (!photo) return [{ ...link, href: src }];
  return [
    { ...link, href: photo.url, imageSrcSet: photo.srcset.avif, imageSizes: CARD_IMAGE_SIZES, type: 'image/avif' },
  ];
}
