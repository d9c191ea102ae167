/*
 * What other modules may use of inventory: the holds an order takes on stock and the wallet (coupon uses through the coupons face), and
 * their release and reinstatement. Everything else in this folder is internal.
 */
export { CannotReinstate, reReserveOrder } from './order-reinstatement.ts';
export { markOrderReserved, releaseOrderReservation } from './order-reservation.ts';
export { lockShopper, takeStock, takeStockReadingLine } from './stock-holds.ts';
export { countStock, moveStock, orderTakenMovements, type StockCause } from './stock-ledger.ts';
export { announceProductStockChange, announceStockChange } from './stock-announcement.ts';
export { holdWallet } from './wallet-hold.ts';
/* For the operator dashboard: variants on sale at or below a stock threshold. */
export { lowStock } from './low-stock-admin.ts';
