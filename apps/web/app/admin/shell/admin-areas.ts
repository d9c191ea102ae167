import type { StaffSession } from '@shringar/contracts/staff';
import type { Permission } from '@shringar/contracts/staff-roles';
import { adminPaths } from '../kit/admin-paths';

export type Area = { to: string; label: string; permission: Permission; end?: boolean };

/** The console's areas, grouped as the work is (selling, the catalogue, shoppers, the store, the team). An area's
 * permission opens it and every page below it (an order, a product, the CSV import). */
export const AREA_GROUPS: { label: string; areas: Area[] }[] = [
  {
    label: 'Sales',
    areas: [
      { to: adminPaths.home, label: 'Overview', permission: 'console', end: true },
      { to: adminPaths.orders, label: 'Orders', permission: 'orders.read' },
      { to: adminPaths.returns, label: 'Returns', permission: 'orders.read' },
      { to: adminPaths.courierSimulator, label: 'Courier simulator', permission: 'orders.manage' },
      { to: adminPaths.customers, label: 'Customers', permission: 'customers.read' },
      { to: adminPaths.gstReport, label: 'GST reports', permission: 'reports.read' },
    ],
  },
  {
    label: 'Catalogue',
    areas: [
      { to: adminPaths.products, label: 'Products', permission: 'catalogue.manage' },
      { to: adminPaths.categories, label: 'Categories', permission: 'catalogue.manage' },
      { to: adminPaths.brands, label: 'Brands', permission: 'catalogue.manage' },
      { to: adminPaths.banners, label: 'Banners', permission: 'catalogue.manage' },
      { to: adminPaths.offers, label: 'Offers', permission: 'catalogue.manage' },
      { to: adminPaths.bestsellers, label: 'Bestsellers', permission: 'catalogue.manage' },
      { to: adminPaths.searchSynonyms, label: 'Search synonyms', permission: 'catalogue.manage' },
      { to: adminPaths.reviews, label: 'Reviews', permission: 'content.manage' },
      { to: adminPaths.coupons, label: 'Coupons', permission: 'marketing.manage' },
    ],
  },
  {
    label: 'Shoppers',
    areas: [
      { to: adminPaths.callbacks, label: 'Call-backs', permission: 'callbacks.manage' },
      { to: adminPaths.notifications, label: 'Notifications', permission: 'customers.notify' },
    ],
  },
  {
    label: 'Store',
    areas: [
      { to: adminPaths.policies, label: 'Policies', permission: 'content.manage' },
      { to: adminPaths.faqs, label: 'FAQs', permission: 'content.manage' },
      { to: adminPaths.settings, label: 'Settings', permission: 'settings.manage' },
    ],
  },
  {
    label: 'Team',
    areas: [
      { to: adminPaths.staff, label: 'Staff', permission: 'staff.manage' },
      { to: adminPaths.audit, label: 'Audit log', permission: 'audit.read' },
    ],
  },
];

const AREAS = AREA_GROUPS.flatMap((g) => g.areas);

/** The permission a console page needs: its area's (the page itself or one below it), else only a session. */
export function permissionForPath(pathname: string): Permission {
  const path = pathname.replace(/\/+$/, '') || '/';
  const area = AREAS.find((a) => !a.end && (path === a.to || path.startsWith(`${a.to}/`)));
  return area?.permission ?? 'console';
}

/** Whether the signed-in member's role opens the console page at `pathname`. */
export const mayOpen = (session: StaffSession, pathname: string) =>
  session.permissions.includes(permissionForPath(pathname));
