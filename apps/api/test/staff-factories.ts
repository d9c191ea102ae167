import type { StaffRole } from '@shringar/contracts/staff-roles';
import { Secret, TOTP } from 'otpauth';
import { inviteStaff } from '../src/modules/staff/staff-invitations.service.ts';
import type { TestApp } from './harness.ts';
import { testConfig } from './test-config.ts';

export const AUTOMATION = { authorization: `Bearer ${testConfig().OPERATOR_TOKEN!}`, 'x-operator-name': 'ci' };

/** The code an authenticator app shows for this secret at the app's (fake) time. */
export const totpCode = (t: TestApp, secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: t.clock.now().getTime(),
  });

/** The `name=value` of the staff cookie a sign-in answer set, for the next calls' Cookie header. */
export function staffCookie(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  const found = all.find((c): c is string => typeof c === 'string' && c.startsWith('shringar_staff='));
  if (!found) throw new Error('no staff cookie was set');
  return found.split(';')[0]!;
}

let seq = 0;

/**
 * A staff member invited (as an owner would, straight through the service: the automation token invites only a
 * store's first owner) and signed in through their invitation: their cookie, password and authenticator secret.
 * The clock moves on by a TOTP step, so the next code is a fresh one.
 */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  email = `${role}-${++seq}-${process.pid}@shringar.test`,
) {
  const invited = await inviteStaff(t.ctx, { email, name: `Test ${role}`, role, invitedBy: 'staff:test-owner' });
  const token = invited.invitationPath.split('/').pop() as string;
  const view = await t.call({ method: 'GET', url: `/api/v4/admin/invitations/${token}` });
  const secret = view.body.data.totpSecret as string;
  const password = `correct horse ${role} battery`;
  const accepted = await t.call({
    method: 'POST',
    url: `/api/v4/admin/invitations/${token}`,
    payload: { password, code: totpCode(t, secret) },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  t.clock.advance(30_000);
  return { id: invited.staff.id, email, password, secret, cookie: staffCookie(accepted.headers) };
}
