import { MOBILE_PATTERN } from '@shringar/contracts/auth-messages';
import { type FormEvent, useId } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';
import { PHONE_LENGTH, phoneDigits } from './phone-digits';

type PhoneStepProps = {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSend: () => void;
  onInvalid: (message: string) => void;
  sending: boolean;
  error: string | null;
};

/** Step 1: the mobile number; 'Send OTP' stays disabled until it has 10 digits (spec 5). */
export function PhoneStep({ phone, onPhoneChange, onSend, onInvalid, sending, error }: PhoneStepProps) {
  const t = useMessages(messages);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!MOBILE_PATTERN.test(phone)) onInvalid(t.phoneInvalid);
    else onSend();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
          {t.mobileNumber}
        </label>
        <div className="flex h-12 items-center overflow-hidden rounded-lg border border-gray-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
          <span className="flex h-full items-center border-r border-gray-200 bg-gray-50 px-3 text-gray-700">+91</span>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t.phonePlaceholder}
            value={phone}
            onChange={(event) => onPhoneChange(phoneDigits(event.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-full min-w-0 flex-1 px-3 text-base tracking-wide text-gray-900 outline-none placeholder:text-gray-500"
          />
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={phone.length !== PHONE_LENGTH || sending}>
        {sending ? t.sending : t.sendOtp}
      </Button>
    </form>
  );
}
