/** Cart messages of spec 8, in a file without Zod so a browser chunk can show them without the schemas. */
export const CART_MESSAGES = {
  INCOMPLETE: 'Product information is incomplete',
  OUT_OF_STOCK: 'Out of stock',
} as const;
