/** The orders feature's face: the two pages, their loading frames and the sign-in check their routes run. */
export { OrderDetailsPage } from './order-details-page';
export { OrderDetailsSkeleton } from './order-details-skeleton';
export { OrdersPage, OrdersSkeleton } from './orders-page';
export { requireSignedIn } from './require-sign-in';
