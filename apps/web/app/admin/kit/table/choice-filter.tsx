import { useSearchParams } from 'react-router';
import { SelectField } from '../select-field';

/** A select of a GET filter form, showing the URL's current value ('' is `any`). */
export function ChoiceFilter({
  name,
  label,
  options,
  any = 'Any',
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  any?: string;
}) {
  const [search] = useSearchParams();
  return (
    <SelectField label={label} name={name} defaultValue={search.get(name) ?? ''} placeholder={any} options={options} />
  );
}
