import type { DeliveryStatus } from '@shringar/contracts/orders';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { formatDateTime, useOrderStatusLabel } from './order-format';

type Step = DeliveryStatus['delivery_statuses'][number];

/**
 * Spec 4 'Tracking timeline': completed steps are marked, the last completed one is labelled 'Current', the
 * others 'Pending' — with 'Expected soon' where they have no date yet.
 */
export function TrackingTimeline({ steps }: { steps: Step[] }) {
  const t = useMessages(messages);
  const label = useOrderStatusLabel();
  const locale = useLocale();
  const current = steps.reduce((last, step, i) => (step.isCompleted ? i : last), -1);
  const currentRef = useRef<HTMLLIElement>(null);
  // A long timeline opens scrolled to where the order is now.
  useEffect(() => {
    // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
    void currentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <ol className="relative" data-testid="tracking-timeline">
      {steps.map((step, i) => {
        const isCurrent = i === current;
        const isLast = i === steps.length - 1;
        return (
          <li
            key={`${step.status}-${i}`}
            ref={isCurrent ? currentRef : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {!isLast && (
              <span
                aria-hidden="true"
                className={`absolute left-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5 ${step.isCompleted && i < current ? 'bg-brand-600' : 'bg-gray-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${
                step.isCompleted ? 'bg-brand-600 text-white' : 'border-2 border-gray-300 bg-white text-transparent'
              } ${isCurrent ? 'ring-4 ring-brand-100' : ''}`}
            >
              {step.isCompleted && <Check className="size-3.5" strokeWidth={3} />}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`font-medium ${step.isCompleted ? 'text-gray-900' : 'text-gray-600'}`}>
                  {label(step.status)}
                </span>
                {isCurrent && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t.current}
                  </span>
                )}
                {!step.isCompleted && (
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                    {t.pending}
                  </span>
                )}
              </div>
              <p className="text-sm text-gray-600">
                {step.created_at ? formatDateTime(step.created_at, locale) : step.isCompleted ? '' : t.expectedSoon}
              </p>
              {step.descriptions.length > 0 && (
                <ul className="mt-1 space-y-0.5">
                  {step.descriptions.map((d, j) => (
                    <li key={j} className="text-sm text-gray-700">
                      {d.description}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
