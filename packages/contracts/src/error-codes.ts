/**
 * The `code`s of the error envelope and the status each comes with, so a client can branch on a code and the
 * API description can list, per answer, the codes an endpoint uses. The generic codes come with any endpoint
 * that can answer their status; an endpoint's definition names its own in `errorCodes`.
 */

export const GENERIC_ERROR_CODES = {
  400: ['VALIDATION_ERROR', 'BAD_REQUEST'],
  401: ['UNAUTHORIZED'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  409: ['CONFLICT'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  429: ['RATE_LIMITED'],
  500: ['INTERNAL'],
  503: ['SERVICE_UNAVAILABLE', 'SERVER_BUSY'],
} as const satisfies Record<number, readonly string[]>;

export const ERROR_CODE_STATUS = {
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 400,
  PINCODE_UNKNOWN: 400,
  PRODUCT_INFO_INCOMPLETE: 400,
  TOPUP_OUTSIDE_STORE_LIMITS: 400,
  COUPON_EMPTY: 400,
  COUPON_INVALID: 400,
  COUPON_EXHAUSTED: 400,
  COUPON_ALREADY_USED: 400,
  COUPON_FIRST_ORDER_ONLY: 400,
  COUPON_MINIMUM_NOT_MET: 400,
  MISSING_INFORMATION: 400,
  EMPTY_CART: 400,
  WALLET_NEEDS_ANOTHER_METHOD: 400,
  ONLINE_AND_COD: 400,
  COD_UNAVAILABLE: 400,
  // The COD risk controls (cod-rules.ts): the order is fine, cash on delivery is not for it.
  COD_OFF_FOR_ACCOUNT: 422,
  COD_PINCODE_UNAVAILABLE: 422,
  COD_ABOVE_CEILING: 422,
  // COD confirmation: a link not signed by the store for this order, one past its expiry, staff moving an
  // unconfirmed COD order on, and a confirmation asked of an order that never needed one.
  COD_LINK_INVALID: 403,
  COD_LINK_EXPIRED: 409,
  COD_CONFIRMATION_PENDING: 409,
  COD_CONFIRMATION_NOT_NEEDED: 409,
  MINIMUM_ORDER_NOT_MET: 400,
  ONLINE_AMOUNT_TOO_SMALL: 400,
  UNKNOWN_AD: 400,
  NOT_ENOUGH_HEARTS: 400,
  NO_ONLINE_PAYMENT: 400,
  INVALID_SIGNATURE: 400,
  PAYMENT_ORDER_MISMATCH: 400,
  PAYMENT_AMOUNT_MISMATCH: 400,
  PAYMENT_NOT_CAPTURED: 400,
  INVALID_REASON: 400,
  CHALLENGE_INVALID: 400,
  STAFF_SIGN_IN_REQUIRED: 401,
  STAFF_SIGN_IN_FAILED: 401,
  STAFF_TOTP_CODE_USED: 401,
  OPERATOR_TOKEN_REQUIRED: 403,
  PERMISSION_DENIED: 403,
  CONSOLE_WRITE_REFUSED: 403,
  INVITATION_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
  LAST_OWNER: 409,
  STAFF_SIGN_IN_LOCKED: 429,
  LINK_EXPIRED: 403,
  REVIEW_NOT_ALLOWED: 403,
  OWN_REVIEW: 403,
  ORDER_NOT_FOUND: 404,
  ORDER_ITEM_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  REVIEW_ALREADY_REPORTED: 409,
  PRODUCT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  RETURN_NOT_FOUND: 404,
  POLICY_NOT_FOUND: 404,
  FAQ_NOT_FOUND: 404,
  SEARCH_SYNONYM_NOT_FOUND: 404,
  CALLBACK_NOT_FOUND: 404,
  MEDIA_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  BANNER_NOT_FOUND: 404,
  OFFER_NOT_FOUND: 404,
  VARIANT_NOT_FOUND: 404,
  COUPON_CODE_TAKEN: 409,
  CATEGORY_NAME_TAKEN: 409,
  BRAND_NAME_TAKEN: 409,
  SEARCH_SYNONYM_TERM_TAKEN: 409,
  SKU_TAKEN: 409,
  CATEGORY_HAS_PRODUCTS: 409,
  BRAND_HAS_PRODUCTS: 409,
  OUT_OF_STOCK: 409,
  STOCK_TOO_LOW: 409,
  QUANTITY_LIMIT: 409,
  PRICE_CHANGED: 409,
  PRODUCT_UNAVAILABLE: 409,
  INSUFFICIENT_WALLET_BALANCE: 409,
  ADDRESS_LIMIT: 409,
  ORDER_IS_DRAFT: 409,
  CANCEL_NOT_AVAILABLE: 409,
  INVALID_STATUS_TRANSITION: 409,
  NOTHING_TO_REFUND: 409,
  // A refund larger than what is left refundable on the order, the return or the original payment.
  REFUND_TOO_LARGE: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_EXPIRED: 409,
  ORDER_CANCELLED: 409,
  ORDER_NOT_PAYABLE_ONLINE: 409,
  RETURN_NOT_AVAILABLE: 409,
  INVALID_RETURN_TRANSITION: 409,
  RETURN_ALREADY_REQUESTED: 409,
  // A category's return rule: the item is never returnable, or (hygiene) only for a fault reason with photos.
  ITEM_NOT_RETURNABLE: 409,
  RETURN_REASON_NOT_ACCEPTED: 400,
  RETURN_PHOTOS_REQUIRED: 400,
  RETURN_PHOTO_NOT_FOUND: 404,
  INVOICE_NOT_READY: 409,
  // An edit based on a version of the record that is no longer the stored one (record-version.ts).
  STALE_WRITE: 409,
  VERSION_REQUIRED: 428,
  // A products CSV: the file cannot be read; its preview is gone or stale; its batch cannot be undone.
  CSV_INVALID: 400,
  CSV_PREVIEW_NOT_FOUND: 404,
  CSV_BATCH_NOT_FOUND: 404,
  IMPORT_STALE: 409,
  IMPORT_UNDO_REFUSED: 409,
  CHALLENGE_REQUIRED: 429,
  AD_HEARTS_CAP: 429,
  REFUND_FAILED: 502,
  // Shipping (modules/shipping): no shipment yet; one already booked; a step its state no longer allows; the
  // courier refused or could not be reached.
  SHIPMENT_NOT_FOUND: 404,
  SHIPMENT_EXISTS: 409,
  SHIPMENT_NOT_ALLOWED: 409,
  COURIER_FAILED: 502,
  SMS_FAILED: 503,
  // The operator closed the store (settings isAppActive off): carts and orders wait until it reopens.
  STORE_CLOSED: 503,
  // Refused by the HTTP parser before any endpoint (plugins/client-errors.ts).
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
} as const satisfies Record<string, number>;

export type ErrorCode =
  keyof typeof ERROR_CODE_STATUS | (typeof GENERIC_ERROR_CODES)[keyof typeof GENERIC_ERROR_CODES][number];

/** The codes an answer of this status may carry: the generic ones, then the endpoint's own of that status. */
export function errorCodesFor(status: number, endpointCodes: readonly string[] = []): string[] {
  const own = endpointCodes.filter((code) => (ERROR_CODE_STATUS as Record<string, number>)[code] === status);
  const generic: readonly string[] = (GENERIC_ERROR_CODES as Record<number, readonly string[]>)[status] ?? [];
  // A 403 or 409 with codes of its own never answers the bare generic one.
  const keepGeneric = !(own.length && (status === 403 || status === 409));
  return [...(keepGeneric ? generic : []), ...own];
}
