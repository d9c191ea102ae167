import { storePaths } from '@shringar/contracts/store-paths';
import { CheckCircle2 } from 'lucide-react';
import { useLocation } from 'react-router';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { useProfile } from '~/features/profile/profile.public';
import { buttonClass } from '~/ui/button';
import { paymentMessages } from './messages';
import type { OrderSuccessState } from './payment-outcome-state';

/** The router state, else the URL's copy (a reload keeps the order id); nothing when opened bare. */
function readState(state: unknown, search: string): OrderSuccessState | null {
  const s = state as Partial<OrderSuccessState> | null;
  if (s && typeof s.orderId === 'string') return { orderId: s.orderId, paymentId: s.paymentId ?? null };
  const params = new URLSearchParams(search);
  const orderId = params.get('orderId');
  return orderId ? { orderId, paymentId: params.get('paymentId') } : null;
}

/**
 * Where the confirmation goes: an e-mail only to a shopper who gave an address (the store sends none
 * otherwise); every shopper gets the in-app notification.
 */
function UpdatesLine() {
  const { data: profile } = useProfile();
  const t = useMessages(paymentMessages);
  if (!profile) return null;
  return (
    <p className="mt-4 text-sm text-gray-600" data-testid="success-updates">
      {profile.email.trim() ? t.emailComing(profile.email.trim()) : t.updatesIn}
    </p>
  );
}

/**
 * Spec 2 'Order success': the order and payment ids when known, 'Track Your Order' and 'Continue Shopping'.
 * Opened without an order it says where to find orders instead of claiming one was placed.
 */
export function OrderSuccessPage() {
  const location = useLocation();
  const t = useMessages(paymentMessages);
  const order = readState(location.state, location.search);
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-12 text-center">
      {order ? (
        <>
          <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-green-600" />
          <h1 className="mt-4 text-2xl font-bold text-gray-900">{t.placed}</h1>
          <dl className="mt-6 w-full rounded-2xl border border-gray-200 bg-white p-5 text-left text-sm">
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-gray-600">{t.orderId}</dt>
              <dd className="font-semibold text-gray-900" data-testid="success-order-id">
                {order.orderId}
              </dd>
            </div>
            {order.paymentId && (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">{t.paymentId}</dt>
                <dd className="break-all font-semibold text-gray-900" data-testid="success-payment-id">
                  {order.paymentId}
                </dd>
              </div>
            )}
          </dl>
          <UpdatesLine />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-gray-900">{t.noRecentOrder}</h1>
          <p className="mt-3 text-sm text-gray-600">{t.ordersAlwaysThere}</p>
        </>
      )}
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <LocaleLink to={storePaths.orders} className={buttonClass('primary', 'lg')}>
          {t.track}
        </LocaleLink>
        <LocaleLink to={storePaths.home} className={buttonClass('secondary', 'lg')}>
          {t.continueShopping}
        </LocaleLink>
      </div>
    </main>
  );
}
