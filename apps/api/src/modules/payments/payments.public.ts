/*
 * What other modules may use of payments: refunding an order's online payment, and recording a provider order
 * made for an order (checkout, in the placing transaction) or a wallet top-up.
 */
export { recordProviderOrder } from './provider-order-record.ts';
export { refundOrderPayment, type RefundResult } from './refund.service.ts';
