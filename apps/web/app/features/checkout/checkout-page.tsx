import { DEFAULT_METHODS, choosePaymentMethod, normaliseMethods } from '@shringar/contracts/payment-choice';
import type { PaymentMethod } from '@shringar/contracts/pricing';
import { storePaths } from '@shringar/contracts/store-paths';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { LocaleLink, useErrorMessage, useLocale, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { buttonClass } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { useSignedIn } from '~/ui/use-signed-in';
import { type CheckoutData, type CheckoutSource, useCheckoutData } from './api/checkout-data';
import { choiceContext, codOptionDetail, priceSelection } from './checkout-pricing';
import type { AppliedCoupon } from './coupon-box';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { checkoutSourceFrom } from './checkout-paths';
import { useCheckoutTexts } from './checkout-wording';
import { usePlaceOrder } from './use-place-order';
import { messages } from './messages';

function Loading() {
  const t = useMessages(messages);
  return (
    <p role="status" className="py-16 text-center text-gray-600" data-testid="checkout-loading">
      {t.loading}
    </p>
  );
}

/**
 * Spec 2 'Checkout': two steps, Review Order then Payment. Signed-out shoppers go to sign in and come back here
 * (with Buy Now's variant): the account group's sign-in guard sends them. The back arrow leaves on step 1 and returns to step 1 from step 2.
 */
export function CheckoutPage() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const navigate = useLocaleNavigate();
  const t = useMessages(messages);
  const message = useErrorMessage();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  const source = useMemo(() => checkoutSourceFrom(location.search), [location.search]);
  const query = useCheckoutData(source, hydrated && signedIn);

  let body;
  if (!hydrated || !signedIn || query.isPending) body = <Loading />;
  else if (query.isError)
    body = (
      <ErrorState
        title={t.loadFailed}
        message={message(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.lines.length === 0)
    body = (
      <EmptyState
        icon={<ShoppingBag aria-hidden="true" className="h-10 w-10" />}
        title={source.kind === 'cart' ? t.cartEmpty : t.itemUnavailable}
        message={source.kind === 'cart' ? t.startShopping : t.outOfStock}
        action={
          <LocaleLink to={storePaths.home} className={buttonClass('primary')}>
            {t.continueShopping}
          </LocaleLink>
        }
      />
    );
  else return <CheckoutSteps data={query.data} source={source} />;

  return <CheckoutFrame title={t.checkout} onBack={() => navigate(-1)} body={body} />;
}

function CheckoutFrame({ title, onBack, body }: { title: string; onBack: () => void; body: React.ReactNode }) {
  const t = useMessages(messages);
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="mb-5 flex items-center gap-3">
        <button
          type="button"
          onClick={onBack}
          aria-label={t.back}
          className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white hover:border-brand-600"
          data-testid="checkout-back"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
      </div>
      {body}
    </main>
  );
}

function CheckoutSteps({ data, source }: { data: CheckoutData; source: CheckoutSource }) {
  const navigate = useLocaleNavigate();
  const t = useMessages(messages);
  const locale = useLocale();
  const [step, setStep] = useState<1 | 2>(1);
  const [chosen, setChosen] = useState<PaymentMethod[]>([...DEFAULT_METHODS]);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const { place, processing } = usePlaceOrder();
  const texts = useCheckoutTexts(data.settings);

  const inputs = {
    lines: data.lines,
    settings: data.settings,
    couponDiscount: coupon?.discount ?? 0,
    walletAmount: data.walletAmount,
    pincode: data.address?.pincode ?? null,
    isCodAllowed: data.isCodAllowed,
  };
  const ctx = choiceContext(inputs);
  // A coupon can make the wallet cover everything (or no longer): the rules keep the selection valid.
  const methods = normaliseMethods(chosen, ctx);
  const price = priceSelection({ ...inputs, methods });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const body =
    step === 1 ? (
      <ReviewStep address={data.address} price={price} texts={texts} onContinue={() => setStep(2)} />
    ) : (
      <PaymentStep
        data={data}
        price={price}
        methods={methods}
        ctx={ctx}
        codDetail={codOptionDetail(inputs, methods, locale)}
        coupon={coupon}
        onCoupon={setCoupon}
        onChoose={(m) => setChosen(choosePaymentMethod(methods, m, ctx))}
        processing={processing}
        texts={texts}
        onPay={() =>
          void place({
            source,
            methods: price.methods,
            couponCode: coupon?.code ?? '',
            addressId: data.address?.id ?? null,
            settings: data.settings,
            hasLines: data.lines.length > 0,
          })
        }
      />
    );

  return (
    <CheckoutFrame
      title={step === 1 ? t.reviewOrder : t.payment}
      onBack={() => (step === 2 ? setStep(1) : navigate(-1))}
      body={
        <>
          <ol className="mb-5 flex items-center gap-2 text-sm" aria-label={t.steps}>
            <li
              className={step === 1 ? 'font-semibold text-brand-700' : 'text-gray-600'}
              aria-current={step === 1 ? 'step' : undefined}
            >
              {t.stepReview}
            </li>
            <li aria-hidden="true" className="text-gray-400">
              /
            </li>
            <li
              className={step === 2 ? 'font-semibold text-brand-700' : 'text-gray-600'}
              aria-current={step === 2 ? 'step' : undefined}
            >
              {t.stepPayment}
            </li>
          </ol>
          {!data.settings.isAppActive && (
            <p
              role="status"
              data-testid="checkout-store-closed"
              className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <strong className="font-semibold">{t.pausedTitle}</strong> {data.settings.appInactiveMessage.trim()}
              {t.cartKept}
            </p>
          )}
          {body}
        </>
      }
    />
  );
}
