/** The console's pages (the routes table in app/routes.ts mounts them under /admin). */
export const adminPaths = {
  home: '/admin',
  signIn: '/admin/sign-in',
  invitation: (token: string) => `/admin/invitation/${token}`,
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: number) => `/admin/products/${id}`,
  productImport: '/admin/products/import',
  packingSlip: (id: string) => `/admin/orders/${encodeURIComponent(id)}/packing-slip`,
  packingSlips: (ids: readonly string[]) => `/admin/orders/packing-slips?ids=${ids.map(encodeURIComponent).join(',')}`,
  newManualOrder: '/admin/orders/new',
  returns: '/admin/returns',
  reviews: '/admin/reviews',
  customers: '/admin/customers',
  customer: (id: number) => `/admin/customers/${id}`,
  staff: '/admin/staff',
  categories: '/admin/categories',
  brands: '/admin/brands',
  searchSynonyms: '/admin/search-synonyms',
  banners: '/admin/banners',
  offers: '/admin/offers',
  bestsellers: '/admin/bestsellers',
  coupons: '/admin/coupons',
  audit: '/admin/audit',
  policies: '/admin/policies',
  policy: (id: string) => `/admin/policies/${encodeURIComponent(id)}`,
  faqs: '/admin/faqs',
  settings: '/admin/settings',
  callbacks: '/admin/callbacks',
  notifications: '/admin/notifications',
  courierSimulator: '/admin/courier-simulator',
  gstReport: '/admin/reports/gst',
} as const;

/** Sign-in, remembering a console page to come back to. */
export function adminSignInPath(back?: string) {
  if (!back || back === adminPaths.signIn) return adminPaths.signIn;
  return `${adminPaths.signIn}?redirectTo=${encodeURIComponent(back)}`;
}

/** Only a console path may be a place to come back to after sign-in. */
export function safeAdminPath(value: string | null): string {
  return value && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(value) && !value.startsWith('//') ? value : adminPaths.home;
}
