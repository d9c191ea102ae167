import { type ProductKind, productImageUrl } from '../art/media-urls.ts';
import type { Rng } from '../prng.ts';
import type { CategoryDef, VariantOption } from './category-def.ts';
import { describeProduct } from './description.ts';
import { basePriceFor, nicePrice, pickDiscount } from './pricing.ts';

type GeneratedVariant = {
  name: string;
  pricePaise: number;
  basePricePaise: number;
  stock: number;
  images: string[];
  highlights: string[];
  deliveryType: string;
  deliveryDays: number;
  warranty: string;
  sortOrder: number;
};

export type GeneratedProduct = {
  name: string;
  slug: string;
  descriptionHtml: string;
  hsnCode: string;
  gstRateBp: number;
  ratingTotal: number;
  ratingCount: number;
  variants: GeneratedVariant[];
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** 'Kundan Jhumka Earrings|jhumka' → the name and the object its pictures draw. */
function parseProductEntry(entry: string, fallback: ProductKind): { name: string; kind: ProductKind } {
  const [name, kind] = entry.split('|') as [string, ProductKind | undefined];
  return { name, kind: kind ?? fallback };
}

/** Which options a product comes in: sizes and packs are a contiguous run, shades and colours a random pick. */
function chooseOptions(rng: Rng, def: CategoryDef): VariantOption[] {
  const count = Math.min(def.options.length, rng.int(def.variants[0], def.variants[1]));
  const ordered = def.options.some((o) => o.factor !== undefined) || def.axis === 'Size';
  if (!ordered) return rng.sample(def.options, count);
  const start = rng.int(0, def.options.length - count);
  return def.options.slice(start, start + count);
}

/** Ratings look like a real store's: a few unrated, most between 3.6 and 4.8 stars. */
function rating(rng: Rng) {
  if (rng.chance(0.08)) return { ratingTotal: 0, ratingCount: 0 };
  const count = rng.chance(0.3) ? rng.int(1, 40) : rng.int(40, 2400);
  const average = rng.int(36, 48) / 10;
  return { ratingTotal: Math.round(average * count), ratingCount: count };
}

/**
 * One believable product with its variants. `key` makes image seeds and the slug unique; `allOutOfStock` marks
 * the few products that are sold out everywhere.
 */
export function generateProduct(
  rng: Rng,
  def: CategoryDef,
  entry: string,
  brandName: string,
  key: string,
  allOutOfStock = false,
): GeneratedProduct {
  const { name, kind } = parseProductEntry(entry, def.kind);
  const options = chooseOptions(rng, def);
  const listPrice = rng.pick(def.prices);
  const discount = pickDiscount(rng);
  const productColour = def.palette.length ? rng.pick(def.palette) : '#c2547a';
  const express = rng.chance(def.express);
  const deliveryDays = express ? rng.int(1, 2) : rng.int(3, 7);
  const views = rng.int(2, 4);

  const variants = options.map((option, i): GeneratedVariant => {
    const price = option.factor ? nicePrice(listPrice * option.factor) : listPrice;
    const colour = option.colour ?? productColour;
    const stock = allOutOfStock || rng.chance(0.1) ? 0 : rng.int(1, 80);
    const extra = rng.sample(def.highlights, rng.int(2, Math.min(5, def.highlights.length)));
    return {
      name: option.name,
      pricePaise: price * 100,
      basePricePaise: basePriceFor(price, discount) * 100,
      stock,
      images: Array.from({ length: views }, (_, v) => productImageUrl(kind, colour, `${key}-${i + 1}-${v + 1}`)),
      highlights: [`${def.axis}: ${option.name}`, ...extra],
      deliveryType: express ? 'Express Delivery' : 'Standard Delivery',
      deliveryDays,
      warranty: def.warranty,
      sortOrder: i,
    };
  });

  return {
    name,
    slug: `${slugify(name)}-${key}`,
    descriptionHtml: describeProduct(rng, def, name, brandName),
    hsnCode: def.hsn,
    gstRateBp: def.gstBp,
    ...rating(rng),
    variants,
  };
}
