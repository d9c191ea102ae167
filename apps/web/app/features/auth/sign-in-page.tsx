import { safeRedirectPath } from '@shringar/contracts/store-paths';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { useSettings } from '~/features/settings/settings.public';
import { getAuthToken } from '~/lib/auth-token';
import { sendOtpFailureMessage, useSendOtp } from './api/send-otp';
import { useVerifyOtp, verifyOtpFailureMessage } from './api/verify-otp';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { messages } from './messages';
import { SignInTerms } from './sign-in-terms';

/** Spec 5/9: a code has 4 digits unless the store's settings say otherwise. */
const DEFAULT_OTP_LENGTH = 4;

const emptyCode = (length: number) => Array.from({ length }, () => '');

/**
 * Sign in (spec 2, 4, 5, 8): the phone step, then the code step after a successful send, then the page that
 * sent the shopper here (`redirectTo`, same-origin paths only) or the profile, in the page's language.
 */
export function SignInPage() {
  const navigate = useLocaleNavigate();
  const locale = useLocale();
  const t = useMessages(messages);
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get('redirectTo'));
  const settings = useSettings();
  const [solving, setSolving] = useState(false);
  const send = useSendOtp(setSolving);
  const verify = useVerifyOtp(setSolving);

  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [digits, setDigits] = useState<string[]>([]);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Already signed in (another tab, the back button): nothing to do here.
  useEffect(() => {
    if (getAuthToken()) navigate(target, { replace: true });
  }, [navigate, target]);

  const requestCode = (resend: boolean) => {
    setError(null);
    setNotice(null);
    send.mutate(phone, {
      onSuccess: (answer) => {
        const length = answer.otpLength || settings.data?.otpLength || DEFAULT_OTP_LENGTH;
        setDigits(emptyCode(length));
        setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
        setStep('code');
        if (resend) setNotice(t.newOtpSent);
      },
      onError: (err) => setError(sendOtpFailureMessage(err, locale)),
    });
  };

  const submitCode = () => {
    const otp = digits.join('');
    if (otp.length !== digits.length) {
      setError(t.completeOtp(digits.length));
      return;
    }
    setError(null);
    setNotice(null);
    verify.mutate(
      { phoneNumber: phone, otp },
      {
        onSuccess: () => navigate(target, { replace: true }),
        onError: (err) => setError(verifyOtpFailureMessage(err, locale)),
      },
    );
  };

  // Spec 4: 'Change phone number' returns to the phone step and clears the code and messages.
  const changePhone = () => {
    setStep('phone');
    setDigits([]);
    setError(null);
    setNotice(null);
    setResendAt(null);
    send.reset();
    verify.reset();
  };

  return (
    <main className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold text-gray-900">{step === 'phone' ? t.signIn : t.verifyOtp}</h1>
          <p className="text-sm text-gray-600">{step === 'phone' ? t.phoneIntro : t.codeIntro}</p>
        </div>
        {/* Always present, so screen readers hear it when the browser starts working on a security check. */}
        <p role="status" className="text-center text-sm text-gray-700 empty:hidden">
          {solving ? t.solving : ''}
        </p>
        {step === 'phone' ? (
          <PhoneStep
            phone={phone}
            onPhoneChange={(next) => {
              setPhone(next);
              if (error) setError(null);
            }}
            onSend={() => requestCode(false)}
            onInvalid={setError}
            sending={send.isPending}
            error={error}
          />
        ) : (
          <CodeStep
            phone={phone}
            digits={digits}
            onDigitsChange={setDigits}
            onVerify={submitCode}
            onResend={() => requestCode(true)}
            onChangePhone={changePhone}
            verifying={verify.isPending || verify.isSuccess}
            resending={send.isPending}
            resendAt={resendAt}
            error={error}
            notice={notice}
          />
        )}
        <SignInTerms />
      </div>
    </main>
  );
}
