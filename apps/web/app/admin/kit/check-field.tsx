import { useId, type InputHTMLAttributes } from 'react';

/** A labelled checkbox, the label beside it and part of its name. */
export function CheckField({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-brand-600" {...input} />
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
    </div>
  );
}
