/**
 * Every path of the storefront (spec 2's route table plus the pages DESIGN.md adds), used by every link and
 * redirect so a path is written once. Builders encode their parameters.
 */
export const storePaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  category: (categoryId: number | string) => `/category/${encodeURIComponent(categoryId)}`,
  brand: (brandId: number | string) => `/brand/${encodeURIComponent(brandId)}`,
  offer: (offerId: number | string) => `/offer/${encodeURIComponent(offerId)}`,
  product: (productId: number | string) => `/product/${encodeURIComponent(productId)}`,
  search: '/search',
  /** 'Shop All' of the footer: every product, sorted and filtered like a category. */
  shopAll: '/shop',
  policy: (policyId: string) => `/policy/${encodeURIComponent(policyId)}`,
  auth: '/auth',
  login: '/login',
  profile: '/profile',
  wishlist: '/wishlist',
  wallet: '/wallet',
  notifications: '/notifications',
  faqs: '/faqs',
  checkout: '/checkout',
  orderSuccess: '/order-success',
  paymentFailed: '/payment-failed',
  addressManagement: '/address-management',
  orders: '/orders',
  orderDetails: (orderId: string) => `/order-details/${encodeURIComponent(orderId)}`,
  /** The COD confirmation page a signed link opens (its proof in the query). */
  codConfirm: (orderId: string, proof: { expires: number; sig: string }) =>
    `/cod-confirm/${encodeURIComponent(orderId)}?expires=${proof.expires}&sig=${proof.sig}`,
  admin: '/admin',
} as const;

/** The policies the sign-in footer and the footer link to (spec 2). */
export const POLICY_IDS = {
  privacy: 'privacy-policy',
  terms: 'terms-and-conditions',
  returns: 'return-refund-policy',
} as const;

/**
 * Where to go back to after signing in: only a same-origin path (one leading slash, not `//host` or `/\host`),
 * never the sign-in page itself; anything else falls back to the profile.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = storePaths.profile): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  const path = value.split(/[?#]/)[0];
  if (path === storePaths.auth || path === storePaths.login) return fallback;
  return value;
}

/** `/auth?redirectTo=/checkout`: the sign-in page, remembering where the shopper was. */
export function authPathFor(redirectTo?: string | null): string {
  const back = redirectTo ? safeRedirectPath(redirectTo, '') : '';
  return back ? `${storePaths.auth}?redirectTo=${encodeURIComponent(back)}` : storePaths.auth;
}
