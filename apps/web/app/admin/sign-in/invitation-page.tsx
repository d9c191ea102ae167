import { acceptStaffInvitation } from '@shringar/contracts/endpoints/staff';
import type { InvitationView } from '@shringar/contracts/staff';
import { ROLE_LABELS, STAFF_PASSWORD_MIN_LENGTH } from '@shringar/contracts/staff-roles';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { adminPaths } from '../kit/admin-paths';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { useAction } from '../kit/use-action';

/** Groups of four, as authenticator apps show a secret to type. */
const spaced = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Accepting an invitation: add the account to an authenticator app (QR code or the secret typed in), choose a
 * password, and prove the app works with its first code.
 */
export function InvitationPage({ token, invitation }: { token: string; invitation: InvitationView }) {
  const navigate = useNavigate();
  const [mismatch, setMismatch] = useState(false);
  const { busy, error, run } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    setMismatch(password !== String(form.get('confirm')));
    if (password !== String(form.get('confirm'))) return;
    void run(async () => {
      await adminCall(acceptStaffInvitation, {
        params: { token },
        body: { password, code: String(form.get('code')) },
      });
      await navigate(adminPaths.home, { replace: true });
    });
  }

  const message = formError(error, ['password', 'code']);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(invitation.totpQrSvg)}`;
  return (
    <div className="mx-auto w-full max-w-2xl rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold text-gray-900">Welcome, {invitation.name}</h1>
      <p className="mt-1 text-sm text-gray-700">
        You are invited to the console as <strong>{ROLE_LABELS[invitation.role]}</strong> with {invitation.email}.
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-[auto_1fr]">
        <section aria-labelledby="authenticator-heading">
          <h2 id="authenticator-heading" className="font-medium text-gray-900">
            1. Add Shringar to your authenticator app
          </h2>
          <img src={qr} alt="QR code for your authenticator app" width={200} height={200} className="mt-3 border" />
          <p className="mt-3 text-sm text-gray-700">Or type this key:</p>
          <p className="font-mono text-sm break-all text-gray-900" aria-label="Authenticator key">
            {spaced(invitation.totpSecret)}
          </p>
        </section>
        <section aria-labelledby="password-heading">
          <h2 id="password-heading" className="font-medium text-gray-900">
            2. Choose a password and confirm a code
          </h2>
          <form className="mt-3 flex flex-col gap-4" onSubmit={submit} noValidate>
            <input type="hidden" name="username" autoComplete="username" value={invitation.email} readOnly />
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={STAFF_PASSWORD_MIN_LENGTH}
              required
              hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A phrase of a few words works well.`}
              error={fieldError(error, 'password')}
            />
            <TextField
              label="Repeat the password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              error={mismatch ? 'The two passwords are not the same.' : undefined}
            />
            <TextField
              label="Authenticator code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={fieldError(error, 'code')}
            />
            {message && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {message}
              </p>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? 'Setting up…' : 'Set up my account'}
            </Button>
          </form>
        </section>
      </div>
    </div>
  );
}
