import { randomUUID } from 'node:crypto';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CSV_PREVIEW_TTL_MINUTES,
  type CsvPreviewRecord,
  type ProductCsvBatch,
  type ProductCsvColumn,
  type ProductCsvPreview,
} from '@shringar/contracts/admin-product-csv';
import { CsvReader } from '@shringar/contracts/csv';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema/catalogue.ts';
import { productCsvBatches, productCsvPreviews } from '../../db/schema/imports.ts';
import { AppError } from '../../lib/errors.ts';
import { changedSince, fieldLabel, versionOf } from '../../lib/record-version.ts';
import { adminProductView } from './product-view-admin.ts';
import { type CsvFileRecord, cellsOf, isCsvColumn, ledgerPositions, runCsvRecords } from './product-csv-run-admin.ts';
import { productVersion } from './product-version-admin.ts';

/** Columns a file must have; the others may be left out (a blank or missing one keeps the stored value). */
const REQUIRED: ProductCsvColumn[] = [
  'name',
  'slug',
  'category',
  'brand',
  'hsn_code',
  'gst_rate',
  'sku',
  'variant_name',
  'price',
  'base_price',
  'delivery_type',
  'warranty',
];

const fileProblem = (message: string) => new AppError(400, 'CSV_INVALID', message, [{ field: 'file', message }]);

function header(cells: string[]): ProductCsvColumn[] {
  const columns = cells.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter((c) => !isCsvColumn(c));
  if (unknown.length) throw fileProblem(`The file has a column this store does not know: ${unknown.join(', ')}`);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) throw fileProblem(`The file is missing the column ${missing.join(', ')}`);
  return columns as ProductCsvColumn[];
}

/**
 * Reads an uploaded CSV as it arrives: chunk by chunk through the CSV reader, so the file is never held whole,
 * and refused as soon as it passes the size or record limit.
 */
export async function readCsvUpload(body: unknown): Promise<CsvFileRecord[]> {
  if (!body || typeof (body as AsyncIterable<Buffer>)[Symbol.asyncIterator] !== 'function')
    throw fileProblem('Send the CSV file itself as the body, with Content-Type text/csv');
  const stream = body as AsyncIterable<Buffer | string>;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = new CsvReader();
  let columns: ProductCsvColumn[] | null = null;
  let bytes = 0;
  const records: CsvFileRecord[] = [];
  const take = (read: { record: number; cells: string[] }[]) => {
    for (const r of read) {
      if (!columns) columns = header(r.cells);
      else {
        if (records.length >= CSV_IMPORT_MAX_ROWS)
          throw fileProblem(`The file has more than ${CSV_IMPORT_MAX_ROWS} records; split it into smaller files`);
        records.push({ record: r.record - 1, cells: cellsOf(columns, r.cells) });
      }
    }
  };
  try {
    for await (const chunk of stream) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buf.length;
      if (bytes > CSV_IMPORT_MAX_BYTES) {
        const message = 'The CSV file must be at most 5 MB';
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }]);
      }
      take(reader.push(decoder.decode(buf, { stream: true })));
    }
    take(reader.push(decoder.decode()));
  } catch (err) {
    if (err instanceof TypeError)
      throw fileProblem('The file is not UTF-8 text; save it from the spreadsheet as CSV UTF-8');
    throw err;
  }
  take(reader.end());
  if (!columns) throw fileProblem('The file is empty');
  if (!records.length) throw fileProblem('The file has a header but no records');
  return records;
}

const countsOf = (items: CsvPreviewRecord[]) => ({
  records: items.length,
  created: items.filter((i) => i.kind === 'created').length,
  updated: items.filter((i) => i.kind === 'updated').length,
  unchanged: items.filter((i) => i.kind === 'unchanged').length,
  refused: items.filter((i) => i.kind === 'refused').length,
});

type PreviewPlan = {
  records: CsvFileRecord[];
  /** The stored products the file touches, as the preview read them. */
  products: { productId: number; version: string; ledger: Record<string, number> }[];
};

/** A run inside a transaction that is always rolled back: the preview writes nothing. */
class DryRun extends Error {
  constructor(readonly run: Awaited<ReturnType<typeof runCsvRecords>>) {
    super('dry run');
  }
}

/** Checks every record as Apply would and keeps the outcome for Apply, under a new preview id. */
export async function previewCsv(ctx: AppContext, records: CsvFileRecord[], actor: string): Promise<ProductCsvPreview> {
  let run: DryRun['run'];
  try {
    await ctx.db.transaction(async (tx) => {
      throw new DryRun(await runCsvRecords(ctx, tx, records, actor));
    });
    throw new Error('unreachable: the dry run always rolls back');
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
    run = err.run;
  }
  const now = ctx.clock.now();
  const previewId = randomUUID();
  const expiresAt = new Date(now.getTime() + CSV_PREVIEW_TTL_MINUTES * 60_000);
  const plan: PreviewPlan = {
    records,
    products: run.touched.flatMap((t) =>
      t.beforeVersion ? [{ productId: t.productId, version: t.beforeVersion, ledger: t.beforeLedger }] : [],
    ),
  };
  await ctx.db.delete(productCsvPreviews).where(lt(productCsvPreviews.expiresAt, now));
  await ctx.db.insert(productCsvPreviews).values({
    id: previewId,
    createdBy: actor,
    createdAt: now,
    expiresAt,
    answer: run.items,
    plan,
  });
  return { previewId, expiresAt: expiresAt.toISOString(), ...countsOf(run.items), items: run.items };
}

const stale = (message: string) => new AppError(409, 'IMPORT_STALE', message);

type BatchRow = typeof productCsvBatches.$inferSelect;
export const batchView = (b: BatchRow): ProductCsvBatch => ({
  batchId: b.id,
  appliedBy: b.appliedBy,
  appliedAt: b.appliedAt.toISOString(),
  ...(b.counts as ReturnType<typeof countsOf>),
  undoneAt: b.undoneAt?.toISOString() ?? null,
  undoneBy: b.undoneBy,
});

/** Touched products and variants as the preview read them, checked under their row locks. */
async function checkUnchanged(tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], plan: PreviewPlan) {
  for (const p of [...plan.products].sort((a, b) => a.productId - b.productId)) {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, p.productId))
      .for('update');
    if (!locked) throw stale(`Product ${p.productId} was removed since the preview. Upload the file again.`);
    const view = await adminProductView(tx, p.productId);
    if (versionOf(productVersion, view).split('.')[0] !== p.version.split('.')[0]) {
      const fields = [...new Set(changedSince(productVersion, view, p.version).map(fieldLabel))];
      throw stale(
        `Product ${view.slug} was changed since the preview${fields.length ? ` (${fields.join(', ')})` : ''}. Upload the file again to see the import against it.`,
      );
    }
    const ledger = await ledgerPositions(
      tx,
      view.variants.map((v) => v.variantId),
    );
    for (const v of view.variants)
      if (ledger[String(v.variantId)] !== p.ledger[String(v.variantId)])
        throw stale(
          `The stock of SKU ${v.sku} moved since the preview (an order, a return or an adjustment). Upload the file again.`,
        );
  }
}

/** JSON with its keys in one order: a stored preview comes back from jsonb with its keys reordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const sameOutcome = (a: CsvPreviewRecord, b: CsvPreviewRecord | undefined) => canonical(a) === canonical(b);

/** Applies a preview as it was shown, in one transaction, and records the batch with its before-images. */
export async function applyCsvPreview(ctx: AppContext, previewId: string, actor: string): Promise<ProductCsvBatch> {
  const now = ctx.clock.now();
  const { batch, touched } = await ctx.db.transaction(async (tx) => {
    const [preview] = await tx
      .select()
      .from(productCsvPreviews)
      .where(and(eq(productCsvPreviews.id, previewId), isNull(productCsvPreviews.appliedBatchId)))
      .for('update');
    if (!preview || preview.expiresAt < now)
      throw new AppError(
        404,
        'CSV_PREVIEW_NOT_FOUND',
        'This preview has expired or was applied already. Upload the file again for a new preview.',
      );
    const plan = preview.plan as PreviewPlan;
    await checkUnchanged(tx, plan);
    const run = await runCsvRecords(ctx, tx, plan.records, actor);
    const shown = preview.answer as CsvPreviewRecord[];
    const differs = run.items.find((item, i) => !sameOutcome(item, shown[i]));
    if (differs || run.items.length !== shown.length)
      throw stale(
        `Record ${differs?.record ?? shown.length} would now be imported differently than the preview showed (the catalogue changed). Upload the file again.`,
      );
    const [row] = await tx
      .insert(productCsvBatches)
      .values({ appliedBy: actor, appliedAt: now, counts: countsOf(run.items), touched: run.touched })
      .returning();
    await tx.update(productCsvPreviews).set({ appliedBatchId: row!.id }).where(eq(productCsvPreviews.id, previewId));
    return { batch: row!, touched: run.touched };
  });
  if (touched.length) await ctx.changes.publish({ kind: 'catalogue', productIds: touched.map((t) => t.productId) });
  return batchView(batch);
}

/** The last 50 applied imports, newest first. */
export async function listCsvBatches(ctx: AppContext): Promise<ProductCsvBatch[]> {
  const rows = await ctx.db.select().from(productCsvBatches).orderBy(desc(productCsvBatches.id)).limit(50);
  return rows.map(batchView);
}
