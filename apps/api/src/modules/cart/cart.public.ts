/* What other modules may use of the cart: its lines as checkout prices them, and the per-line quantity rule. */
export { lineLimit, pricingLinesOf } from './cart-pricing.ts';
export { cartLines, removeOrderedLines, variantLineColumns } from './cart.repository.ts';
export { quantityLimitError } from './cart.service.ts';
