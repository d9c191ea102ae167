import type { Settings } from '@shringar/contracts/settings';
import { TextField } from '../kit/text-field';
import type { SettingField } from './settings-fields';

const inputClass =
  'rounded-lg border border-gray-400 bg-white px-3 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** One setting's input, named by its key so the server's error for it lands beside it. */
export function SettingInput({
  field,
  value,
  error,
}: {
  field: SettingField;
  value: Settings[keyof Settings];
  error?: string | undefined;
}) {
  const id = `setting-${field.key}`;
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {field.hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
  if (field.kind === 'toggle')
    return (
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            id={id}
            name={field.key}
            defaultChecked={Boolean(value)}
            className="size-4"
            aria-describedby={described}
          />
          {field.label}
        </label>
        {notes}
      </div>
    );
  if (field.kind === 'select' || field.kind === 'textarea')
    return (
      <div className={`flex flex-col gap-1 ${field.kind === 'textarea' ? 'md:col-span-2' : ''}`}>
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {field.label}
        </label>
        {field.kind === 'select' ? (
          <select
            id={id}
            name={field.key}
            defaultValue={String(value)}
            className={`h-10 ${inputClass}`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
          >
            {field.options!.map((o) => (
              <option key={String(o)} value={String(o)}>
                {String(o)
                  .replaceAll('_', ' ')
                  .toLowerCase()
                  .replace(/^\w/, (c) => c.toUpperCase())}
              </option>
            ))}
          </select>
        ) : (
          <textarea
            id={id}
            name={field.key}
            rows={3}
            defaultValue={String(value)}
            className={`py-2 ${inputClass}`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
          />
        )}
        {notes}
      </div>
    );
  const numeric = field.kind === 'rupees' || field.kind === 'number';
  return (
    <TextField
      label={field.label}
      name={field.key}
      defaultValue={Array.isArray(value) ? value.join(', ') : String(value)}
      {...(numeric
        ? { type: 'number', min: 0, step: field.kind === 'rupees' ? '0.01' : '1', inputMode: 'decimal' as const }
        : {})}
      {...(field.hint ? { hint: field.hint } : {})}
      error={error}
    />
  );
}
