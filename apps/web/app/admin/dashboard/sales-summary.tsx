import type { SalesSummary } from '@shringar/contracts/dashboard';
import { formatRupees } from '@shringar/contracts/money';
import { percent } from './dashboard-format';

/** One period's figures as a description list of cards. */
export function SalesSummaryCards({ title, id, summary }: { title: string; id: string; summary: SalesSummary }) {
  const figures: [string, string, string?][] = [
    ['Orders', String(summary.orders)],
    [
      'Revenue',
      formatRupees(summary.revenue),
      'Orders not cancelled, less refunded returns; delivery and COD charges included',
    ],
    ['Average order value', formatRupees(summary.averageOrderValue)],
    ['COD share', percent(summary.codShare), `${summary.codOrders} of ${summary.orders} orders pay on delivery`],
    ['Cancellations', String(summary.cancellations)],
    ['Returns requested', String(summary.returns)],
  ];
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-6">
        {figures.map(([label, value, hint]) => (
          <div key={label} className="rounded-xl border border-gray-200 bg-white p-3">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-gray-900 tabular-nums">{value}</dd>
            {hint && <dd className="mt-1 text-xs text-gray-600">{hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
