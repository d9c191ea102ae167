import { Secret, TOTP } from 'otpauth';
import { addAddress, call } from '../../apps/api/test/faults/store-client.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query } from './scale-database.ts';
import { OPERATOR_TOKEN, SCALE_OTP, scalePhone } from './scale-env.ts';
import type { Shopper, Variant } from './shopper-traffic.ts';

const automation = (key: string) => ({ 'x-operator-token': OPERATOR_TOKEN, 'idempotency-key': key });

/** Shoppers signed in through nginx, each with an address and ₹50,000 credited by the operator API. */
export async function prepareShoppers(base: string, count: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const phone = scalePhone(n);
      const token = await signInWith(base, phone);
      const credit = await call(base, 'POST', '/admin/wallet/credit', {
        headers: automation(`scale-credit-${phone}`),
        body: { phone, amount: 50_000, reason: 'Scale test credit' },
      });
      if (credit.status !== 200) throw new Error(`wallet credit: ${credit.status} ${credit.text.slice(0, 200)}`);
      return { phone, token, addressId: await addAddress(base, token) };
    }),
  );
}

async function signInWith(base: string, phone: string) {
  const sent = await call(base, 'POST', '/auth/user/send-otp', { body: { phoneNumber: phone } });
  if (sent.status !== 200) throw new Error(`send-otp: ${sent.status} ${sent.text.slice(0, 200)}`);
  const verified = await call(base, 'POST', '/auth/user/verify-otp', { body: { phoneNumber: phone, otp: SCALE_OTP } });
  if (verified.status !== 200) throw new Error(`verify-otp: ${verified.status} ${verified.text.slice(0, 200)}`);
  return verified.body.data.token as string;
}

/**
 * An owner invited by the automation token who accepts the invitation (password and authenticator code) and
 * so holds a console session cookie, as a person at the console would.
 */
export async function signInOwner(base: string): Promise<string> {
  const invited = await call(base, 'POST', '/admin/staff', {
    headers: automation(`scale-owner-${Date.now()}`),
    body: { email: `owner-${Date.now().toString(36)}@scale.shringar.test`, name: 'Scale Owner', role: 'owner' },
  });
  if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${invited.text.slice(0, 200)}`);
  const token = (invited.body.data.invitationPath as string).split('/').pop()!;
  const view = await call(base, 'GET', `/admin/invitations/${token}`);
  const code = new TOTP({ secret: Secret.fromBase32(view.body.data.totpSecret), digits: 6, period: 30 }).generate();
  const res = await fetch(`${base}/api/v4/admin/invitations/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'scale test owner password', code }),
  });
  if (res.status !== 200) throw new Error(`accept invitation: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shringar_staff='));
  if (!cookie) throw new Error('accepting the invitation set no console cookie');
  return cookie.split(';')[0]!;
}

/**
 * Variants the traffic orders, read from the database: in stock (40 or more), ₹300 to ₹1,500 (cash on
 * delivery allows it), one per product, spread over categories. Also their stock as the run starts.
 */
export async function pickVariants(handle: DatabaseHandle, count: number) {
  const rows = await query<Variant & { stock: number }>(
    handle,
    `select distinct on (p.id) p.id as "productId", v.id as "variantId", p.category_id as "categoryId", v.stock
     from products p join product_variants v on v.product_id = p.id
     where v.stock >= 40 and v.price_paise between 30000 and 150000 and p.is_active
     order by p.id, v.id limit ${count}`,
  );
  if (rows.length < count) throw new Error(`only ${rows.length} stocked variants for the traffic`);
  return rows;
}
