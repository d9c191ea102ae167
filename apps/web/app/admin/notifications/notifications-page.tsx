import { adminNotifyShopper } from '@shringar/contracts/endpoints/admin';
import { adminBroadcastNotification } from '@shringar/contracts/endpoints/admin-content';
import type { StaffSession } from '@shringar/contracts/staff';
import { useId, useState } from 'react';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { useFormSubmit } from '../kit/use-form-submit';

const newKey = () => `broadcast-${crypto.randomUUID()}`;

/** Notifications to one shopper (by phone) and, for those allowed, to every shopper. */
export function NotificationsPage({ session }: { session: StaffSession }) {
  const may = (p: string) => session.permissions.includes(p as never);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Notifications</h1>
      <p className="text-gray-700">Shoppers see these under the bell in the store’s header.</p>
      {may('customers.notify') && <NotificationForm audience="one" />}
      {may('customers.broadcast') && <NotificationForm audience="all" />}
    </div>
  );
}

/**
 * One form for both audiences. Sending to everyone carries a key made when the form is filled in: a second
 * click or a retry of the same message sends nothing more (the server answers the first send).
 */
function NotificationForm({ audience }: { audience: 'one' | 'all' }) {
  const id = useId();
  const [sent, setSent] = useState('');
  const [requestKey, setRequestKey] = useState(newKey);
  const [version, setVersion] = useState(0);

  const { busy, error, onSubmit } = useFormSubmit(async (form) => {
    const title = String(form.get('title') ?? '');
    const body = String(form.get('body') ?? '');
    if (audience === 'all' && form.get('confirm') !== 'on')
      throw new AdminError('Tick the box to confirm that every shopper should get this message.', 400);
    setSent('');
    if (audience === 'one') {
      const phone = String(form.get('phone') ?? '')
        .replace(/\D/g, '')
        .slice(-10);
      await adminCall(adminNotifyShopper, { body: { phone, title, body } });
      setSent(`Sent to ${phone}.`);
    } else {
      const answer = await adminCall(adminBroadcastNotification, { body: { title, body, requestKey } });
      setSent(
        answer.sent
          ? `Sent to ${answer.recipients} shoppers.`
          : `This message was already sent to ${answer.recipients} shoppers; it was not sent again.`,
      );
      setRequestKey(newKey());
    }
    setVersion((v) => v + 1);
  });

  const bodyError = fieldError(error, 'body');
  const message = formError(error, ['phone', 'title', 'body']);
  const heading = audience === 'one' ? 'To one shopper' : 'To every shopper';
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {heading}
      </h2>
      <form key={version} onSubmit={onSubmit} noValidate className="mt-3 grid gap-4 md:grid-cols-2">
        {audience === 'one' && (
          <TextField
            label="Shopper’s phone"
            name="phone"
            inputMode="numeric"
            autoComplete="off"
            hint="The 10-digit number they sign in with"
            error={fieldError(error, 'phone')}
          />
        )}
        <TextField
          label="Title"
          name="title"
          error={fieldError(error, 'title')}
          className={audience === 'all' ? 'md:col-span-2' : ''}
        />
        <div className="flex flex-col gap-1 md:col-span-2">
          <label htmlFor={`${id}-body`} className="text-sm font-medium text-gray-800">
            Message
          </label>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={3}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${id}-body-error` : undefined}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          {bodyError && (
            <p id={`${id}-body-error`} className="text-sm text-red-700">
              {bodyError}
            </p>
          )}
        </div>
        {audience === 'all' && (
          <label className="flex items-center gap-2 text-sm text-gray-800 md:col-span-2">
            <input type="checkbox" name="confirm" required className="size-4" />I want every shopper to get this message
          </label>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : audience === 'one' ? 'Send to this shopper' : 'Send to every shopper'}
          </Button>
        </div>
      </form>
      {message && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <p role="status" className={sent ? 'mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {sent}
      </p>
    </section>
  );
}
