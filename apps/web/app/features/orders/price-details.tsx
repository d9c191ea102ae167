import { formatRupees } from '@shringar/contracts/money';
import type { OrderDetails } from '@shringar/contracts/orders';
import type { ReactNode } from 'react';
import { OrderSection } from './order-section';

/**
 * Spec 2 'Price Details', with each conditional row shown only when its amount is above 0, and each charge the
 * order carries (a waived one reads FREE).
 */
export function PriceDetails({ order }: { order: OrderDetails }) {
  return (
    <OrderSection title="Price Details">
      <dl className="space-y-2 text-sm" data-testid="price-details">
        <Row label="Subtotal">{formatRupees(order.beforeDiscountPrice)}</Row>
        {order.discountInAmount > 0 && (
          <Row label={`Discount (${order.discountInPercentage}%)`} tone="green">
            -{formatRupees(order.discountInAmount)}
          </Row>
        )}
        {order.charges.map((charge) => (
          <Row key={charge.code} label={charge.label}>
            {charge.amount > 0 ? formatRupees(charge.amount) : <span className="text-green-700">FREE</span>}
          </Row>
        ))}
        {order.coupon_code_discount > 0 && (
          <Row label={`Coupon Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`} tone="green">
            -{formatRupees(order.coupon_code_discount)}
          </Row>
        )}
        {order.wallet_amount > 0 && <Row label="Wallet Amount Used">{formatRupees(order.wallet_amount)}</Row>}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
          <dt>Total</dt>
          <dd>{formatRupees(order.price)}</dd>
        </div>
        {!order.isPaid && order.remaining_amount > 0 && (
          <Row label="Remaining Amount" tone="strong">
            {formatRupees(order.remaining_amount)}
          </Row>
        )}
      </dl>
    </OrderSection>
  );
}

function Row({ label, children, tone }: { label: string; children: ReactNode; tone?: 'green' | 'strong' }) {
  const value =
    tone === 'green' ? 'text-green-700' : tone === 'strong' ? 'font-semibold text-gray-900' : 'text-gray-900';
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-700">{label}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}
