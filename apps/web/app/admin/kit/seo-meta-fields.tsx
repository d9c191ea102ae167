import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '@shringar/contracts/seo-meta';
import { TextField } from './text-field';

type Values = { metaTitle: string; metaDescription: string };

/**
 * Meta title and description of a product, category or brand, each with a live count against what a results
 * page shows; empty means the store computes one from the name and text.
 */
export function SeoMetaFields({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  onChange: (field: keyof Values, value: string) => void;
}) {
  const count = (value: string, max: number) =>
    `${value.trim().length} of ${max} characters. Leave empty to use the name and description.`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Meta title"
        name="metaTitle"
        value={values.metaTitle}
        maxLength={META_TITLE_MAX}
        error={errors.metaTitle}
        hint={count(values.metaTitle, META_TITLE_MAX)}
        onChange={(e) => onChange('metaTitle', e.target.value)}
      />
      <TextField
        label="Meta description"
        name="metaDescription"
        value={values.metaDescription}
        maxLength={META_DESCRIPTION_MAX}
        error={errors.metaDescription}
        hint={count(values.metaDescription, META_DESCRIPTION_MAX)}
        onChange={(e) => onChange('metaDescription', e.target.value)}
      />
    </div>
  );
}
