import { z } from 'zod';
import {
  productFields,
  variantInput,
  type VariantInput,
  variantOptionFields,
  type VariantOptionsInput,
} from './admin-products.ts';
import { csvValue } from './csv.ts';
import { SHADE_FAMILIES } from './variant-options.ts';
import { withTextHygiene } from './text-hygiene.ts';

/**
 * The products CSV: one row per variant, the product's fields repeated on each of its rows. Import checks each
 * row by the same rules as the edit form (admin-products.ts); this file only maps columns to those fields.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'slug',
  'category',
  'brand',
  'hsn_code',
  'gst_rate',
  'active',
  'description_html',
  'variant_id',
  'sku',
  'variant_name',
  'price',
  'base_price',
  'stock',
  'max_per_order',
  'delivery_type',
  'delivery_days',
  'warranty',
  'highlights',
  'photos',
  // Optional: a file without them keeps each variant's stored weight and size.
  'weight_g',
  'length_cm',
  'breadth_cm',
  'height_cm',
  // Optional: blank keeps the stored value; the store computes one when none is stored (seo-meta.ts).
  'meta_title',
  'meta_description',
  // Optional option values (variant-options.ts): blank keeps the stored value, 'none' clears it; a variant with
  // none given and none set by hand takes the values its name gives. size_rank is the size's place on the scale.
  'shade_family',
  'swatch',
  'size',
  'size_rank',
  'pack_size',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Lists inside one cell (highlights, photo URLs) are separated by this. */
export const CSV_LIST_SEPARATOR = ' | ';

export const CSV_IMPORT_MAX_ROWS = 5000;
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** How long a preview waits for Apply; after that the file is uploaded again. */
export const CSV_PREVIEW_TTL_MINUTES = 60;

/** The CSV file itself is the body (text/csv), read as it arrives. */
export const csvFileSchema = z.string().describe('CSV text (text/csv), one row per variant');

/** A record refused: the column to fix and why, in plain words. Records are numbered 1..n after the header. */
export const refusedCsvRow = z.object({ record: z.number().int(), field: z.string(), reason: z.string() });
export type RefusedCsvRow = z.infer<typeof refusedCsvRow>;

export const CSV_PREVIEW_KINDS = ['created', 'updated', 'unchanged', 'refused'] as const;
export type CsvPreviewKind = (typeof CSV_PREVIEW_KINDS)[number];

/** One column a record changes: the stored value and the file's, as text. */
export const csvFieldChange = z.object({ column: z.string(), from: z.string(), to: z.string() });
export type CsvFieldChange = z.infer<typeof csvFieldChange>;

export const csvPreviewRecord = z.object({
  record: z.number().int(),
  kind: z.enum(CSV_PREVIEW_KINDS),
  sku: z.string(),
  slug: z.string(),
  /** The product the record updates; null for a new product or a refused record that names none. */
  productId: z.number().int().nullable(),
  changes: z.array(csvFieldChange),
  refused: z.array(z.object({ field: z.string(), reason: z.string() })),
});
export type CsvPreviewRecord = z.infer<typeof csvPreviewRecord>;

const csvCounts = {
  records: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
};

export const productCsvPreview = z.object({
  previewId: z.string(),
  expiresAt: z.string(),
  ...csvCounts,
  items: z.array(csvPreviewRecord),
});
export type ProductCsvPreview = z.infer<typeof productCsvPreview>;

export const productCsvApplyBody = z.object({
  previewId: z.string({ error: 'previewId is required' }).uuid('previewId must be the id of a preview'),
});

export const productCsvBatch = z.object({
  batchId: z.number().int(),
  appliedBy: z.string(),
  appliedAt: z.string(),
  ...csvCounts,
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type ProductCsvBatch = z.infer<typeof productCsvBatch>;

export const productCsvBatchList = z.object({ batches: z.array(productCsvBatch) });
export const csvBatchParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number),
});

const FIELD_COLUMNS: Record<string, ProductCsvColumn> = {
  name: 'name',
  slug: 'slug',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
  isActive: 'active',
  descriptionHtml: 'description_html',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  'variant.name': 'variant_name',
  'variant.sku': 'sku',
  'variant.price': 'price',
  'variant.basePrice': 'base_price',
  'variant.stock': 'stock',
  'variant.maxPerOrder': 'max_per_order',
  'variant.deliveryType': 'delivery_type',
  'variant.deliveryDays': 'delivery_days',
  'variant.warranty': 'warranty',
  'variant.highlights': 'highlights',
  'variant.photos': 'photos',
  'variant.weightGrams': 'weight_g',
  'variant.lengthCm': 'length_cm',
  'variant.breadthCm': 'breadth_cm',
  'variant.heightCm': 'height_cm',
};

/** The option values' columns, by their field in the variant's options. */
export const OPTION_COLUMNS = {
  shadeFamily: 'shade_family',
  swatch: 'swatch',
  size: 'size',
  sizeRank: 'size_rank',
  packSize: 'pack_size',
} as const satisfies Record<keyof VariantOptionsInput, ProductCsvColumn>;
type OptionKey = keyof typeof OPTION_COLUMNS;

/** A cell that clears an option value (blank keeps it). */
export const CSV_NO_VALUE = 'none';

/**
 * The column of a field the server named (`slug`, `categoryId`, `variants.2.photos.0.url`), so a refused row
 * names the column to fix.
 */
export function csvColumnOf(field: string): string {
  if (field === 'categoryId') return 'category';
  if (field === 'brandId') return 'brand';
  const variant = /^variants(?:\.\d+\.(\w+)(?:\.(\w+))?)?/.exec(field);
  if (variant?.[1] === 'options' && variant[2]) return OPTION_COLUMNS[variant[2] as OptionKey] ?? variant[2];
  if (variant) return variant[1] ? (FIELD_COLUMNS[`variant.${variant[1]}`] ?? variant[1]) : 'sku';
  return FIELD_COLUMNS[field.split('.')[0]!] ?? field;
}

/** The form's rules, with the text rule every JSON body gets (a line break belongs only in the description). */
const csvRowSchema = withTextHygiene(
  productFields.omit({ categoryId: true, brandId: true }).extend({ variant: variantInput }),
);

export type ProductCsvRow = {
  productId?: number;
  variantId?: number;
  category: string;
  brand: string;
  product: Omit<z.infer<typeof productFields>, 'categoryId' | 'brandId'>;
  variant: VariantInput;
  /** The option values the record gives (null: cleared); the others keep the stored ones. */
  options: Partial<VariantOptionsInput>;
  /** The columns the record fills: a blank or missing one keeps the stored value of an existing product. */
  given: ProductCsvColumn[];
};

const number = (cell: string) => (cell.trim() === '' ? undefined : Number(cell.trim()));
const list = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
const flag = (cell: string) => {
  const v = cell.trim().toLowerCase();
  return v === '' ? undefined : ['true', 'yes', '1'].includes(v) ? true : ['false', 'no', '0'].includes(v) ? false : v;
};
const optionalId = (cell: string, column: ProductCsvColumn, errors: RefusedCsvRow[], record: number) => {
  if (cell.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(cell.trim()))
    errors.push({ record, field: column, reason: `${column} must be a whole number` });
  return Number(cell.trim());
};

/** Spellings a spreadsheet may change: sizes and families in any case ('xl', 'reds'). */
const optionCell = (key: OptionKey, value: string): unknown => {
  if (key === 'sizeRank') return Number(value);
  if (key === 'size') return value.toUpperCase();
  if (key === 'shadeFamily') return SHADE_FAMILIES.find((f) => f.toLowerCase() === value.toLowerCase()) ?? value;
  return value;
};

/** The option columns the record fills, each checked by the form's rule for it (the pairs are checked on save). */
function readOptions(cell: (c: ProductCsvColumn) => string, record: number, refused: RefusedCsvRow[]) {
  const options: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(OPTION_COLUMNS) as [OptionKey, ProductCsvColumn][]) {
    const value = cell(column).trim();
    if (value === '') continue;
    if (value.toLowerCase() === CSV_NO_VALUE) {
      options[key] = null;
      continue;
    }
    const parsed = variantOptionFields.shape[key].safeParse(optionCell(key, value));
    if (parsed.success) options[key] = parsed.data;
    else refused.push({ record, field: column, reason: parsed.error.issues[0]!.message });
  }
  return options as Partial<VariantOptionsInput>;
}

/** One data row read and checked: the values, or every problem with the column it is in. */
export function readProductCsvRow(
  record: number,
  cells: Partial<Record<ProductCsvColumn, string>>,
): { ok: true; value: ProductCsvRow } | { ok: false; refused: RefusedCsvRow[] } {
  const cell = (c: ProductCsvColumn) => csvValue(cells[c] ?? '');
  const refused: RefusedCsvRow[] = [];
  const productId = optionalId(cell('product_id'), 'product_id', refused, record);
  const variantId = optionalId(cell('variant_id'), 'variant_id', refused, record);
  for (const column of ['category', 'brand'] as const)
    if (!cell(column).trim()) refused.push({ record, field: column, reason: `${column} is required` });
  const parsed = csvRowSchema.safeParse({
    name: cell('name'),
    slug: cell('slug'),
    hsnCode: cell('hsn_code'),
    gstRate: number(cell('gst_rate')),
    isActive: flag(cell('active')),
    descriptionHtml: cell('description_html'),
    metaTitle: cell('meta_title'),
    metaDescription: cell('meta_description'),
    variant: {
      ...(variantId ? { variantId } : {}),
      name: cell('variant_name'),
      sku: cell('sku'),
      price: number(cell('price')),
      basePrice: number(cell('base_price')),
      stock: number(cell('stock')),
      maxPerOrder: number(cell('max_per_order')),
      deliveryType: cell('delivery_type'),
      deliveryDays: number(cell('delivery_days')),
      warranty: cell('warranty'),
      highlights: list(cell('highlights')),
      photos: list(cell('photos')).map((url) => ({ url })),
      weightGrams: number(cell('weight_g')) ?? null,
      lengthCm: number(cell('length_cm')) ?? null,
      breadthCm: number(cell('breadth_cm')) ?? null,
      heightCm: number(cell('height_cm')) ?? null,
    },
  });
  const options = readOptions(cell, record, refused);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.slice(0, issue.path[0] === 'variant' ? 2 : 1).join('.');
      const reason = key === 'isActive' ? 'active must be true or false' : issue.message;
      refused.push({ record, field: FIELD_COLUMNS[key] ?? key, reason });
    }
  if (refused.length || !parsed.success) return { ok: false, refused };
  const { variant, ...product } = parsed.data;
  return {
    ok: true,
    value: {
      ...(productId ? { productId } : {}),
      ...(variantId ? { variantId } : {}),
      category: cell('category').trim(),
      brand: cell('brand').trim(),
      product,
      variant,
      options,
      given: PRODUCT_CSV_COLUMNS.filter((c) => cell(c).trim() !== ''),
    },
  };
}
