import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { TextField } from '../text-field';
import { QueryForm } from '../query-form';

/** Grid classes written out whole, so the style build finds them. */
const LAYOUTS = {
  /** Four fields a row on a wide screen, two on a tablet. */
  four: { grid: 'sm:grid-cols-2 lg:grid-cols-4', row: 'sm:col-span-2 lg:col-span-4' },
  three: { grid: 'sm:grid-cols-2 lg:grid-cols-3', row: 'sm:col-span-2 lg:col-span-3' },
  /** One search box, one choice, then the buttons. */
  search: { grid: 'sm:grid-cols-[1fr_12rem_auto]', row: 'sm:col-span-3' },
} as const;

/**
 * A console table's filters, in the URL (a GET form): a filtered list can be bookmarked and shared, and the
 * table's sort is kept (`keep`). Search applies them, Clear goes back to `clearTo`; a filter the server refused shows
 * below, read out as it appears.
 */
export function FilterForm({
  label,
  clearTo,
  layout,
  error,
  actionsOnOwnRow = false,
  keep = ['sort'],
  children,
}: {
  /** The search landmark's name, e.g. "Find orders". */
  label: string;
  clearTo: string;
  layout: keyof typeof LAYOUTS;
  error?: string | undefined;
  /** The buttons take a row of their own instead of the next cell. */
  actionsOnOwnRow?: boolean;
  /** What of the URL the form carries along unseen (a filter that is itself a field is not kept twice). */
  keep?: readonly string[];
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const { grid, row } = LAYOUTS[layout];
  return (
    <QueryForm
      role="search"
      aria-label={label}
      className={`grid gap-4 rounded-xl border border-gray-200 bg-white p-4 ${grid}`}
    >
      {children}
      {keep.map((name) => {
        const value = search.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <div className={`flex items-end gap-2${actionsOnOwnRow ? ` ${row}` : ''}`}>
        <Button type="submit">Search</Button>
        <Link to={clearTo} className={buttonClass('secondary')}>
          Clear
        </Link>
      </div>
      {error && (
        <p role="alert" className={`rounded-lg bg-red-50 p-3 text-sm text-red-800 ${row}`}>
          {error}
        </p>
      )}
    </QueryForm>
  );
}

/** A text filter showing the URL's current value. */
export function TextFilter({
  name,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string }) {
  const [search] = useSearchParams();
  return <TextField name={name} defaultValue={search.get(name) ?? ''} {...input} />;
}
