import { inject } from 'vitest';
import { baseUrl } from './browser';
import { placeCodOrder, type StockedVariant } from './order-setup';
import { apiAs, signInByApi } from './shopper';

type CodSettings = { codConfirmationRequired: boolean };

/** The console's settings, read or changed with the store's first owner's session (global-setup.ts). */
async function ownerSettings<T>(method: 'GET' | 'PATCH', body?: object, version?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v4/admin/settings`, {
    method,
    headers: {
      cookie: inject('setupOwnerCookie'),
      origin: baseUrl(),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(version ? { 'if-match': `"${version}"` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${method} /admin/settings: ${res.status} ${json.message}`);
  return json.data;
}

const setConfirmation = async (on: boolean) => {
  const { version } = await ownerSettings<{ version: string }>('GET');
  await ownerSettings('PATCH', { codConfirmationRequired: on }, version);
};

/**
 * A cash-on-delivery order held for the shopper's confirmation, and the signed link its order-placed message
 * carries (as cod-risk.test.ts does it): the owner asks for confirmation only while this order is placed, so
 * the other test files' orders are not held.
 */
export async function codConfirmLinkFor(phone: string, variant: StockedVariant) {
  const { settings } = await ownerSettings<{ settings: CodSettings }>('GET');
  const token = await signInByApi(phone);
  let orderId: string;
  await setConfirmation(true);
  try {
    orderId = await placeCodOrder(token, [variant]);
  } finally {
    await setConfirmation(settings.codConfirmationRequired);
  }
  // The order-placed message is written by the store's message job, a moment after the order.
  const deadline = Date.now() + 60_000;
  let link: string | undefined;
  while (!link) {
    if (Date.now() > deadline) throw new Error(`no COD confirmation link was sent for ${orderId}`);
    const messages = await apiAs<{ body: string }[]>(token, 'GET', '/notifications');
    link = messages.map((m) => /(\S*\/cod-confirm\/\S+)/.exec(m.body)?.[1]).find(Boolean);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const url = new URL(link!, baseUrl());
  return { orderId, link: `/hi${url.pathname}${url.search}` };
}
