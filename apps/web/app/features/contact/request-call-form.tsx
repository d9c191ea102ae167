import { MOBILE_PATTERN } from '@shringar/contracts/auth-messages';
import { PhoneCall } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '~/ui/toast';
import { Button } from '~/ui/button';
import { useRequestCall } from './api/request-call';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec 9: a phone number has 10 digits. */
export const PHONE_LENGTH = 10;

/**
 * Spec 5: digits only (anything else is stripped as typed), at most 10. No maxLength on the input itself: a
 * pasted '98765 43210' must keep its last digit.
 */
export const phoneDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);

/**
 * Spec 2 'Request a Call': one phone field; 'Request Call' is disabled until 10 digits; 'Requesting...' while
 * sending; the field is cleared after success.
 */
export function RequestCallForm() {
  const t = useMessages(messages);
  const id = useId();
  const [phone, setPhone] = useState('');
  const [showError, setShowError] = useState(false);
  const request = useRequestCall();
  const complete = phone.length === PHONE_LENGTH;
  const invalid = showError && !(complete && MOBILE_PATTERN.test(phone));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || !MOBILE_PATTERN.test(phone)) {
      setShowError(true);
      return;
    }
    request.mutate(phone, {
      onSuccess: () => {
        toast.success(t.submitted);
        setPhone('');
        setShowError(false);
      },
      onError: () => {
        toast.error(t.submitFailed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label htmlFor={`${id}-phone`} className="text-sm font-medium text-gray-800">
        {t.phoneNumber}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div
          className={`flex h-12 items-center rounded-lg border sm:flex-1 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${invalid ? 'border-red-500' : 'border-gray-300'}`}
        >
          <span className="border-r border-gray-200 px-3 text-sm font-medium text-gray-600" aria-hidden="true">
            +91
          </span>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t.phonePlaceholder}
            value={phone}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(e) => setPhone(phoneDigits(e.target.value))}
            onBlur={() => setShowError(phone.length > 0)}
            className="h-full min-w-0 flex-1 rounded-r-lg bg-transparent px-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none"
          />
        </div>
        <Button type="submit" size="lg" disabled={!complete || request.isPending}>
          <PhoneCall aria-hidden="true" className="h-4 w-4" />
          {request.isPending ? t.requesting : t.requestCallButton}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {t.phoneInvalid}
        </p>
      )}
    </form>
  );
}
