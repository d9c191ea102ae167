/** The back-in-stock alert's texts, in a file without Zod so the product page can show them without the schemas. */
export const STOCK_ALERT_MESSAGES = {
  /** The API's message once the alert is saved, and what the product page says after. */
  SAVED: 'We will let you know when it is back in stock',
  SIGN_IN: 'Please login to get notified when it is back in stock',
  FAILED: 'Failed to save your alert. Please try again.',
} as const;
