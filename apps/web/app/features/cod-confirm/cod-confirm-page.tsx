import type { CodLinkProof } from '@shringar/contracts/cod-confirmation';
import { storePaths } from '@shringar/contracts/store-paths';
import { ApiError } from '~/lib/api-error';
import { LocaleLink, useErrorMessage, useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button, buttonClass } from '~/ui/button';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useCodConfirmation, useCodDecision } from './cod-confirm-api';
import { messages } from './messages';

/**
 * /cod-confirm/{id}?expires&sig: the page the order-placed message links a COD order waiting for confirmation
 * to. The shopper sees what they ordered and what they will pay on delivery, and confirms or cancels it.
 */
export function CodConfirmPage({ orderId, proof }: { orderId: string; proof: CodLinkProof }) {
  const view = useCodConfirmation(orderId, proof);
  const decide = useCodDecision(orderId, proof);
  const t = useMessages(messages);
  const f = useFormat();
  const message = useErrorMessage();
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-gray-900">{t.title}</h1>
      {view.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : view.isError ? (
        <ErrorState
          title={view.error instanceof ApiError && view.error.status === 403 ? t.linkInvalid : t.somethingWrong}
          message={message(view.error, t.somethingWrong)}
        />
      ) : (
        <section
          aria-label={t.order(orderId)}
          className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <p className="text-sm text-gray-600">{t.orderNumber(view.data.orderId)}</p>
          <ul className="my-3 divide-y divide-gray-100">
            {view.data.items.map((item, i) => (
              <li key={i} className="flex justify-between gap-3 py-2 text-sm text-gray-800">
                <span>
                  {item.productName}
                  {item.variantName ? ` (${item.variantName})` : ''}
                </span>
                <span>× {item.quantity}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-gray-600">{t.orderTotal}</dt>
            <dd className="text-right text-gray-900">{f.price(view.data.totalAmount)}</dd>
            <dt className="text-gray-600">{t.payOnDelivery}</dt>
            <dd className="text-right font-semibold text-gray-900">{f.price(view.data.amountDue)}</dd>
            <dt className="text-gray-600">{t.deliveringTo}</dt>
            <dd className="text-right text-gray-900">{view.data.deliverTo}</dd>
          </dl>
          {view.data.state === 'AWAITING' ? (
            <div className="mt-5 flex flex-wrap gap-3">
              <Button disabled={decide.isPending} onClick={() => decide.mutate('confirm')}>
                {t.confirm}
              </Button>
              <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate('cancel')}>
                {t.cancel}
              </Button>
            </div>
          ) : (
            <p role="status" className="mt-5 rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
              {t.outcome(view.data.state, view.data.orderId)}
            </p>
          )}
          {decide.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {message(decide.error, t.somethingWrong)}
            </p>
          )}
          <LocaleLink to={storePaths.home} className={buttonClass('ghost', 'sm', 'mt-4')}>
            {t.continueShopping}
          </LocaleLink>
        </section>
      )}
    </main>
  );
}
