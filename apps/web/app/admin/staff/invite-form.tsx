import { inviteStaff } from '@shringar/contracts/endpoints/staff';
import { STAFF_INVITATION_HOURS, type StaffRole } from '@shringar/contracts/staff-roles';
import { useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { RoleSelect } from './role-select';

/** Invites a member and shows their one-time link (it is not shown again: send it to them privately). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [link, setLink] = useState<{ url: string; email: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall(inviteStaff, {
        body: { email: String(form.get('email')), name: String(form.get('name')), role: form.get('role') as StaffRole },
      });
      setLink({ url: `${window.location.origin}${answer.invitationPath}`, email: answer.staff.email });
      formElement.reset();
      onInvited();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const message = formError(error, ['email', 'name', 'role']);
  return (
    <section aria-labelledby="invite-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="invite-heading" className="text-lg font-semibold text-gray-900">
        Invite a staff member
      </h2>
      <form className="mt-3 grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-start" onSubmit={submit} noValidate>
        <TextField label="E-mail" name="email" type="email" required error={fieldError(error, 'email')} />
        <TextField label="Name" name="name" required error={fieldError(error, 'name')} />
        <RoleSelect name="role" label="Role" defaultValue="fulfilment" />
        <Button type="submit" disabled={busy} className="md:mt-6">
          {busy ? 'Inviting…' : 'Invite'}
        </Button>
      </form>
      {message && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      {link && (
        <div role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p>
            Invitation for {link.email} ready. Send this link privately; it works once, within {STAFF_INVITATION_HOURS}{' '}
            hours:
          </p>
          <p className="mt-1 font-mono break-all" data-testid="invitation-link">
            {link.url}
          </p>
        </div>
      )}
    </section>
  );
}
