/* What other modules may use of refunds: claiming one (returns), finishing one at the gateway, listing them. */
export { claimOrderRefund, type OrderRefundRow, type RefundClaim } from './refund-claim.ts';
export {
  completeSourceRefund,
  listOrderRefunds,
  refundableOn,
  refundOrder,
  toOrderRefund,
} from './order-refund.service.ts';
