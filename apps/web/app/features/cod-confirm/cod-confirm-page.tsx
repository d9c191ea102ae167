import type { CodConfirmationView, CodLinkProof } from '@shringar/contracts/cod-confirmation';
import { formatRupees } from '@shringar/contracts/money';
import { storePaths } from '@shringar/contracts/store-paths';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-error';
import { Button, buttonClass } from '~/ui/button';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useCodConfirmation, useCodDecision } from './cod-confirm-api';

const TITLE = 'Confirm your cash-on-delivery order';

/** What the page says once the order is decided, or when the link can no longer decide it. */
const OUTCOMES: Record<Exclude<CodConfirmationView['state'], 'AWAITING'>, (id: string) => string> = {
  CONFIRMED: (id) => `Your order ${id} is confirmed. We will pack it and let you know when it ships.`,
  CANCELLED: (id) => `Your order ${id} is cancelled.`,
  EXPIRED: (id) =>
    `This confirmation link has expired. Sign in to confirm order ${id} from your orders, or contact us.`,
};

/**
 * /cod-confirm/{id}?expires&sig: the page the order-placed message links a COD order waiting for confirmation
 * to. The shopper sees what they ordered and what they will pay on delivery, and confirms or cancels it.
 */
export function CodConfirmPage({ orderId, proof }: { orderId: string; proof: CodLinkProof }) {
  const view = useCodConfirmation(orderId, proof);
  const decide = useCodDecision(orderId, proof);
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-gray-900">{TITLE}</h1>
      {view.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : view.isError ? (
        <ErrorState
          title={
            view.error instanceof ApiError && view.error.status === 403
              ? 'This confirmation link is not valid'
              : 'Something went wrong'
          }
          message={view.error.message}
        />
      ) : (
        <section
          aria-label={`Order ${orderId}`}
          className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <p className="text-sm text-gray-600">Order #{view.data.orderId}</p>
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
            <dt className="text-gray-600">Order total</dt>
            <dd className="text-right text-gray-900">{formatRupees(view.data.totalAmount)}</dd>
            <dt className="text-gray-600">Pay on delivery</dt>
            <dd className="text-right font-semibold text-gray-900">{formatRupees(view.data.amountDue)}</dd>
            <dt className="text-gray-600">Delivering to</dt>
            <dd className="text-right text-gray-900">{view.data.deliverTo}</dd>
          </dl>
          {view.data.state === 'AWAITING' ? (
            <div className="mt-5 flex flex-wrap gap-3">
              <Button disabled={decide.isPending} onClick={() => decide.mutate('confirm')}>
                Confirm order
              </Button>
              <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate('cancel')}>
                Cancel order
              </Button>
            </div>
          ) : (
            <p role="status" className="mt-5 rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
              {OUTCOMES[view.data.state](view.data.orderId)}
            </p>
          )}
          {decide.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {decide.error.message}
            </p>
          )}
          <Link to={storePaths.home} className={buttonClass('ghost', 'sm', 'mt-4')}>
            Continue Shopping
          </Link>
        </section>
      )}
    </main>
  );
}
