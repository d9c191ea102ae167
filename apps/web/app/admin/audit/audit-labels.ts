/**
 * Every operation the audit log records (an operator call that changes something, a sign-in, an accepted
 * invitation), by its operationId, in the words the console uses. audit-labels.test.ts fails when an operator
 * endpoint that writes is missing here, so the log never shows an operation id.
 */
export const ACTION_LABELS: Record<string, string> = {
  staffSignIn: 'Sign-in',
  staffSignOut: 'Sign-out',
  acceptStaffInvitation: 'Invitation accepted',
  inviteStaff: 'Staff invited',
  updateStaff: 'Staff changed',
  setAutomationPermissions: 'Automation permissions',
  adminSetOrderStatus: 'Order status',
  adminBulkSetOrderStatus: 'Order status, in bulk',
  adminCreateManualOrder: 'Phone order placed',
  adminCreateShipment: 'Shipment booked',
  adminRequestPickup: 'Pickup requested',
  adminCancelShipment: 'Shipment cancelled',
  adminBulkCreateShipments: 'Shipments booked, in bulk',
  adminCourierSimulatorAdvance: 'Simulated parcel moved',
  adminRefundOrder: 'Refund',
  adminCreditWallet: 'Wallet credit',
  adminAdjustWallet: 'Wallet adjustment',
  adminSetCustomerCod: 'Cash on delivery switched',
  adminConfirmCodOrder: 'COD confirmed by staff',
  adminApproveReturn: 'Return approved',
  adminRejectReturn: 'Return rejected',
  adminReceiveReturn: 'Return received',
  adminRefundReturn: 'Return refunded',
  adminSetReviewStatus: 'Review published or hidden',
  adminReplyToReview: 'Store reply to a review',
  adminBulkDecideReturns: 'Returns decided, in bulk',
  adminCreateProduct: 'Product added',
  adminUpdateProduct: 'Product changed',
  adminSetProductStatus: 'Product archived or restored',
  adminSetVariantPrice: 'Price changed',
  adminAdjustStock: 'Stock adjusted',
  adminPreviewProductImport: 'CSV import checked',
  adminApplyProductImport: 'CSV import applied',
  adminUndoProductImport: 'CSV import undone',
  uploadImage: 'Photo uploaded',
  adminCreateCategory: 'Category added',
  adminUpdateCategory: 'Category changed',
  adminDeleteCategory: 'Category deleted',
  adminCreateBrand: 'Brand added',
  adminUpdateBrand: 'Brand changed',
  adminDeleteBrand: 'Brand deleted',
  adminCreateSearchSynonym: 'Synonym added',
  adminUpdateSearchSynonym: 'Synonym changed',
  adminDeleteSearchSynonym: 'Synonym deleted',
  adminCreateBanner: 'Banner added',
  adminUpdateBanner: 'Banner changed',
  adminDeleteBanner: 'Banner deleted',
  adminCreateOffer: 'Offer added',
  adminUpdateOffer: 'Offer changed',
  adminDeleteOffer: 'Offer deleted',
  adminSetBestsellers: 'Bestsellers changed',
  adminCreateCoupon: 'Coupon added',
  adminUpdateCoupon: 'Coupon changed',
  adminUpdatePolicy: 'Policy changed',
  adminCreateFaq: 'FAQ added',
  adminUpdateFaq: 'FAQ changed',
  adminDeleteFaq: 'FAQ deleted',
  adminUpdateSettings: 'Settings changed',
  adminUpdateCallback: 'Call-back updated',
  adminNotifyShopper: 'Shopper notified',
  adminBroadcastNotification: 'Notification to every shopper',
};

/** The action's name in words; an operation recorded before it had one shows as stored. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** The filter's choices: each recorded operation by its name, sorted as read. */
export const ACTION_CHOICES = Object.entries(ACTION_LABELS)
  .map(([id, label]) => [id, label] as const)
  .sort((a, b) => a[1].localeCompare(b[1]));

/** The outcome of a call from its status code. */
export function describeOutcome(statusCode: number | null): string {
  if (statusCode === null) return '—';
  if (statusCode < 300) return 'Done';
  if (statusCode === 429) return 'Locked out';
  if (statusCode === 401 || statusCode === 403) return `Refused (${statusCode})`;
  return `Failed (${statusCode})`;
}
