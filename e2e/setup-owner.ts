import { Secret, TOTP } from 'otpauth';
import { E2E_OPERATOR_TOKEN } from './operator-token';

/**
 * The store's first owner, made as `npm run ops -- staff:create` makes one (the automation token may invite only
 * the first owner) and signed in through the API: the console session cookie that browser tests use to invite
 * the staff they need, as an owner does.
 */
export async function signInSetupOwner(baseUrl: string): Promise<string> {
  const api = `${baseUrl}/api/v4/admin`;
  const invited = await fetch(`${api}/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'setup-owner@shringar.test', name: 'Setup Owner', role: 'owner' }),
  });
  const invitation = (await invited.json()) as { data?: { invitationPath: string }; message?: string };
  if (!invitation.data) throw new Error(`the first owner could not be invited: ${invitation.message}`);
  const token = invitation.data.invitationPath.split('/').pop()!;
  const view = (await (await fetch(`${api}/invitations/${token}`)).json()) as { data: { totpSecret: string } };
  const code = new TOTP({ secret: Secret.fromBase32(view.data.totpSecret), digits: 6, period: 30 }).generate();
  const accepted = await fetch(`${api}/invitations/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'the setup owner of browser tests', code }),
  });
  const cookie = accepted.headers.getSetCookie().find((c) => c.startsWith('shringar_staff='));
  if (!accepted.ok || !cookie) throw new Error(`the first owner could not accept: ${accepted.status}`);
  return cookie.split(';')[0]!;
}
