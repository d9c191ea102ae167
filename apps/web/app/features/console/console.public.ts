/** What the console feature offers the admin routes. */
export { consoleCall, ConsoleError } from './api/console-request';
export { loadFilteredList } from './api/filtered-list';
export { loaderFailure } from './api/loader-failure';
export { fetchStaffSession } from './api/staff-session';
export { AuditPage } from './audit/audit-page';
export { ConsoleHome } from './console-home';
export { consolePaths, consoleSignInPath } from './console-paths';
export { ConsoleShell } from './console-shell';
export { OrderDetailPage } from './orders/order-detail-page';
export { OrdersPage } from './orders/orders-page';
export { ProductEditPage } from './products/product-edit-page';
export { ProductImportPage } from './products/product-import-page';
export { ProductsPage } from './products/products-page';
export { InvitationPage } from './sign-in/invitation-page';
export { SignInPage } from './sign-in/sign-in-page';
export { StaffPage } from './staff/staff-page';
