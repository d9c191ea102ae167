import { useId } from 'react';
import { useSearchParams } from 'react-router';

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
  const id = useId();
  const [search] = useSearchParams();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={search.get(name) ?? ''}
        className="h-10 rounded-lg border border-gray-400 bg-white px-2 text-gray-900"
      >
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
