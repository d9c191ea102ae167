/* What other modules may use of payments: refunding an order's online payment. */
export { refundOrderPayment, type RefundResult } from './refund.service.ts';
