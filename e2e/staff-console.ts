import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl } from './browser';

let seq = 0;

/** A fresh address per call and run, so test files never share a staff member (or a lockout). */
export const staffEmail = (role: string) => `${role}-${Date.now().toString(36)}-${++seq}@shringar.test`;

/**
 * Invites a staff member as the store's first owner does (global-setup signed one in: the automation token may
 * invite only the first owner, `npm run ops -- staff:create`).
 */
export async function inviteByOwner(email: string, name: string, role: string) {
  const res = await fetch(`${baseUrl()}/api/v4/admin/staff`, {
    method: 'POST',
    headers: { cookie: inject('setupOwnerCookie'), 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, name, role }),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: { invitationPath: string } };
  if (!res.ok || !json.success) throw new Error(`invite ${email}: ${res.status} ${json.message}`);
  return json.data.invitationPath;
}

/**
 * The code an authenticator shows `stepsAhead` steps from now. The server accepts the step before and after
 * its own, and never a step it has accepted already, so a second sign-in right after a first uses the next one.
 */
export const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Accepts an invitation in the browser; answers the authenticator secret the page showed. */
export async function acceptInvitation(page: Page, invitationPath: string, password: string) {
  await page.goto(invitationPath);
  const key = page.getByLabel('Authenticator key');
  await key.waitFor({ state: 'visible', timeout: 30_000 });
  const secret = (await key.textContent())!.replace(/\s+/g, '');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Set up my account' }).click();
  return secret;
}

/** Fills the console's sign-in form and submits it. */
export async function signInToConsole(page: Page, email: string, password: string, code: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
