import { useId } from 'react';
import { TextField } from '../kit/text-field';
import { PhotoList } from './photo-list';
import { VariantStock } from './stock-dialog';
import { VariantOptionFields } from './variant-option-fields';
import type { FieldErrors, VariantDraft } from './product-draft';

/** One variant's fields; `errors` are keyed like the contract's paths (`variants.0.price`). */
export function VariantFields({
  index,
  variant,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  variant: VariantDraft;
  errors: FieldErrors;
  onChange(variant: VariantDraft): void;
  onRemove?: (() => void) | undefined;
}) {
  const id = useId();
  const path = `variants.${index}`;
  const set = (field: keyof VariantDraft) => (e: { target: { value: string } }) =>
    onChange({ ...variant, [field]: e.target.value });
  const title = variant.name.trim() || `Variant ${index + 1}`;
  const field = (name: keyof VariantDraft, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={`${path}.${name}`}
      value={variant[name] as string}
      onChange={set(name)}
      error={errors[`${path}.${name}`]}
      {...extra}
    />
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4"
      data-testid="variant-fields"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {title}
          {variant.variantId ? (
            <span className="ml-2 text-sm font-normal text-gray-600">#{variant.variantId}</span>
          ) : null}
        </h3>
        {onRemove && (
          <button type="button" onClick={onRemove} className="text-sm font-medium text-red-700 underline">
            Remove<span className="sr-only"> {title}</span>
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field('name', 'Variant name', { required: true })}
        {field('sku', 'SKU', { required: true, autoCapitalize: 'characters' })}
        {field('price', 'Price (₹)', { inputMode: 'decimal', required: true })}
        {field('basePrice', 'Base price (₹)', { inputMode: 'decimal', required: true, hint: 'The struck-out MRP' })}
        {variant.variantId ? (
          <VariantStock
            variantId={variant.variantId}
            title={title}
            stock={variant.stock}
            onStock={(stock) => onChange({ ...variant, stock: String(stock) })}
          />
        ) : (
          field('stock', 'Opening stock', { inputMode: 'numeric', required: true })
        )}
        {field('maxPerOrder', 'Max per order', { inputMode: 'numeric' })}
        {field('deliveryType', 'Delivery type', { required: true })}
        {field('deliveryDays', 'Delivery days', { inputMode: 'numeric' })}
        {field('warranty', 'Warranty', { required: true, className: 'sm:col-span-2' })}
        {field('weightGrams', 'Weight (g)', { inputMode: 'numeric', hint: 'One unit as packed, for the courier' })}
        {field('lengthCm', 'Length (cm)', { inputMode: 'numeric' })}
        {field('breadthCm', 'Breadth (cm)', { inputMode: 'numeric' })}
        {field('heightCm', 'Height (cm)', { inputMode: 'numeric' })}
      </div>
      <VariantOptionFields path={path} variant={variant} errors={errors} onChange={onChange} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-highlights`} className="text-sm font-medium text-gray-800">
          Highlights
        </label>
        <textarea
          id={`${id}-highlights`}
          rows={3}
          value={variant.highlights}
          onChange={set('highlights')}
          aria-describedby={`${id}-highlights-hint${errors[`${path}.highlights`] ? ` ${id}-highlights-error` : ''}`}
          aria-invalid={errors[`${path}.highlights`] ? true : undefined}
          className="rounded-lg border border-gray-400 px-3 py-2 text-gray-900"
        />
        <p id={`${id}-highlights-hint`} className="text-xs text-gray-600">
          One per line, as the product page lists them.
        </p>
        {errors[`${path}.highlights`] && (
          <p id={`${id}-highlights-error`} className="text-sm text-red-700">
            {errors[`${path}.highlights`]}
          </p>
        )}
      </div>
      <PhotoList
        label={title}
        photos={variant.photos}
        onChange={(photos) => onChange({ ...variant, photos })}
        error={errors[`${path}.photos`]}
      />
    </section>
  );
}
