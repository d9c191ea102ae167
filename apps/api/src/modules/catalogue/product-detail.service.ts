import { averageRating, type ProductDetail, type Variant } from '@shringar/contracts/catalogue';
import { discountPercent, toRupees } from '@shringar/contracts/money';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { imageAlts } from '../images/images.public.ts';
import { deliveryDate } from './delivery-date.ts';
import { descriptionHtml } from './description-html.ts';
import { recordView } from './recently-viewed.service.ts';

type ProductRow = {
  id: number;
  name: string;
  description_html: string;
  rating_total: number;
  rating_count: number;
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
  meta_title: string | null;
  meta_description: string | null;
};

type VariantRow = {
  id: number;
  name: string;
  images: string[];
  price_paise: number;
  base_price_paise: number;
  stock: number;
  highlights: string[];
  delivery_type: string;
  delivery_days: number;
  warranty: string;
  swatch: string | null;
  shade_family: string | null;
  size: string | null;
  pack_size: string | null;
  is_favorite: boolean;
  in_cart: boolean;
};

/**
 * A product with every variant. With a signed-in shopper, each variant says whether it is in their wishlist
 * and cart, and the view is remembered for 'recently viewed'.
 */
export async function getProductDetail(
  ctx: AppContext,
  productId: number,
  userId: number | null,
): Promise<ProductDetail> {
  const uid = userId ?? 0; // no user has id 0, so anonymous flags come out false without a second query shape
  // The product and its variants in one statement (one round trip); variants in their order, as JSON.
  const [product] = await rows<ProductRow & { variants: VariantRow[] }>(
    ctx.db,
    sql`select p.id, p.name, p.description_html, p.rating_total, p.rating_count, p.meta_title, p.meta_description,
               c.id as category_id, c.name as category_name, b.id as brand_id, b.name as brand_name,
               coalesce((
                 select json_agg(json_build_object(
                          'id', v.id, 'name', v.name, 'images', v.images, 'price_paise', v.price_paise,
                          'base_price_paise', v.base_price_paise, 'stock', v.stock, 'highlights', v.highlights,
                          'delivery_type', v.delivery_type, 'delivery_days', v.delivery_days, 'warranty', v.warranty,
                          'swatch', v.swatch, 'shade_family', v.shade_family, 'size', v.size, 'pack_size', v.pack_size,
                          'is_favorite', exists (select 1 from wishlist_items w where w.user_id = ${uid} and w.variant_id = v.id),
                          'in_cart', exists (select 1 from cart_items ci where ci.user_id = ${uid} and ci.variant_id = v.id)
                        ) order by v.sort_order, v.id)
                 from product_variants v
                 where v.product_id = p.id), '[]'::json) as variants
        from products p
        join categories c on c.id = p.category_id
        join brands b on b.id = p.brand_id
        where p.id = ${productId} and p.is_active`,
  );
  if (!product) throw new NotFound('Product not found.');
  const { variants } = product;
  if (userId !== null) await recordView(ctx, userId, productId);
  const alts = await imageAlts(
    ctx.db,
    variants.flatMap((v) => v.images),
  );

  const now = ctx.clock.now();
  const avgRating = averageRating(product.rating_total, product.rating_count);
  const shown = variants.find((v) => v.stock > 0) ?? variants[0];
  return {
    productId: product.id,
    productName: product.name,
    productDescription: descriptionHtml(product.description_html),
    productImageUrl: shown?.images[0] ?? '',
    price: shown ? toRupees(shown.price_paise) : 0,
    basePrice: shown ? toRupees(shown.base_price_paise) : 0,
    variantDiscount: shown ? discountPercent(shown.price_paise, shown.base_price_paise) : 0,
    avgRating,
    reviewCount: product.rating_count,
    categoryId: product.category_id,
    categoryName: product.category_name,
    brandId: product.brand_id,
    brandName: product.brand_name,
    metaTitle: product.meta_title,
    metaDescription: product.meta_description,
    variants: variants.map((v): Variant => ({
      variantId: v.id,
      variantName: v.name,
      images: v.images,
      imageAlts: v.images.map((url) => alts.get(url) ?? ''),
      variantPrice: toRupees(v.price_paise),
      variantBasePrice: toRupees(v.base_price_paise),
      variantDiscount: discountPercent(v.price_paise, v.base_price_paise),
      avgRating,
      variantDeliveryDate: deliveryDate(now, v.delivery_days),
      variantDeliverytype: v.delivery_type,
      variantWarranty: v.warranty,
      variantStock: v.stock,
      variantHighlightedInformation: v.highlights,
      swatch: v.swatch,
      shadeFamily: v.shade_family,
      size: v.size,
      packSize: v.pack_size,
      isFavorite: v.is_favorite,
      itemAlreadyInCart: v.in_cart,
    })),
  };
}
