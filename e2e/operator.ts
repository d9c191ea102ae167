import { baseUrl } from './browser';
import { E2E_OPERATOR_TOKEN } from './operator-token';

/** Calls the operator API (/api/v4/admin/...), answering the envelope's data. */
export async function operatorApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v4/admin${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
      'Idempotency-Key': crypto.randomUUID(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  if (!res.ok || !json.success) throw new Error(`${method} /admin${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Credits a shopper's wallet through the ledger, as support would. */
export const creditWallet = (phone: string, amount: number) =>
  operatorApi<{ walletAmount: number }>('POST', '/wallet/credit', { phone, amount, reason: 'Browser test credit' });

/** Moves an order to a status through the operator API, as the store's staff would. */
export const setOrderStatus = (orderId: string, status: string) =>
  operatorApi('POST', `/orders/${encodeURIComponent(orderId)}/status`, { status });

/** The normal path from a placed order to its delivery, one allowed step at a time. */
export const TO_DELIVERED = [
  'CONFIRMED',
  'PACKED',
  'READY_FOR_SHIPPING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const;

/** Sends a shopper a notification by phone, as support would. */
export const notifyShopper = (phone: string, title: string, body: string) =>
  operatorApi<{ notificationId: number }>('POST', '/notifications', { phone, title, body });
