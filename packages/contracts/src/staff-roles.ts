/**
 * Who may do what in the operator console. Zod-free, so the console's pages can read it without bundling
 * schemas. Every operator endpoint names one permission (`permission` in its definition); the API checks it on
 * every call against the caller's role, or against the automation set for the shared OPERATOR_TOKEN.
 */

export const STAFF_ROLES = ['owner', 'catalogue', 'fulfilment', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Any signed-in staff member: their own session. */
  'console',
  'orders.read',
  'orders.manage',
  'orders.refund',
  /** Look up shoppers: their orders, addresses and wallet ledger. */
  'customers.read',
  'customers.wallet',
  'customers.notify',
  'catalogue.manage',
  /** Coupons: what the store gives away at checkout. */
  'marketing.manage',
  'staff.manage',
  'audit.read',
  /** The dashboard: sales figures, low stock, drafts and call-backs waiting. */
  'dashboard.read',
  /** Policies and FAQs. */
  'content.manage',
  /** App settings and the store profile. */
  'settings.manage',
  /** The call-back requests queue. */
  'callbacks.manage',
  /** A notification to every shopper at once. */
  'customers.broadcast',
  /** GST reports (GSTR-1) for the accountant. */
  'reports.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  catalogue: ['console', 'dashboard.read', 'catalogue.manage', 'marketing.manage', 'content.manage'],
  fulfilment: ['console', 'dashboard.read', 'orders.read', 'orders.manage', 'orders.refund', 'customers.read'],
  support: [
    'console',
    'dashboard.read',
    'orders.read',
    'customers.read',
    'customers.wallet',
    'customers.notify',
    'content.manage',
    'callbacks.manage',
  ],
};

/**
 * The shared OPERATOR_TOKEN is for automation (the ops CLI, scripts): moving orders, refunds, wallet credits and
 * notifications to shoppers, and what an owner grants it besides (AUTOMATION_GRANTABLE). It can never sign in to
 * the console, create, change or disable staff, or read the audit log: a leaked token cannot take the console
 * over. The one exception is a store's first owner: while no staff account is active, the token may invite an
 * owner (`npm run ops -- staff:create`).
 */
export const AUTOMATION_PERMISSIONS: readonly Permission[] = [
  'orders.read',
  'orders.manage',
  'orders.refund',
  'customers.read',
  'customers.wallet',
  'customers.notify',
];

/** Permissions the automation token never holds, whoever grants them: the console's own keys. */
export const AUTOMATION_NEVER: readonly Permission[] = ['console', 'staff.manage', 'audit.read'];

/** What an owner may grant the automation token beyond its own set (settings, so a script can close the store). */
export const AUTOMATION_GRANTABLE: readonly Permission[] = PERMISSIONS.filter(
  (p) => !AUTOMATION_PERMISSIONS.includes(p) && !AUTOMATION_NEVER.includes(p),
);

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  fulfilment: 'Fulfilment',
  support: 'Support',
};

export const roleMay = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

/** How many wrong sign-ins in a row lock an e-mail address, and for how long. */
export const STAFF_LOCKOUT = { failures: 5, minutes: 15 } as const;

/** An invitation link stays valid this long. */
export const STAFF_INVITATION_HOURS = 72;

export const STAFF_PASSWORD_MIN_LENGTH = 12;
