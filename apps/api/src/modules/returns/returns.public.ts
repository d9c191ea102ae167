/* What other modules may use of returns: receiving an order's open returns when the order is set RETURNED. */
export { receiveOpenReturns } from './returns-received.ts';
