import type { CsvPreviewKind, CsvPreviewRecord } from '@shringar/contracts/admin-product-csv';

const KIND_LABELS: Record<CsvPreviewKind, string> = {
  created: 'New',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

const KIND_STYLES: Record<CsvPreviewKind, string> = {
  created: 'bg-green-100 text-green-900',
  updated: 'bg-blue-100 text-blue-900',
  unchanged: 'bg-gray-100 text-gray-800',
  refused: 'bg-red-100 text-red-900',
};

/** Long values (a description) shortened for the table; the file holds the whole text. */
const short = (value: string) => (value.length > 80 ? `${value.slice(0, 77)}…` : value || '(empty)');

function Details({ item }: { item: CsvPreviewRecord }) {
  if (item.kind === 'refused')
    return (
      <ul className="flex flex-col gap-1">
        {item.refused.map((r, i) => (
          <li key={i}>
            <span className="font-mono text-xs text-gray-700">{r.field}</span>: {r.reason}
          </li>
        ))}
      </ul>
    );
  if (item.kind === 'created') return <span>{item.productId ? 'New variant of this product' : 'New product'}</span>;
  if (item.kind === 'unchanged') return <span className="text-gray-700">Same as stored</span>;
  return (
    <ul className="flex flex-col gap-1">
      {item.changes.map((c) => (
        <li key={c.column} className="break-words">
          <span className="font-mono text-xs text-gray-700">{c.column}</span>: {short(c.from)} → {short(c.to)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The preview, one row per record. Below the md breakpoint each row is a stacked card (no sideways scrolling,
 * so the record number and outcome stay in view at 390 px).
 */
export function CsvPreviewTable({ items }: { items: CsvPreviewRecord[] }) {
  const cell = 'block px-3 py-1 md:table-cell md:py-2 md:align-top';
  const label = 'mr-1 font-medium text-gray-600 md:hidden';
  return (
    <table className="block w-full text-left text-sm md:table">
      <caption className="sr-only">What Apply will do, record by record</caption>
      <thead className="hidden border-b border-gray-200 bg-gray-50 md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
            Record
          </th>
          <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
            Outcome
          </th>
          <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
            SKU and product
          </th>
          <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
            What changes
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {items.map((item) => (
          <tr
            key={item.record}
            data-testid="preview-record"
            data-kind={item.kind}
            className="block border-b border-gray-100 py-2 last:border-0 md:table-row md:py-0"
          >
            <th scope="row" className={`${cell} font-medium text-gray-900`}>
              <span className={label}>Record</span>
              {item.record}
            </th>
            <td className={cell}>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_STYLES[item.kind]}`}>
                {KIND_LABELS[item.kind]}
              </span>
            </td>
            <td className={`${cell} break-words text-gray-900`}>
              <span className="font-mono">{item.sku || '(no SKU)'}</span>
              <span className="text-gray-700"> · {item.slug || '(no slug)'}</span>
            </td>
            <td className={`${cell} text-gray-800`}>
              <Details item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
