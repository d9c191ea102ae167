/** What the console feature offers the admin routes. */
export { consoleCall, ConsoleError } from './api/console-request';
export { loadFilteredList } from './api/filtered-list';
export { loaderFailure } from './api/loader-failure';
export { fetchStaffSession } from './api/staff-session';
export { AuditPage } from './audit/audit-page';
export { ConsoleHome } from './console-home';
export { consolePaths, consoleSignInPath } from './console-paths';
export { ConsoleShell } from './console-shell';
export { CustomerPage } from './customers/customer-page';
export { CustomersPage } from './customers/customers-page';
export { OrderDetailPage } from './orders/order-detail-page';
export { OrdersPage } from './orders/orders-page';
export { PackingSlipPage } from './orders/packing-slip-page';
export { ReturnsPage } from './returns/returns-page';
export { InvitationPage } from './sign-in/invitation-page';
export { SignInPage } from './sign-in/sign-in-page';
export { StaffPage } from './staff/staff-page';
