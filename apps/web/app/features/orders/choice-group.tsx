import type { ReactNode } from 'react';

/** A radio group of the order forms: its question as the legend and, under the choices, what is missing. */
export function ChoiceGroup({
  legend,
  errorId,
  error,
  children,
}: {
  legend: string;
  /** Id of the error line, which the fieldset points to while it shows. */
  errorId: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-900">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One choice of a ChoiceGroup: the whole row is the radio's label, outlined in the brand colour when chosen. */
export function ChoiceRow({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string;
  value: number;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-gray-200 hover:border-gray-300'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className="size-4 accent-brand-600"
      />
      <span className="text-gray-900">{children}</span>
    </label>
  );
}
