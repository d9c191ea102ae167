import type { PaymentMethod } from '@shringar/contracts/pricing';
import { storePaths } from '@shringar/contracts/store-paths';

/** What /order-success is opened with (spec 2: state orderId and paymentId). */
export type OrderSuccessState = { orderId: string; paymentId?: string | null };

/** What /payment-failed is opened with (spec 2). */
export type PaymentFailedState = {
  orderId: string;
  totalAmount?: number;
  paymentMethod?: PaymentMethod[];
  errorMessage?: string;
  reason: 'cancelled' | 'failed';
};

export const PAYMENT_MESSAGES = {
  VERIFY_FAILED: 'Payment completed but verification failed. Please contact support.',
  CANCELLED: 'Payment was cancelled by user',
  FAILED: 'Payment processing failed. Please try again.',
  CREATE_FAILED: 'Payment failed. Please try again.',
} as const;

/**
 * The order id (and reason) also travel in the URL, so a reload or a shared link still knows the order; the
 * router state carries the rest.
 */
export const orderSuccessPath = (s: OrderSuccessState) =>
  `${storePaths.orderSuccess}?${new URLSearchParams({ orderId: s.orderId, ...(s.paymentId ? { paymentId: s.paymentId } : {}) })}`;

export const paymentFailedPath = (s: PaymentFailedState) =>
  `${storePaths.paymentFailed}?${new URLSearchParams({ orderId: s.orderId, reason: s.reason })}`;
