import { beautyCategories } from './beauty-categories.ts';
import type { CategoryDef } from './category-def.ts';
import { careCategories } from './care-categories.ts';
import { fashionCategories } from './fashion-categories.ts';
import { jewelleryCategories } from './jewellery-categories.ts';
import { nailsBodyCategories } from './nails-body-categories.ts';

/** Every demo category in display order: Earring first, as it is the home page's default bestseller tab. */
export const categoryDefs: CategoryDef[] = [
  ...jewelleryCategories,
  ...beautyCategories.slice(0, 2),
  ...fashionCategories,
  ...beautyCategories.slice(2),
  ...nailsBodyCategories,
  ...careCategories,
];
