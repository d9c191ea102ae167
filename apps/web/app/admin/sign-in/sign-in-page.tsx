import { staffSignIn } from '@shringar/contracts/endpoints/staff';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { safeAdminPath } from '../kit/admin-paths';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { useFormSubmit } from '../kit/use-form-submit';

/** E-mail, password and the authenticator's code in one step: one answer for any wrong part. */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { busy, error, onSubmit } = useFormSubmit(async (form) => {
    await adminCall(staffSignIn, {
      body: {
        email: String(form.get('email')),
        password: String(form.get('password')),
        code: String(form.get('code')),
      },
    });
    await navigate(safeAdminPath(params.get('redirectTo')), { replace: true });
  });

  const message = formError(error, ['email', 'password', 'code']);
  return (
    <div className="mx-auto w-full max-w-sm rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold text-gray-900">Sign in to the console</h1>
      <p className="mt-1 text-sm text-gray-600">For the store’s staff. Shoppers sign in on the store.</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fieldError(error, 'email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(error, 'password')}
        />
        <TextField
          label="Authenticator code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          hint="The 6 digits your authenticator app shows for Shringar."
          error={fieldError(error, 'code')}
        />
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        )}
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
