import { toRupees } from '@shringar/contracts/money';
import type { ChoiceContext } from '@shringar/contracts/payment-choice';
import type { PaymentMethod, PriceBreakdown } from '@shringar/contracts/pricing';
import { Lock } from 'lucide-react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { useOnline } from '~/ui/use-online';
import type { CheckoutData } from './api/checkout-data';
import type { CheckoutTextsFor } from './checkout-wording';
import { messages } from './messages';
import { type AppliedCoupon, CouponBox } from './coupon-box';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { PriceDetails } from './price-details';

/** Step 2, 'Payment': coupon, wallet and methods, the order summary, the totals and the pay button. */
export function PaymentStep({
  data,
  price,
  methods,
  ctx,
  codDetail,
  coupon,
  onCoupon,
  onChoose,
  onPay,
  processing,
  texts,
}: {
  data: CheckoutData;
  price: PriceBreakdown;
  methods: readonly PaymentMethod[];
  ctx: ChoiceContext;
  codDetail: string;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  onChoose: (method: PaymentMethod) => void;
  onPay: () => void;
  processing: boolean;
  texts: CheckoutTextsFor;
}) {
  const t = useMessages(messages);
  const button = texts.payButton(price, { processing });
  // Paying needs the network: offline, the button waits and says why.
  const online = useOnline();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start">
      <div className="grid gap-4">
        <CouponBox
          applied={coupon}
          orderValue={toRupees(price.cartPricePaise)}
          onApply={onCoupon}
          onRemove={() => onCoupon(null)}
          disabled={processing}
        />
        <PaymentMethods
          methods={methods}
          price={price}
          ctx={ctx}
          codDetail={codDetail}
          onChoose={onChoose}
          disabled={processing}
          warning={button.needsAnotherMethod ? texts.problem(price.problem!) : null}
          texts={texts}
        />
        <OrderSummary lines={data.lines} />
      </div>
      <div className="grid gap-4 lg:sticky lg:top-4">
        <PriceDetails price={price} texts={texts} />
        {price.problem && !button.needsAnotherMethod && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="pay-problem">
            {texts.problem(price.problem)}
          </p>
        )}
        {!online && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="offline-notice">
            {t.offline}
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          disabled={button.disabled || !online}
          aria-busy={processing}
          onClick={onPay}
          data-testid="pay-button"
        >
          <Lock aria-hidden="true" className="h-4 w-4" />
          {button.text}
        </Button>
      </div>
    </div>
  );
}
