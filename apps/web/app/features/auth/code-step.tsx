import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';
import { OtpBoxes } from './otp-boxes';
import { useCountdown } from './use-countdown';

type CodeStepProps = {
  phone: string;
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  onVerify: () => void;
  onResend: () => void;
  onChangePhone: () => void;
  verifying: boolean;
  resending: boolean;
  /** When another code may be asked for (Date.now() timestamp), from the API's resendAfterSeconds. */
  resendAt: number | null;
  error: string | null;
  notice: string | null;
};

const formatPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** Step 2: one box per digit, Verify, a resend with its countdown, and 'Change phone number'. */
export function CodeStep(props: CodeStepProps) {
  const { phone, digits, verifying, resending, error, notice } = props;
  const t = useMessages(messages);
  const errorId = useId();
  const firstBox = useRef<HTMLInputElement | null>(null);
  const secondsLeft = useCountdown(props.resendAt);

  useEffect(() => {
    firstBox.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) props.onVerify();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-center text-sm text-gray-700">
        {t.codeSentTo(digits.length)}
        <span className="font-semibold whitespace-nowrap text-gray-900">{formatPhone(phone)}</span>
      </p>
      <OtpBoxes
        digits={digits}
        onChange={props.onDigitsChange}
        disabled={verifying}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        firstBoxRef={firstBox}
      />
      {error && (
        <p id={errorId} role="alert" className="text-center text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="text-center text-sm text-green-800">
          {notice}
        </p>
      )}
      <Button type="submit" size="lg" disabled={verifying}>
        {verifying ? t.verifying : t.verifyOtp}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={props.onChangePhone}
          className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t.changePhone}
        </button>
        {secondsLeft > 0 ? (
          <span className="text-gray-600" aria-live="off">
            {t.resendIn(secondsLeft)}
          </span>
        ) : (
          <button
            type="button"
            onClick={props.onResend}
            disabled={resending}
            className="rounded font-medium text-brand-700 underline-offset-2 hover:underline disabled:text-gray-500"
          >
            {resending ? t.sending : t.resend}
          </button>
        )}
      </div>
    </form>
  );
}
