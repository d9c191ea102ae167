import { toRupees } from '@shringar/contracts/money';
import { type ChoiceContext, methodStates } from '@shringar/contracts/payment-choice';
import { isPaymentCharge, type PaymentMethod, type PriceBreakdown } from '@shringar/contracts/pricing';
import { Banknote, CreditCard, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import type { CheckoutTextsFor } from './checkout-wording';
import { messages } from './messages';

function Choice({
  type,
  checked,
  disabled,
  onChange,
  icon,
  title,
  detail,
  testId,
}: {
  type: 'checkbox' | 'radio';
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  icon: ReactNode;
  title: string;
  detail: string;
  testId: string;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-xl border p-4 ${
        checked ? 'border-brand-600 bg-brand-50' : 'border-gray-200 bg-white'
      } ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-brand-600'}`}
    >
      <input
        type={type}
        name={type === 'radio' ? 'payment-method' : undefined}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 h-4 w-4 accent-brand-600"
        data-testid={testId}
      />
      <span className="text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 text-sm">
        <span className="block font-semibold text-gray-900">{title}</span>
        <span className="block text-gray-600">{detail}</span>
      </span>
    </label>
  );
}

/**
 * Spec 4 'Payment method selection': WALLET a checkbox that combines, ONLINE and COD radios that exclude each
 * other; disabled as the rules in contracts say. Shows the balance, the warning when the wallet alone leaves a
 * remainder, and what is collected on delivery with COD.
 */
export function PaymentMethods({
  methods,
  price,
  ctx,
  codDetail,
  onChoose,
  disabled,
  warning,
  texts,
}: {
  methods: readonly PaymentMethod[];
  price: PriceBreakdown;
  ctx: ChoiceContext;
  /** The COD option's line (codOptionDetail: the live settings through the charge rules). */
  codDetail: string;
  onChoose: (method: PaymentMethod) => void;
  disabled: boolean;
  warning: string | null;
  texts: CheckoutTextsFor;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const rupees = (paise: number) => f.price(toRupees(paise));
  const state = methodStates(methods, ctx);
  return (
    <fieldset className="rounded-2xl border border-gray-200 bg-white p-5">
      <legend className="sr-only">{t.paymentMethod}</legend>
      <h2 aria-hidden="true" className="text-base font-semibold text-gray-900">
        {t.paymentMethod}
      </h2>
      <p className="mt-1 text-sm text-gray-700" data-testid="wallet-balance">
        {t.walletBalance}
        <span className="font-semibold text-gray-900">{rupees(ctx.walletBalancePaise)}</span>
      </p>
      <div className="mt-3 grid gap-3">
        <Choice
          type="checkbox"
          checked={methods.includes('WALLET')}
          disabled={disabled || state.walletDisabled}
          onChange={() => onChoose('WALLET')}
          icon={<Wallet className="h-5 w-5" />}
          title={t.wallet}
          detail={
            methods.includes('WALLET')
              ? t.fromWallet(rupees(price.walletUsedPaise))
              : t.useBalance(rupees(ctx.walletBalancePaise))
          }
          testId="method-wallet"
        />
        <Choice
          type="radio"
          checked={methods.includes('ONLINE')}
          disabled={disabled || state.onlineDisabled}
          onChange={() => onChoose('ONLINE')}
          icon={<CreditCard className="h-5 w-5" />}
          title={t.payOnline}
          detail={t.onlineDetail}
          testId="method-online"
        />
        <Choice
          type="radio"
          checked={methods.includes('COD')}
          disabled={disabled || state.codDisabled}
          onChange={() => onChoose('COD')}
          icon={<Banknote className="h-5 w-5" />}
          title={t.cod}
          detail={codDetail}
          testId="method-cod"
        />
      </div>
      {warning && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="method-warning">
          {warning}
        </p>
      )}
      {price.remainderMethod === 'COD' && (
        <p className="mt-3 text-sm text-gray-800" data-testid="cod-due">
          {t.dueOnDelivery}
          <span className="font-semibold">{rupees(price.remainingPaise)}</span>
          {price.charges
            .filter((c) => isPaymentCharge(c) && c.amountPaise > 0)
            .map((c) => (
              <span key={c.code}>{t.includes(`${rupees(c.amountPaise)} ${texts.charge(c)}`)}</span>
            ))}
        </p>
      )}
    </fieldset>
  );
}
