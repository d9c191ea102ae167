/** The orders feature's face: its two pages (the account layout guards them). */
export { OrderDetailsPage } from './order-details-page';
export { OrdersPage } from './orders-page';
export { messages as ordersMessages } from './messages';
