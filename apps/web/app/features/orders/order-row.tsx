import type { OrderRow as OrderRowData } from '@shringar/contracts/orders';
import { storePaths } from '@shringar/contracts/store-paths';
import { Truck } from 'lucide-react';
import { LocaleLink, useFormat, useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { Button } from '~/ui/button';
import { Stars } from '~/ui/stars';
import { formatDate, formatVariant } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { PayNowButton } from './pay-now-button';

/**
 * One row of My orders (spec 3 'Order list row'): the whole card opens the order's details, while 'View
 * Updates' opens the tracking modal in place. The shopper's own stars show once they have rated the item.
 */
export function OrderRow({ row, onViewUpdates }: { row: OrderRowData; onViewUpdates: (orderId: string) => void }) {
  const t = useMessages(messages);
  const f = useFormat();
  const locale = useLocale();
  const variant = formatVariant(row.variantName);
  return (
    <li
      className="relative flex gap-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md sm:gap-4 sm:p-4"
      data-testid="order-row"
    >
      <img
        src={row.orderImg}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <OrderStatusBadge status={row.orderDeliveryStatus} />
          <span className="text-xs text-gray-600">{t.orderNumber(String(row.orderId))}</span>
        </div>
        <h2 className="line-clamp-2 font-medium text-gray-900">
          {/* The stretched link makes the whole card a target without nesting the button inside a link. */}
          <LocaleLink
            to={storePaths.orderDetails(row.orderId)}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
          >
            {row.productName}
          </LocaleLink>
        </h2>
        {variant && <p className="text-sm text-gray-600">{variant}</p>}
        <p className="text-sm text-gray-700">
          <span className="font-semibold text-gray-900">{f.price(row.orderPrice)}</span>
          <span className="text-gray-600">{t.qty(row.orderItemQuantity)}</span>
          <span className="text-gray-600">{t.placed(formatDate(row.created_at, locale))}</span>
        </p>
        {row.orderDeliveryDateText && <p className="text-sm text-gray-700">{row.orderDeliveryDateText}</p>}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {row.productRating > 0 ? <Stars rating={row.productRating} /> : <span />}
          <div className="flex flex-wrap gap-2">
            {/* Only an online order still waiting for its payment is PENDING: it can be paid from here. */}
            {row.orderDeliveryStatus === 'PENDING' && (
              <PayNowButton orderId={row.orderId} size="sm" className="relative z-10" />
            )}
            <Button variant="secondary" size="sm" className="relative z-10" onClick={() => onViewUpdates(row.orderId)}>
              <Truck aria-hidden="true" className="size-4" />
              {t.viewUpdates}
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
