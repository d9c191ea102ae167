import { foundation, kajal, lipstick, lotion, nailPolish, serum } from './objects-beauty.ts';
import { candle, gift, hairOil, perfume, shampoo } from './objects-care.ts';
import { handbag, kurta, saree } from './objects-fashion.ts';
import { bangles, hoops, jhumkas, necklace, studs } from './objects-jewellery.ts';
import type { ProductKind } from './media-urls.ts';
import type { DrawObject } from './object-types.ts';

export const objectDrawers: Record<ProductKind, DrawObject> = {
  lipstick,
  kajal,
  foundation,
  serum,
  shampoo,
  perfume,
  kurta,
  saree,
  necklace,
  jhumka: jhumkas,
  studs,
  hoops,
  handbag,
  candle,
  'nail-polish': nailPolish,
  bangles,
  lotion,
  'hair-oil': hairOil,
  gift,
};

/** Accessible names for the images. */
export const objectLabels: Record<ProductKind, string> = {
  lipstick: 'Lipstick',
  kajal: 'Kajal pencil',
  foundation: 'Foundation bottle',
  serum: 'Serum dropper bottle',
  shampoo: 'Shampoo bottle',
  perfume: 'Perfume bottle',
  kurta: 'Block print kurta',
  saree: 'Draped saree',
  necklace: 'Necklace',
  jhumka: 'Jhumka earrings',
  studs: 'Stud earrings',
  hoops: 'Hoop earrings',
  handbag: 'Handbag',
  candle: 'Scented candle in a jar',
  'nail-polish': 'Nail polish bottle',
  bangles: 'Bangles',
  lotion: 'Body lotion bottle',
  'hair-oil': 'Hair oil bottle',
  gift: 'Gift hamper',
};
