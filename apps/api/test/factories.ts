import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/context.ts';
import { brands, categories, productVariants, products } from '../src/db/schema/catalogue.ts';
import { stockMovements } from '../src/db/schema/stock.ts';
import { addresses, users } from '../src/db/schema/users.ts';
import { createSession } from '../src/modules/auth/session.service.ts';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1e6);

/** A shopper with a live session. Phone is 10 digits; stored as E.164. */
export async function createUser(ctx: AppContext, values: Partial<typeof users.$inferInsert> = {}) {
  const phone10 = values.phone?.replace(/^\+91/, '') ?? `9${String(next()).padStart(9, '0').slice(-9)}`;
  const [user] = await ctx.db
    .insert(users)
    .values({ name: 'Test Shopper', email: 'shopper@example.in', ...values, phone: `+91${phone10}` })
    .returning();
  const { token } = await createSession(ctx, user!.id);
  return { user: user!, token, phone: phone10 };
}

/** Another live session of the shopper: the same account signed in on a second device. */
export const signInAnotherDevice = (ctx: AppContext, userId: number) => createSession(ctx, userId);

export async function setWalletBalance(ctx: AppContext, userId: number, paise: number) {
  await ctx.db.update(users).set({ walletBalancePaise: paise }).where(eq(users.id, userId));
}

type VariantInput = Partial<typeof productVariants.$inferInsert>;

/** A product with variants (default: one variant, ₹349 of ₹499, 20 in stock) in a fresh category and brand. */
export async function createProduct(
  ctx: AppContext,
  opts: {
    name?: string;
    categoryName?: string;
    brandName?: string;
    categoryId?: number;
    brandId?: number;
    variants?: VariantInput[];
    product?: Partial<typeof products.$inferInsert>;
  } = {},
) {
  const n = next();
  const categoryId =
    opts.categoryId ??
    (
      await ctx.db
        .insert(categories)
        .values({ name: opts.categoryName ?? `Category ${n}`, slug: `category-${n}`, iconUrl: '/media/test.svg' })
        .returning()
    )[0]!.id;
  const brandId =
    opts.brandId ??
    (
      await ctx.db
        .insert(brands)
        .values({ name: opts.brandName ?? `Brand ${n}`, slug: `brand-${n}`, logoUrl: '/media/test.svg' })
        .returning()
    )[0]!.id;
  const name = opts.name ?? `Product ${n}`;
  const [product] = await ctx.db
    .insert(products)
    .values({
      name,
      slug: `product-${n}`,
      descriptionHtml: '<p>A test product</p>',
      categoryId,
      brandId,
      ...opts.product,
    })
    .returning();
  const variantInputs = opts.variants ?? [{}];
  const variants = await ctx.db
    .insert(productVariants)
    .values(
      variantInputs.map((v, i) => ({
        productId: product!.id,
        name: `Variant ${i + 1}`,
        sku: `SKU-${n}-${i}`,
        pricePaise: 34900,
        basePricePaise: 49900,
        stock: 20,
        images: ['/media/test.svg'],
        highlights: ['Long lasting'],
        sortOrder: i,
        ...v,
      })),
    )
    .returning();
  // The stock ledger's opening rows, as a save through the console writes them.
  await ctx.db.insert(stockMovements).values(
    variants.map((v) => ({
      variantId: v.id,
      delta: v.stock,
      balance: v.stock,
      kind: 'opening' as const,
      reason: 'Opening stock',
      actor: 'system',
    })),
  );
  return { product: product!, variants, categoryId, brandId };
}

/** A saved delivery address (Mumbai 400001 by default), selected for the shopper unless select is false. */
export async function createAddress(
  ctx: AppContext,
  userId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
  opts: { select?: boolean } = {},
) {
  const [address] = await ctx.db
    .insert(addresses)
    .values({
      name: 'Priya Sharma',
      address: '12 MG Road, Flat 4B',
      state: 'Maharashtra',
      city: 'Mumbai',
      pincode: '400001',
      phone: '9876543210',
      ...values,
      userId,
    })
    .returning();
  if (opts.select !== false)
    await ctx.db.update(users).set({ selectedAddressId: address!.id }).where(eq(users.id, userId));
  return address!;
}
