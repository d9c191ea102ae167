import {
  SHADE_FAMILIES,
  SHADE_FAMILY_SWATCH,
  type ShadeFamily,
  SIZE_SCALE,
  sizeRankOf,
} from '@shringar/contracts/variant-options';
import { useId } from 'react';
import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';
import { type FieldErrors, type OptionDraft, shownOptions, type VariantDraft } from './product-draft';

const FAMILY_OPTIONS = SHADE_FAMILIES.map((f) => [f, f] as const);
const SIZE_OPTIONS = SIZE_SCALE.map((s) => [s, s] as const);

/**
 * A variant's option values, apart from its name: Shade (swatch colour and shade family), Size on the scale,
 * Pack size. Until the operator changes one they show what the name gives (and follow it); after that they are
 * the operator's, saved as typed, until 'Use the name's values' hands them back to the name.
 */
export function VariantOptionFields({
  path,
  variant,
  errors,
  onChange,
}: {
  /** The variant's path in the contract (`variants.0`), which the errors are keyed by. */
  path: string;
  variant: VariantDraft;
  errors: FieldErrors;
  onChange(variant: VariantDraft): void;
}) {
  const id = useId();
  const shown = shownOptions(variant);
  const set = (values: Partial<OptionDraft>) => onChange({ ...variant, ...shown, ...values, optionsSet: true });
  const error = (key: keyof OptionDraft) => errors[`${path}.options.${key}`];
  const rank = shown.size ? sizeRankOf(shown.size) : null;
  const colour = /^#[0-9a-fA-F]{6}$/.test(shown.swatch.trim()) ? shown.swatch.trim().toLowerCase() : '#000000';
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3" data-testid="variant-options">
      <legend className="px-1 text-sm font-semibold text-gray-900">Options</legend>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-700">
        <p>
          {variant.optionsSet
            ? 'Set here; they stay when the variant name changes.'
            : 'From the variant name; change one to set them yourself.'}{' '}
          The shade’s name in the store is the variant name.
        </p>
        {variant.optionsSet && (
          <button
            type="button"
            onClick={() => onChange({ ...variant, optionsSet: false })}
            className="font-medium text-brand-700 underline"
          >
            Use the name’s values
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Shade family"
          name={`${path}.options.shadeFamily`}
          value={shown.shadeFamily}
          placeholder="No shade"
          options={FAMILY_OPTIONS}
          error={error('shadeFamily')}
          // A family chosen without a colour starts from the family's own swatch, so it can be saved at once.
          onChange={(e) => {
            const family = e.target.value;
            const swatch = family && !shown.swatch ? SHADE_FAMILY_SWATCH[family as ShadeFamily] : shown.swatch;
            set({ shadeFamily: family, swatch });
          }}
        />
        <div className="flex items-start gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-colour`} className="text-sm font-medium text-gray-800">
              Swatch colour
            </label>
            <input
              id={`${id}-colour`}
              type="color"
              value={colour}
              onChange={(e) => set({ swatch: e.target.value })}
              className="h-10 w-12 cursor-pointer rounded-lg border border-gray-400 bg-white p-1"
            />
          </div>
          <TextField
            label="Swatch (hex)"
            name={`${path}.options.swatch`}
            value={shown.swatch}
            placeholder="#b3262e"
            spellCheck={false}
            onChange={(e) => set({ swatch: e.target.value })}
            error={error('swatch')}
            className="min-w-0 flex-1"
          />
        </div>
        <div className="flex flex-col gap-1">
          <SelectField
            label="Size"
            name={`${path}.options.size`}
            value={shown.size}
            placeholder="No size"
            options={SIZE_OPTIONS}
            error={error('size') ?? errors[`${path}.options.sizeRank`]}
            onChange={(e) => set({ size: e.target.value })}
          />
          {rank !== null && (
            <p className="text-xs text-gray-600">
              Place on the scale: {rank} of {SIZE_SCALE.length}
            </p>
          )}
        </div>
        <TextField
          label="Pack size"
          name={`${path}.options.packSize`}
          value={shown.packSize}
          hint="A number and a unit: 50 ml, 1 L, 100 g"
          onChange={(e) => set({ packSize: e.target.value })}
          error={error('packSize')}
        />
      </div>
    </fieldset>
  );
}
