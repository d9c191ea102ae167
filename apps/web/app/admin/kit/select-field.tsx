import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** [value, text] pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  /** The first option, for "none chosen" (value ''). */
  placeholder?: string | undefined;
  error?: string | undefined;
};

/** A labelled select whose error is read with it (aria-describedby), the select twin of TextField. */
export function SelectField({ label, options, placeholder, error, ...select }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-10 rounded-lg border border-gray-400 bg-white px-2 text-gray-900"
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
