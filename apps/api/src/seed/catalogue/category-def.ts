import type { ProductKind } from '../art/media-urls.ts';

/** One way a product comes: a shade, a size, a pack. `factor` scales the price of bigger packs. */
export type VariantOption = { name: string; colour?: string; factor?: number };

/** Everything the generator needs to invent believable products of one category. */
export type CategoryDef = {
  name: string;
  slug: string;
  kind: ProductKind;
  popular: boolean;
  featured: boolean;
  hsn: string;
  /** GST in basis points (1800 = 18%). */
  gstBp: number;
  warranty: string;
  /** Rupee price points of the first variant. */
  prices: number[];
  /** What the variants differ by, for highlights ('Shade', 'Size'). */
  axis: string;
  options: VariantOption[];
  variants: [min: number, max: number];
  /** Colours of the object when the options carry none (sizes, volumes). */
  palette: string[];
  /** Product names; an entry 'Name|kind' draws a different object than the category's. */
  products: string[];
  brands: string[];
  intros: string[];
  benefits: string[];
  howToUse: string;
  /** Heading over howToUse; 'How to use' when absent. */
  howToUseLabel?: string;
  compositionLabel: 'Ingredients' | 'Material' | 'Material & Care' | 'Notes';
  compositions: string[];
  highlights: string[];
  /** Share of products sent by express delivery. */
  express: number;
};
