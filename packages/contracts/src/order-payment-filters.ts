/** How the console's order search filters by payment; Zod-free so the console reads it without schemas. */
export const ORDER_PAYMENT_FILTERS = ['ONLINE', 'COD', 'WALLET'] as const;
