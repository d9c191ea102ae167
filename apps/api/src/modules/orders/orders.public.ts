/*
 * What other modules may use of orders: loading an order (the shopper's own or any), its details and status
 * changes, cancellation, the return window, and the order's invoice record (eligibility, number, signed link);
 * and the writes others make to the order's row: placing it and expiring its draft (checkout), what its payment
 * does to it (payments).
 */
export { cancelOrder } from './cancel.service.ts';
export { cancelExpiredDraft } from './draft-cancel.ts';
export { isInvoiceAvailable } from './invoice-eligibility.ts';
export { verifyInvoiceLink } from './invoice-link.ts';
export { assignInvoiceNumber } from './invoice-number.ts';
export { numberInvoiceIfDue } from './taxable-moment.ts';
export {
  loadOrder,
  loadOrderCharges,
  loadOrderItems,
  loadOwnOrder,
  type OrderChargeRecord,
  type OrderRecord,
} from './order-access.ts';
export { formatIndianDate } from './order-dates.ts';
export { historyNote } from './history-notes.ts';
export { type NewOrderRow, orderInsert } from './order-insert.ts';
export { markDraftPaid, markLatePaymentRefunded, markPaymentRefunded } from './order-payment-status.ts';
export { describeOrder } from './order-details.service.ts';
export { advanceOrderStatus, setOrderTrackingId, type StatusChangeResult } from './order-status.service.ts';
export { itemReturnRules } from './item-return-rules.ts';
/* For the operator dashboard: sales by day, top sellers, returns, and drafts waiting for payment. */
export { ordersByDay, returnsByDay, topCategories, topProducts } from './sales-admin.ts';
export { unpaidDrafts } from './unpaid-drafts-admin.ts';
