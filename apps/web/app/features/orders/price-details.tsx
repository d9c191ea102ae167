import type { OrderDetails } from '@shringar/contracts/orders';
import type { ReactNode } from 'react';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { OrderSection } from './order-section';

/**
 * Spec 2 'Price Details', with each conditional row shown only when its amount is above 0, and each charge the
 * order carries (a waived one reads FREE).
 */
export function PriceDetails({ order }: { order: OrderDetails }) {
  const t = useMessages(messages);
  const { price } = useFormat();
  return (
    <OrderSection title={t.priceDetails}>
      <dl className="space-y-2 text-sm" data-testid="price-details">
        <Row label={t.subtotal}>{price(order.beforeDiscountPrice)}</Row>
        {order.discountInAmount > 0 && (
          <Row label={t.discount(order.discountInPercentage)} tone="green">
            -{price(order.discountInAmount)}
          </Row>
        )}
        {order.charges.map((charge) => (
          <Row key={charge.code} label={charge.label}>
            {charge.amount > 0 ? price(charge.amount) : <span className="text-green-700">{t.free}</span>}
          </Row>
        ))}
        {order.coupon_code_discount > 0 && (
          <Row label={t.couponDiscount(order.coupon_code ?? '')} tone="green">
            -{price(order.coupon_code_discount)}
          </Row>
        )}
        {order.wallet_amount > 0 && <Row label={t.walletUsed}>{price(order.wallet_amount)}</Row>}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
          <dt>{t.total}</dt>
          <dd>{price(order.price)}</dd>
        </div>
        {!order.isPaid && order.remaining_amount > 0 && (
          <Row label={t.remaining} tone="strong">
            {price(order.remaining_amount)}
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
