import type { ProductCsvBatch } from '@shringar/contracts/admin-product-csv';
import type { AdminProductView, ProductInput } from '@shringar/contracts/admin-products';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products, productVariants } from '../../db/schema/catalogue.ts';
import { productCsvBatches } from '../../db/schema/imports.ts';
import { AppError } from '../../lib/errors.ts';
import { changedSince, fieldLabel, versionOf } from '../../lib/record-version.ts';
import { moveStock } from '../inventory/inventory.public.ts';
import { saveProduct } from './product-save-admin.service.ts';
import { adminProductView } from './product-view-admin.ts';
import { batchView } from './product-csv-import-admin.service.ts';
import type { TouchedProduct } from './product-csv-run-admin.ts';
import { ledgerPositions } from './product-csv-run-admin.ts';
import { productVersion } from './product-version-admin.ts';

const refused = (message: string) => new AppError(409, 'IMPORT_UNDO_REFUSED', message);

/** The edit form of a product's before-image: every stored field, stock left to the ledger. */
const formOf = (view: AdminProductView): ProductInput => ({
  name: view.name,
  slug: view.slug,
  categoryId: view.categoryId,
  brandId: view.brandId,
  descriptionHtml: view.descriptionHtml,
  hsnCode: view.hsnCode,
  gstRate: view.gstRate,
  isActive: view.isActive,
  metaTitle: view.metaTitle,
  metaDescription: view.metaDescription,
  variants: view.variants.map(({ stock: _stock, ...v }) => v),
});

/**
 * Undoes an applied import: each product it touched goes back to its before-image (one it created is removed,
 * variants it added are removed), and stock moves back through compensating import movements. Refused, with
 * nothing written, when anything newer touched those rows: the product's version or its variants' ledger moved.
 */
export async function undoCsvBatch(ctx: AppContext, batchId: number, actor: string): Promise<ProductCsvBatch> {
  const now = ctx.clock.now();
  const inTxCtx = (tx: typeof ctx.db) => ({ ...ctx, db: tx });
  const { row, touched } = await ctx.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(productCsvBatches).where(eq(productCsvBatches.id, batchId)).for('update');
    if (!batch) throw new AppError(404, 'CSV_BATCH_NOT_FOUND', `There is no import ${batchId}.`);
    if (batch.undoneAt) throw refused(`Import ${batchId} was already undone.`);
    const touched = [...(batch.touched as TouchedProduct[])].sort((a, b) => a.productId - b.productId);
    const reason = `Undo of CSV import ${batchId}`;
    for (const t of touched) {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, t.productId))
        .for('update');
      if (!locked) throw refused(`Product ${t.productId} no longer exists; import ${batchId} cannot be undone.`);
      const stored = await adminProductView(tx, t.productId);
      if (versionOf(productVersion, stored).split('.')[0] !== t.afterVersion.split('.')[0]) {
        const fields = [...new Set(changedSince(productVersion, stored, t.afterVersion).map(fieldLabel))];
        throw refused(
          `Product ${stored.slug} was changed after import ${batchId}${fields.length ? ` (${fields.join(', ')})` : ''}; undoing it would lose that change.`,
        );
      }
      const ledger = await ledgerPositions(
        tx,
        stored.variants.map((v) => v.variantId),
      );
      for (const v of stored.variants)
        if (ledger[String(v.variantId)] !== t.afterLedger[String(v.variantId)])
          throw refused(
            `The stock of SKU ${v.sku} moved after import ${batchId} (an order, a return, an adjustment or another import); undoing it would lose that.`,
          );
      if (!t.before) {
        await tx.delete(products).where(eq(products.id, t.productId));
        continue;
      }
      const keep = new Set(t.before.variants.map((v) => v.variantId));
      const added = stored.variants.filter((v) => !keep.has(v.variantId)).map((v) => v.variantId);
      if (added.length)
        await tx
          .delete(productVariants)
          .where(and(eq(productVariants.productId, t.productId), inArray(productVariants.id, added)));
      for (const v of t.before.variants) {
        const current = stored.variants.find((c) => c.variantId === v.variantId);
        if (current && current.stock !== v.stock)
          await moveStock(tx, v.variantId, v.stock - current.stock, { kind: 'import', reason, actor });
      }
      await saveProduct(inTxCtx(tx), t.productId, formOf(t.before), { publish: false, actor });
    }
    const [row] = await tx
      .update(productCsvBatches)
      .set({ undoneAt: now, undoneBy: actor })
      .where(and(eq(productCsvBatches.id, batchId), isNull(productCsvBatches.undoneAt)))
      .returning();
    return { row: row!, touched };
  });
  if (touched.length) await ctx.changes.publish({ kind: 'catalogue', productIds: touched.map((t) => t.productId) });
  return batchView(row);
}
