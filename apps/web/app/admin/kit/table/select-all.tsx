import { useEffect, useRef } from 'react';

/** 'Select all on this page': a real checkbox, mixed (aria-checked) while only some rows are chosen. */
export function SelectAll({
  count,
  all,
  some,
  onChange,
}: {
  count: number;
  all: boolean;
  some: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-gray-800">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 accent-brand-600"
      />
      Select all {count} on this page
    </label>
  );
}
