import type { AdminOrderView } from '@shringar/contracts/admin';
import { formatRupees } from '@shringar/contracts/money';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { OrderAddress } from './order-address';

const cell = 'border border-gray-300 px-2 py-1.5';

/** What the courier collects at the door: the cash-on-delivery part still unpaid, else nothing. */
export function cashToCollect(order: AdminOrderView['order']): number {
  return order.paymentMethods.includes('COD') && !order.isPaid ? order.remaining_amount : 0;
}

/**
 * The packing slip: a page made for printing (the console's frame and these buttons are left off the paper).
 * Items with SKU and quantity for the packer, the delivery address, and the cash to collect on delivery.
 * Without its controls it is one sheet of the bulk print (packing-slips-page.tsx).
 */
export function PackingSlipPage({ view, controls = true }: { view: AdminOrderView; controls?: boolean }) {
  const { order } = view;
  const sku = new Map(view.skus.map((s) => [s.orderItemId, s.sku]));
  const collect = cashToCollect(order);
  const units = order.orderItems.reduce((n, i) => n + i.orderItemQuantity, 0);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 bg-white p-6 text-gray-900 print:max-w-none print:p-0">
      {controls && (
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={adminPaths.order(order.id)} className="text-sm text-brand-700 hover:underline">
            ← Back to the order
          </Link>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      )}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-gray-900 pb-3">
        <div>
          <p className="text-sm tracking-wide uppercase">Shringar · packing slip</p>
          <h1 className="font-mono text-2xl font-bold">{order.id}</h1>
          <p className="text-sm">Placed {formatAdminTime(order.created_at)}</p>
        </div>
        <div className="text-right text-sm">
          <p>Tracking id: {order.tracking_id ?? '—'}</p>
          <p>
            {order.orderItems.length} {order.orderItems.length === 1 ? 'line' : 'lines'} · {units}{' '}
            {units === 1 ? 'unit' : 'units'}
          </p>
        </div>
      </header>
      <section aria-labelledby="ship-to">
        <h2 id="ship-to" className="text-sm font-semibold tracking-wide uppercase">
          Ship to
        </h2>
        <OrderAddress address={order.address} className="mt-1 text-lg leading-snug not-italic" boldPincode />
      </section>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Items to pack</caption>
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className={cell}>
              SKU
            </th>
            <th scope="col" className={cell}>
              Item
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Quantity
            </th>
            <th scope="col" className={`${cell} w-16 text-center`}>
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => (
            <tr key={item.orderItemId}>
              <td className={`${cell} font-mono`}>{sku.get(item.orderItemId) ?? '—'}</td>
              <th scope="row" className={`${cell} font-normal`}>
                {item.name}
                <span className="block text-gray-700">{item.variantName}</span>
              </th>
              <td className={`${cell} text-right text-base font-semibold`}>{item.orderItemQuantity}</td>
              <td className={`${cell} text-center`} aria-label="Tick when packed">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section
        aria-labelledby="collect"
        className={`rounded-lg border-2 p-4 ${collect > 0 ? 'border-gray-900' : 'border-gray-300'}`}
      >
        <h2 id="collect" className="text-sm font-semibold tracking-wide uppercase">
          {collect > 0 ? 'Cash on delivery' : 'Prepaid'}
        </h2>
        <p className="mt-1 text-2xl font-bold" data-testid="cod-to-collect">
          {collect > 0 ? `Collect ${formatRupees(collect)}` : 'Nothing to collect'}
        </p>
        <p className="text-sm text-gray-700">Order total {formatRupees(order.price)}</p>
      </section>
    </article>
  );
}
