import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_STATUS_LABELS, adminOrderStatusLabel, ORDER_STATUS_LABELS } from './order-statuses.ts';

describe('order status words', () => {
  it('the console names who cancelled, never the shopper’s “by You”', () => {
    expect(adminOrderStatusLabel('CANCELLED_BY_USER')).toBe('Cancelled by the shopper');
    expect(adminOrderStatusLabel('CANCELLED_BY_SHRINGAR')).toBe('Cancelled by the store');
    for (const label of Object.values(ADMIN_ORDER_STATUS_LABELS)) expect(label).not.toMatch(/\bYou\b/);
    // The shopper's words stay the spec's.
    expect(ORDER_STATUS_LABELS.CANCELLED_BY_USER).toBe('Cancelled by You');
    expect(adminOrderStatusLabel('SHIPPED')).toBe('Shipped');
  });
});
