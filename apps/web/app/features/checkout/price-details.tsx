import { toRupees } from '@shringar/contracts/money';
import type { PriceBreakdown } from '@shringar/contracts/pricing';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import type { CheckoutTextsFor } from './checkout-wording';
import { messages } from './messages';

function Row({ label, value, tone }: { label: string; value: string; tone?: 'saving' | 'total' }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${tone === 'total' ? 'border-t border-gray-200 pt-3' : ''}`}>
      <dt className={tone === 'total' ? 'font-semibold text-gray-900' : 'text-gray-700'}>{label}</dt>
      <dd
        className={
          tone === 'saving'
            ? 'font-medium text-green-700'
            : tone === 'total'
              ? 'font-semibold text-gray-900'
              : 'text-gray-900'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Spec 2 price details: price for N items, discount, coupon discount (only above 0), purchase price, each charge
 * of the order (delivery, and COD when it pays; a waived one reads FREE) and the total amount.
 */
export function PriceDetails({ price, texts }: { price: PriceBreakdown; texts: CheckoutTextsFor }) {
  const t = useMessages(messages);
  const f = useFormat();
  const rupees = (paise: number) => f.price(toRupees(paise));
  return (
    <section aria-labelledby="price-details-title" className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="price-details-title" className="text-base font-semibold text-gray-900">
        {t.priceDetails}
      </h2>
      <dl className="mt-3 text-sm" data-testid="price-details">
        <Row label={t.price(price.itemCount)} value={rupees(price.basePricePaise)} />
        <Row label={t.discount} value={`−${rupees(price.discountPaise)}`} tone="saving" />
        {price.couponDiscountPaise > 0 && (
          <Row label={t.couponDiscount} value={`−${rupees(price.couponDiscountPaise)}`} tone="saving" />
        )}
        <Row label={t.purchasePrice} value={rupees(price.cartPricePaise)} />
        {price.charges.map((charge) => (
          <Row
            key={charge.code}
            label={texts.charge(charge)}
            value={charge.amountPaise > 0 ? rupees(charge.amountPaise) : t.free}
            {...(charge.amountPaise > 0 ? {} : { tone: 'saving' as const })}
          />
        ))}
        <Row label={t.totalAmount} value={rupees(price.totalPaise)} tone="total" />
      </dl>
    </section>
  );
}
