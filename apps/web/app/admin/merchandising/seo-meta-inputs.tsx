import { useState } from 'react';
import { fieldError } from '../kit/form-errors';
import { SeoMetaFields } from '../kit/seo-meta-fields';

type Stored = { metaTitle: string | null; metaDescription: string | null };

/** The meta fields of a category or brand form, read from the form on save (readSeoMeta); counts update as typed. */
export function SeoMetaInputs({ editing, error }: { editing: Stored | null | undefined; error: unknown }) {
  const [values, setValues] = useState({
    metaTitle: editing?.metaTitle ?? '',
    metaDescription: editing?.metaDescription ?? '',
  });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-gray-900">Search engines</legend>
      <SeoMetaFields
        values={values}
        errors={{
          metaTitle: fieldError(error, 'metaTitle'),
          metaDescription: fieldError(error, 'metaDescription'),
        }}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
    </fieldset>
  );
}

/** The two fields from a submitted form; empty means "use the defaults". */
export const readSeoMeta = (form: FormData) => ({
  metaTitle: String(form.get('metaTitle') ?? ''),
  metaDescription: String(form.get('metaDescription') ?? ''),
});
