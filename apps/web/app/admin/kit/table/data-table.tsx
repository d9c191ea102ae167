import type { ReactNode } from 'react';

/** One column: its header (text, or a control such as a sort button, with `label` its text) and each row's cell. */
export type Column<T> = {
  label: string;
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes of the cells, e.g. whitespace-nowrap for amounts and dates. */
  className?: string;
  /** A column the rows are sorted by (or may be): its header's aria-sort. */
  ariaSort?: 'ascending' | 'descending' | 'none';
};

const cellBase = 'px-3 py-2 max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1';
/** On a phone each cell shows its column's name before its value, the row a card of label–value lines. */
const narrowLabel =
  'max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-gray-600 max-sm:before:content-[attr(data-label)]';

/**
 * A console table: a caption for screen readers, one header per column, the first column each row's header.
 * Below the small breakpoint the rows become cards (each value under its column's name) instead of a table
 * scrolled sideways, so a phone shows every column, the row's actions included.
 */
export function DataTable<T>({
  caption,
  columns: [head, ...columns],
  rows,
  rowKey,
  rowProps,
  wide = false,
}: {
  caption: string;
  columns: [Column<T>, ...Column<T>[]];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Attributes of a row's element, e.g. a test id. */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  /** Many columns: between the small breakpoint and this width the table scrolls sideways, not squeezed. */
  wide?: boolean;
}) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white sm:overflow-x-auto">
      <table className={`w-full text-left text-sm max-sm:block ${wide ? 'sm:min-w-[44rem]' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-800 max-sm:sr-only">
          <tr>
            {[head, ...columns].map((column) => (
              <th key={column.label} scope="col" aria-sort={column.ariaSort} className="px-3 py-2 font-semibold">
                {column.header ?? column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-b border-gray-100 align-top last:border-0 max-sm:block max-sm:px-4 max-sm:py-3"
              {...rowProps?.(row)}
            >
              <th
                scope="row"
                className={`${cellBase} font-medium text-gray-900 max-sm:text-base ${head.className ?? ''}`}
              >
                {head.cell(row)}
              </th>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={`${cellBase} ${narrowLabel} text-gray-800 ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
