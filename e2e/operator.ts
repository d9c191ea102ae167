import { baseUrl } from './browser';
import { operatorToken } from './operator-token';

/** Moves an order to a status through the operator API, as the store's staff would. */
export async function setOrderStatus(orderId: string, status: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/v4/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${operatorToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  const json = (await res.json()) as { success: boolean; message: string };
  if (!res.ok || !json.success) throw new Error(`status ${status} for ${orderId}: ${res.status} ${json.message}`);
}

/** The normal path from a placed order to its delivery, one allowed step at a time. */
export const TO_DELIVERED = [
  'CONFIRMED',
  'PACKED',
  'READY_FOR_SHIPPING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const;
