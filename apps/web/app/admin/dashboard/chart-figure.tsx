import type { ReactNode } from 'react';

/**
 * A chart with its table: the drawing is for the eye (hidden from assistive technology, which reads the
 * table), the table is the same data for screen readers, keyboards and anyone who wants the numbers.
 */
export function ChartFigure({
  id,
  title,
  chart,
  head,
  rows,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <figure aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4">
      <figcaption id={id} className="font-semibold text-gray-900">
        {title}
      </figcaption>
      <div aria-hidden="true" className="mt-3 h-56">
        {chart}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">Show as a table</summary>
        {/* Scrolls on a narrow screen: a keyboard user reaches it with Tab and scrolls it with the arrow keys. */}
        <div
          className="mt-2 max-h-72 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600"
          role="region"
          aria-label={`${title}, as a table`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                {head.map((h, i) => (
                  <th key={h} scope="col" className={`py-1 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])} className="border-b border-gray-100">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-1 pr-3 font-normal text-gray-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="py-1 pr-3 text-right text-gray-900 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
