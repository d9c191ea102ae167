import type { CustomerView, WalletLedgerRow } from '@shringar/contracts/admin-customers';
import { formatRupees } from '@shringar/contracts/money';
import { orderStatusLabel } from '@shringar/contracts/orders';
import type { Pagination } from '@shringar/contracts/pagination';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { CodStandingPanel } from './cod-standing-panel';
import { formatAdminTime } from '../kit/format-time';
import { Pager } from '../kit/table/pager';
import { WalletAdjustForm } from './wallet-adjust-form';
import { WalletLedgerTable } from './wallet-ledger-table';

const card = 'rounded-xl border border-gray-200 bg-white p-4';

/** One shopper: who they are, where they receive orders, their latest orders, and their wallet. */
export function CustomerPage({
  view,
  ledger,
  canAdjust,
}: {
  view: CustomerView;
  ledger: { walletAmount: number; items: WalletLedgerRow[]; pagination: Pagination };
  canAdjust: boolean;
}) {
  const { customer, addresses, recentOrders } = view;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={adminPaths.customers} className="text-sm text-brand-700 hover:underline">
          ← All customers
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">{customer.name || `Shopper ${customer.userId}`}</h1>
        <p className="mt-1 text-gray-700">
          {customer.phone}
          {customer.email && ` · ${customer.email}`} · joined {formatAdminTime(customer.joinedAt)}
        </p>
      </div>
      <p role="status" className={notice ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {notice}
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="orders-heading" className={card}>
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="orders-heading" className="font-semibold text-gray-900">
                Orders ({customer.orderCount})
              </h2>
              {customer.orderCount > recentOrders.length && (
                <Link
                  to={`${adminPaths.orders}?phone=${customer.phone}`}
                  className="text-sm text-brand-700 hover:underline"
                >
                  All their orders
                </Link>
              )}
            </div>
            {recentOrders.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">No orders yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-gray-100 text-sm">
                {recentOrders.map((o) => (
                  <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      <Link to={adminPaths.order(o.id)} className="font-mono text-brand-700 hover:underline">
                        {o.id}
                      </Link>
                      <span className="block text-gray-600">
                        {formatAdminTime(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} ·{' '}
                        {o.paymentMethods.join(', ')}
                      </span>
                    </span>
                    <span className="text-right">
                      {formatRupees(o.total)}
                      <span className="block text-gray-600">{orderStatusLabel(o.status)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="ledger-heading" className={card}>
            <h2 id="ledger-heading" className="mb-2 font-semibold text-gray-900">
              Wallet ledger
            </h2>
            <WalletLedgerTable rows={ledger.items} />
            <Pager pagination={ledger.pagination} label="Ledger pages" />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="wallet-heading" className={card}>
            <h2 id="wallet-heading" className="font-semibold text-gray-900">
              Wallet
            </h2>
            <p className="mt-1 text-2xl font-semibold text-gray-900" data-testid="wallet-balance">
              {formatRupees(ledger.walletAmount)}
            </p>
            {canAdjust && (
              <div className="mt-4">
                <WalletAdjustForm
                  userId={customer.userId}
                  shopper={customer.name || `Shopper ${customer.userId}`}
                  onDone={(message) => {
                    setNotice(message);
                    void revalidator.revalidate();
                  }}
                />
              </div>
            )}
          </section>
          <section aria-labelledby="cod-heading" className={card}>
            <h2 id="cod-heading" className="mb-2 font-semibold text-gray-900">
              Cash on delivery
            </h2>
            <CodStandingPanel
              userId={customer.userId}
              cod={view.cod}
              canSwitch={canAdjust}
              onDone={(message) => {
                setNotice(message);
                void revalidator.revalidate();
              }}
            />
          </section>
          <section aria-labelledby="addresses-heading" className={card}>
            <h2 id="addresses-heading" className="font-semibold text-gray-900">
              Addresses
            </h2>
            {addresses.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">No saved addresses.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-3 text-sm text-gray-800">
                {addresses.map((a) => (
                  <li key={a.id}>
                    <address className="not-italic">
                      {a.name}
                      {a.isDefault && <span className="ml-2 rounded bg-gray-100 px-1.5 text-xs">Default</span>}
                      <br />
                      {a.address}
                      {a.landmark && `, ${a.landmark}`}
                      <br />
                      {a.city}, {a.state} {a.pincode} · {a.phone}
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
