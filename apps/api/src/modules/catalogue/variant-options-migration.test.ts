import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productVariants } from '../../db/schema/catalogue.ts';

/**
 * Migration 0018 gives variants their option values. The test puts the table back as it was (no option
 * columns), writes free-text names, runs the migration as it ships and reads what each name became.
 */
describe('variant names migrated into option values', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const migrations = join(import.meta.dirname, '../../db/migrations');
  const migration = readFileSync(join(migrations, '0018_variant_options.sql'), 'utf8');
  // 0022's trigger reads the option columns: it goes while they do, and comes back as 0022 makes it.
  const facetTrigger = readFileSync(join(migrations, '0022_product_facets.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .find((s) => s.includes('CREATE CONSTRAINT TRIGGER product_facets_variants_update'))!;

  it('makes a known shade, size or pack size a value and leaves other names as they are', async () => {
    const names = ['Ruby Red', '220 Natural Beige', 'xl', 'M', '2.10', '50 ml', '1 L', 'Gold Plated', 'Standard'];
    const { variants } = await createProduct(t.ctx, { variants: names.map((name) => ({ name })) });
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`drop trigger product_facets_variants_update on product_variants`);
      await tx.execute(
        sql`alter table product_variants drop column shade_family, drop column swatch, drop column size,
            drop column size_rank, drop column pack_size`,
      );
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      await tx.execute(sql.raw(facetTrigger));
    });
    const found = await t.db
      .select({
        name: productVariants.name,
        shadeFamily: productVariants.shadeFamily,
        swatch: productVariants.swatch,
        size: productVariants.size,
        sizeRank: productVariants.sizeRank,
        packSize: productVariants.packSize,
      })
      .from(productVariants)
      .where(
        inArray(
          productVariants.id,
          variants.map((v) => v.id),
        ),
      )
      .orderBy(productVariants.id);
    const none = { shadeFamily: null, swatch: null, size: null, sizeRank: null, packSize: null };
    expect(found).toEqual([
      { name: 'Ruby Red', ...none, shadeFamily: 'Reds', swatch: '#9b1b30' },
      { name: '220 Natural Beige', ...none, shadeFamily: 'Medium', swatch: '#d9a883' },
      { name: 'xl', ...none, size: 'XL', sizeRank: 5 },
      { name: 'M', ...none, size: 'M', sizeRank: 3 },
      { name: '2.10', ...none, size: '2.10', sizeRank: 11 },
      { name: '50 ml', ...none, packSize: '50 ml' },
      { name: '1 L', ...none, packSize: '1 L' },
      { name: 'Gold Plated', ...none },
      { name: 'Standard', ...none },
    ]);
  });
});
