import { validateCoupon } from '@shringar/contracts/endpoints/coupons';
import { Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';
import { useErrorMessage, useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';

export type AppliedCoupon = { code: string; discount: number };

/**
 * Spec 4 'Coupon': none → applied (code and discount, with Remove) → none. The input is upper-cased as typed;
 * Apply is disabled while empty (after trimming) or busy; a refusal shows in red under the input. The order
 * value sent is the cart price, the amount the order applies the coupon to.
 */
export function CouponBox({
  applied,
  orderValue,
  onApply,
  onRemove,
  disabled,
}: {
  applied: AppliedCoupon | null;
  orderValue: number;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const message = useErrorMessage();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setError('');
    try {
      const answer = await callApi(validateCoupon, { body: { couponCode: trimmed, orderValue } });
      onApply({ code: answer.code, discount: answer.discount_amount });
      setCode('');
    } catch (err) {
      setError(err instanceof ApiError && err.status === 400 ? message(err, t.invalidCoupon) : t.invalidCoupon);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="coupon-title" className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="coupon-title" className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Tag aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t.applyCoupon}
      </h2>
      {applied ? (
        <div
          className="mt-3 flex items-center justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-3"
          data-testid="applied-coupon"
        >
          <p className="text-sm text-green-900">
            <span className="font-semibold">{applied.code}</span>
            {t.couponApplied(f.price(applied.discount))}
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
            <X aria-hidden="true" className="h-4 w-4" />
            {t.remove}
          </Button>
        </div>
      ) : (
        <form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t.couponCode}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.toUpperCase());
                setError('');
              }}
              placeholder={t.enterCoupon}
              maxLength={40}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm uppercase placeholder:normal-case focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              data-testid="coupon-input"
            />
            <Button type="submit" variant="secondary" disabled={!code.trim() || busy || disabled}>
              {busy ? t.applying : t.apply}
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="mt-2 text-sm text-red-700" data-testid="coupon-error">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
