import { type AdminProductView, productInput, type ProductInput } from '@shringar/contracts/admin-products';
import { GST_STANDARD_RATE } from '@shringar/contracts/gst-rates';
import { followsName, optionValuesOfName } from '@shringar/contracts/variant-options';
import { AdminError } from '../kit/api/admin-request';

/** The edit form's state: text as typed (numbers too), turned into the contract's input on save. */
export type PhotoDraft = { url: string; alt: string };
export type VariantDraft = {
  key: string;
  variantId?: number;
  name: string;
  sku: string;
  price: string;
  basePrice: string;
  stock: string;
  maxPerOrder: string;
  deliveryType: string;
  deliveryDays: string;
  warranty: string;
  highlights: string;
  photos: PhotoDraft[];
  weightGrams: string;
  lengthCm: string;
  breadthCm: string;
  heightCm: string;
  /** Option values as chosen ('' for none); they count only once the operator set them (optionsSet). */
  shadeFamily: string;
  swatch: string;
  size: string;
  packSize: string;
  /** False: the values follow the name (a known shade, size or pack size), as the server derives them. */
  optionsSet: boolean;
};
export type OptionDraft = Pick<VariantDraft, 'shadeFamily' | 'swatch' | 'size' | 'packSize'>;
export type ProductDraft = {
  name: string;
  slug: string;
  categoryId: string;
  brandId: string;
  descriptionHtml: string;
  hsnCode: string;
  gstRate: string;
  isActive: boolean;
  metaTitle: string;
  metaDescription: string;
  variants: VariantDraft[];
};

let keys = 0;
const nextKey = () => `v${++keys}`;

export const emptyVariant = (): VariantDraft => ({
  key: nextKey(),
  name: '',
  sku: '',
  price: '',
  basePrice: '',
  stock: '0',
  maxPerOrder: '10',
  deliveryType: 'Standard Delivery',
  deliveryDays: '5',
  warranty: 'No warranty',
  highlights: '',
  photos: [],
  weightGrams: '',
  lengthCm: '',
  breadthCm: '',
  heightCm: '',
  shadeFamily: '',
  swatch: '',
  size: '',
  packSize: '',
  optionsSet: false,
});

const optionText = (values: {
  shadeFamily: string | null;
  swatch: string | null;
  size: string | null;
  packSize: string | null;
}): OptionDraft => ({
  shadeFamily: values.shadeFamily ?? '',
  swatch: values.swatch ?? '',
  size: values.size ?? '',
  packSize: values.packSize ?? '',
});

/** The option values the form shows: the operator's once set, else those the variant's name gives. */
export const shownOptions = (v: VariantDraft): OptionDraft =>
  v.optionsSet ? optionText(v) : optionText(optionValuesOfName(v.name));

export const emptyDraft = (): ProductDraft => ({
  name: '',
  slug: '',
  categoryId: '',
  brandId: '',
  descriptionHtml: '',
  hsnCode: '',
  gstRate: String(GST_STANDARD_RATE),
  isActive: true,
  metaTitle: '',
  metaDescription: '',
  variants: [emptyVariant()],
});

export const draftOf = (view: AdminProductView): ProductDraft => ({
  name: view.name,
  slug: view.slug,
  categoryId: String(view.categoryId),
  brandId: String(view.brandId),
  descriptionHtml: view.descriptionHtml,
  hsnCode: view.hsnCode,
  gstRate: String(view.gstRate),
  isActive: view.isActive,
  metaTitle: view.metaTitle ?? '',
  metaDescription: view.metaDescription ?? '',
  variants: view.variants.map((v) => ({
    key: nextKey(),
    variantId: v.variantId,
    name: v.name,
    sku: v.sku,
    price: String(v.price),
    basePrice: String(v.basePrice),
    stock: String(v.stock),
    maxPerOrder: String(v.maxPerOrder),
    deliveryType: v.deliveryType,
    deliveryDays: String(v.deliveryDays),
    warranty: v.warranty,
    highlights: v.highlights.join('\n'),
    photos: v.photos,
    weightGrams: v.weightGrams === null ? '' : String(v.weightGrams),
    lengthCm: v.lengthCm === null ? '' : String(v.lengthCm),
    breadthCm: v.breadthCm === null ? '' : String(v.breadthCm),
    heightCm: v.heightCm === null ? '' : String(v.heightCm),
    ...optionText(v.options),
    // Stored values other than the name's were set by hand, and stay when the name changes.
    optionsSet: !followsName(v.name, v.options),
  })),
});

/** '' stays missing (the rule says it is required); anything else is read as a number or fails as one. */
const num = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));

/** A name as a slug: 'Velvet Matte Lipstick' → 'velvet-matte-lipstick'. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export type FieldErrors = Record<string, string>;

/** Checks the draft by the same rule the server applies: the input to send, or every problem by field. */
export function checkDraft(draft: ProductDraft): { input: ProductInput } | { errors: FieldErrors } {
  const parsed = productInput.safeParse({
    name: draft.name,
    slug: draft.slug,
    categoryId: num(draft.categoryId),
    brandId: num(draft.brandId),
    descriptionHtml: draft.descriptionHtml,
    hsnCode: draft.hsnCode,
    gstRate: num(draft.gstRate),
    isActive: draft.isActive,
    metaTitle: draft.metaTitle,
    metaDescription: draft.metaDescription,
    variants: draft.variants.map((v) => ({
      ...(v.variantId ? { variantId: v.variantId } : {}),
      name: v.name,
      sku: v.sku,
      price: num(v.price),
      basePrice: num(v.basePrice),
      stock: num(v.stock),
      maxPerOrder: num(v.maxPerOrder),
      deliveryType: v.deliveryType,
      deliveryDays: num(v.deliveryDays),
      warranty: v.warranty,
      highlights: v.highlights
        .split('\n')
        .map((h) => h.trim())
        .filter(Boolean),
      photos: v.photos,
      // Blank: not given (the courier's parcel is then typed when it is booked).
      weightGrams: num(v.weightGrams) ?? null,
      lengthCm: num(v.lengthCm) ?? null,
      breadthCm: num(v.breadthCm) ?? null,
      heightCm: num(v.heightCm) ?? null,
      // Left out while they follow the name: the server gives the name's values, as it always has.
      ...(v.optionsSet
        ? {
            options: {
              shadeFamily: v.shadeFamily || null,
              swatch: v.swatch.trim() || null,
              size: v.size || null,
              packSize: v.packSize.trim() || null,
            },
          }
        : {}),
    })),
  });
  if (parsed.success) return { input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  return { errors };
}

/** The server's field errors in the same shape (a highlight's or photo's error shows on its list). */
export function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof AdminError)) return {};
  const errors: FieldErrors = {};
  for (const e of error.fieldErrors)
    errors[e.field.replace(/^(variants\.\d+\.(highlights|photos))\..*$/, '$1')] ??= e.message;
  return errors;
}

/** Client errors by field, lists folded onto the list as the server's are. */
export const foldErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field.replace(/^(variants\.\d+\.(highlights|photos))\..*$/, '$1'),
      message,
    ]),
  );
