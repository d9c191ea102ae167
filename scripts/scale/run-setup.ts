import { Secret, TOTP } from 'otpauth';
import { addAddress, call } from '../../apps/api/test/faults/store-client.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query } from './scale-database.ts';
import { OPERATOR_TOKEN, SCALE_OTP, scalePhone } from './scale-env.ts';
import type { Shopper, Variant } from './shopper-traffic.ts';

const automation = (key: string) => ({ 'x-operator-token': OPERATOR_TOKEN, 'idempotency-key': key });

/**
 * What the run's orders may take, so every phase places orders on a fast host too: a 2-core machine placed ~50
 * orders a second with one web process and sold out the variants' demo stock (40 and up each) before the
 * three-process phases began, which then placed none. A run places some 7,000 orders; a third are paid from the
 * wallet, at ₹300-1,500 each.
 */
export const WALLET_CREDITS = 10;
/** Each credit's rupees: the credit call's most. Ten of them cover a run's ~₹3,00,000 a shopper at most. */
export const WALLET_CREDIT_RUPEES = 100_000;
export const STOCK_ADDED_PER_VARIANT = 5_000;

/** Shoppers signed in through nginx, each with an address and ₹10,00,000 credited by the operator API. */
export async function prepareShoppers(base: string, count: number): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const phone = scalePhone(n);
      const token = await signInWith(base, phone);
      for (let k = 0; k < WALLET_CREDITS; k++) {
        const credit = await call(base, 'POST', '/admin/wallet/credit', {
          headers: automation(`scale-credit-${phone}-${k}`),
          body: { phone, amount: WALLET_CREDIT_RUPEES, reason: 'Scale test credit' },
        });
        if (credit.status !== 200) throw new Error(`wallet credit: ${credit.status} ${credit.text.slice(0, 200)}`);
      }
      return { phone, token, addressId: await addAddress(base, token) };
    }),
  );
}

/**
 * Stock received for the run's variants through the console's adjustment, by the owner signed in at the console
 * (the automation token holds no catalogue permission): a movement each, as an operator's.
 */
export async function restockVariants(base: string, staffCookie: string, variants: readonly Variant[]): Promise<void> {
  for (const v of variants) {
    const added = await call(base, 'POST', `/admin/variants/${v.variantId}/stock`, {
      headers: { cookie: staffCookie },
      body: { delta: STOCK_ADDED_PER_VARIANT, reason: 'Scale test stock' },
    });
    if (added.status !== 200) throw new Error(`stock adjustment: ${added.status} ${added.text.slice(0, 200)}`);
  }
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
