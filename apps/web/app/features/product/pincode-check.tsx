import { MapPin } from './pincode-icons';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { PINCODE_LENGTH, usePincodeCheck } from './api/pincode-check';
import { deliveryDateInDays } from './delivery-date-in-days';
import { useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './pincode-messages';
import type { Latest } from './product-page';

const digits = (typed: string) => typed.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

/**
 * Checks a 6-digit pincode: deliverable or not, with city/state and the delivery date (the chosen variant's, as
 * the page writes it, when the answer has none). The page's island (product-page.tsx) hands that date over as a
 * `Latest`, read here, so choosing a variant before this part has hydrated does not update the island.
 */
export function PincodeCheck({ deliveryDate }: { deliveryDate: Latest<string> }) {
  const fallbackDate = useSyncExternalStore(deliveryDate.subscribe, deliveryDate.get, deliveryDate.get);
  const t = useMessages(messages);
  const locale = useLocale();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const { data, isPending, isError, error } = usePincodeCheck(submitted);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (value.length !== PINCODE_LENGTH) {
      setHint(t.pincodeSixDigits);
      setSubmitted(null);
      return;
    }
    setHint(null);
    setSubmitted(value);
  };

  let result = null;
  if (hint) result = <p className="text-sm text-red-700">{hint}</p>;
  else if (submitted && isPending && !isError) result = <p className="text-sm text-gray-600">{t.checking}</p>;
  else if (submitted && isError) result = <p className="text-sm text-red-700">{error?.message}</p>;
  else if (submitted && data) {
    const place = [data.city, data.state].filter(Boolean).join(', ');
    if (!data.isValid) result = <p className="text-sm text-red-700">{t.pincodeInvalid}</p>;
    else if (!data.isServiceable)
      result = <p className="text-sm text-red-700">{t.notDelivered(place || data.pincode)}</p>;
    else
      result = (
        <p className="text-sm text-green-800">
          {t.deliveryAvailable(place || data.pincode)}
          <strong>
            {data.estimatedDeliveryDays !== undefined
              ? deliveryDateInDays(data.estimatedDeliveryDays, undefined, locale)
              : fallbackDate}
          </strong>
          .
        </p>
      );
  }

  return (
    <section aria-labelledby="pincode-title" className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4">
      <h2 id="pincode-title" className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <MapPin aria-hidden="true" className="h-4 w-4 text-brand-600" />
        {t.checkDelivery}
      </h2>
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor="pincode-input" className="sr-only">
          {t.pincode}
        </label>
        <input
          id="pincode-input"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t.pincodePlaceholder}
          maxLength={PINCODE_LENGTH}
          value={value}
          onChange={(e) => setValue(digits(e.target.value))}
          className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600"
        />
        <Button type="submit" variant="secondary" disabled={value.length === 0}>
          {t.check}
        </Button>
      </form>
      <div aria-live="polite">{result}</div>
    </section>
  );
}
