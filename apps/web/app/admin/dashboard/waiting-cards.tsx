import type { DashboardAnswer } from '@shringar/contracts/dashboard';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';

/** What is waiting for the team, each leading to its list. */
export function WaitingCards({ data }: { data: DashboardAnswer }) {
  const cards = [
    {
      label: 'Low-stock variants',
      value: data.lowStock.count,
      hint: `${data.lowStock.threshold} or fewer in stock`,
      to: '#low-stock-heading',
    },
    {
      label: 'Unpaid drafts',
      value: data.unpaidDrafts,
      hint: 'Online orders waiting for payment; they expire on their own',
      to: undefined,
    },
    {
      label: 'Call-backs waiting',
      value: data.callbacksWaiting,
      hint: 'Shoppers who asked us to call',
      to: `${adminPaths.callbacks}?status=NEW`,
    },
  ];
  return (
    <section aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" className="text-lg font-semibold text-gray-900">
        Waiting for you
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-3">
        {cards.map((c) => {
          const body = (
            <>
              <span className="block text-sm text-gray-700">{c.label}</span>
              <span className="mt-1 block text-2xl font-semibold text-gray-900 tabular-nums">{c.value}</span>
              <span className="mt-1 block text-xs text-gray-600">{c.hint}</span>
            </>
          );
          const box = 'block rounded-xl border border-gray-200 bg-white p-3';
          return (
            <li key={c.label}>
              {c.to ? (
                <Link
                  to={c.to}
                  className={`${box} hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600`}
                >
                  {body}
                </Link>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The variants running lowest, so a reorder can start from here. */
export function LowStockTable({ lowStock }: { lowStock: DashboardAnswer['lowStock'] }) {
  if (lowStock.variants.length === 0) return null;
  return (
    <section aria-labelledby="low-stock-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="low-stock-heading" className="font-semibold text-gray-900">
        Running low
      </h2>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-gray-700">
              <th scope="col" className="py-1 pr-3 font-medium">
                Product
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Variant
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                SKU
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                In stock
              </th>
            </tr>
          </thead>
          <tbody>
            {lowStock.variants.map((v) => (
              <tr key={v.variantId} className="border-b border-gray-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  <Link
                    to={adminPaths.product(v.productId)}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {v.productName}
                  </Link>
                </th>
                <td className="py-1 pr-3 text-gray-900">{v.variantName}</td>
                <td className="py-1 pr-3 font-mono text-xs text-gray-800">{v.sku}</td>
                <td
                  className={`py-1 text-right tabular-nums ${v.stock === 0 ? 'font-semibold text-red-700' : 'text-gray-900'}`}
                >
                  {v.stock === 0 ? 'Sold out' : v.stock}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
