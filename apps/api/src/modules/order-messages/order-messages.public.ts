/*
 * What other modules may use of order messages: recording an order's status change or refund, which writes the
 * tracking history and queues the shopper's messages in the same transaction; a back-in-stock alert's messages.
 */
export { firstStatusInserts, type OrderChange, recordOrderEvent } from './record-order-event.ts';
export { queueBackInStockAlert, queuePaymentLinkMessage, type Recipient } from './outbox.ts';
/** Sends what the outbox holds now (the dispatcher job's one pass), for callers that must see a message out. */
export { dispatchOutbox } from './outbox-dispatch.ts';
/** The signed COD confirmation link: made for the order-placed message, checked by the confirmation page's calls. */
export { checkCodConfirmLink, codConfirmLink } from './cod-confirm-link.ts';
/** The notifications of a return decided or a refund given, worded in both languages (engagement keeps one). */
export {
  payoutRefundNotice,
  type RefundSubject,
  refundSubjectText,
  returnApprovedNotice,
  returnRejectedNotice,
  walletRefundNotice,
} from './shopper-notices.ts';
