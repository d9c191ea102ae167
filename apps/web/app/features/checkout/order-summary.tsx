import { toPaise, toRupees } from '@shringar/contracts/money';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import type { CheckoutLine } from './api/checkout-data';
import { messages } from './messages';

/** The lines being bought: image, name, variant, quantity and the line's price. */
export function OrderSummary({ lines }: { lines: readonly CheckoutLine[] }) {
  const t = useMessages(messages);
  const f = useFormat();
  return (
    <section aria-labelledby="order-summary-title" className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="order-summary-title" className="text-base font-semibold text-gray-900">
        {t.orderSummary}
      </h2>
      <ul className="mt-3 divide-y divide-gray-100" data-testid="order-summary">
        {lines.map((l) => (
          <li key={l.key} className="flex gap-3 py-3">
            {l.image ? (
              <img
                src={l.image}
                alt=""
                width={56}
                height={56}
                className="h-14 w-14 shrink-0 rounded-lg border border-gray-100 object-cover"
              />
            ) : (
              <div aria-hidden="true" className="h-14 w-14 shrink-0 rounded-lg bg-gray-100" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-gray-900">{l.productName}</p>
              {l.variantName && <p className="truncate text-gray-600">{l.variantName}</p>}
              <p className="text-gray-600">{t.qty(l.quantity)}</p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-gray-900">
              {f.price(toRupees(toPaise(l.price) * l.quantity))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
