import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Spec 2's route table in three groups (docs/decisions.md 'Route groups'):
 * - store: catalogue and content pages, server-rendered anonymously and marked shareable (the page cache keeps
 *   only these);
 * - account: a shopper's own pages behind the sign-in guard, `Cache-Control: private, no-store`;
 * - admin: the operator console, its own layout, never shared; staff sign in with their own session cookie.
 * Store and account pages share the store's frame (header, footer, WhatsApp button).
 */
export default [
  route('sitemap.xml', 'routes/store/sitemap.ts'),
  route('robots.txt', 'routes/store/robots.ts'),
  layout('routes/frame-layout.tsx', [
    layout('routes/store/store-group.tsx', [
      index('routes/store/home.tsx'),
      route('about', 'routes/store/about.tsx'),
      route('contact', 'routes/store/contact.tsx'),
      route('category/:categoryId', 'routes/store/category.tsx'),
      route('brand/:brandId', 'routes/store/brand.tsx'),
      route('offer/:offerId', 'routes/store/offer.tsx'),
      route('product/:productId', 'routes/store/product.tsx'),
      route('search', 'routes/store/search.tsx'),
      route('policy/:policyId', 'routes/store/policy.tsx'),
      route('login', 'routes/store/login.tsx'),
      route('auth', 'routes/store/auth.tsx'),
      // Help and Shop All (the footer's links).
      route('faqs', 'routes/store/faqs.tsx'),
      route('shop', 'routes/store/shop-all.tsx'),
      route('*', 'routes/store/not-found.tsx'),
    ]),
    layout('routes/account/account-layout.tsx', [
      route('address-management', 'routes/account/address-management.tsx'),
      route('checkout', 'routes/account/checkout.tsx'),
      route('order-success', 'routes/account/order-success.tsx'),
      route('payment-failed', 'routes/account/payment-failed.tsx'),
      route('orders', 'routes/account/orders.tsx'),
      route('order-details/:orderId', 'routes/account/order-details.tsx'),
      // The shopper's profile and wishlist.
      route('profile', 'routes/account/profile.tsx'),
      route('wishlist', 'routes/account/wishlist.tsx'),
      // The wallet and notifications.
      route('wallet', 'routes/account/wallet.tsx'),
      route('notifications', 'routes/account/notifications.tsx'),
    ]),
  ]),
  layout('routes/admin/admin-layout.tsx', [
    route('admin/sign-in', 'routes/admin/sign-in.tsx'),
    route('admin/invitation/:token', 'routes/admin/invitation.tsx'),
    layout('routes/admin/console-layout.tsx', [
      route('admin', 'routes/admin/overview.tsx'),
      route('admin/orders', 'routes/admin/orders.tsx'),
      route('admin/orders/:orderId', 'routes/admin/order.tsx'),
      route('admin/products', 'routes/admin/products.tsx'),
      route('admin/products/new', 'routes/admin/product-new.tsx'),
      route('admin/products/import', 'routes/admin/product-import.tsx'),
      route('admin/products/:productId', 'routes/admin/product.tsx'),
      route('admin/orders/:orderId/packing-slip', 'routes/admin/packing-slip.tsx'),
      route('admin/returns', 'routes/admin/returns.tsx'),
      route('admin/customers', 'routes/admin/customers.tsx'),
      route('admin/customers/:userId', 'routes/admin/customer.tsx'),
      route('admin/categories', 'routes/admin/categories.tsx'),
      route('admin/brands', 'routes/admin/brands.tsx'),
      route('admin/banners', 'routes/admin/banners.tsx'),
      route('admin/offers', 'routes/admin/offers.tsx'),
      route('admin/bestsellers', 'routes/admin/bestsellers.tsx'),
      route('admin/coupons', 'routes/admin/coupons.tsx'),
      route('admin/policies', 'routes/admin/policies.tsx'),
      route('admin/policies/:policyId', 'routes/admin/policy.tsx'),
      route('admin/faqs', 'routes/admin/faqs.tsx'),
      route('admin/settings', 'routes/admin/settings.tsx'),
      route('admin/callbacks', 'routes/admin/callbacks.tsx'),
      route('admin/notifications', 'routes/admin/notifications.tsx'),
      route('admin/staff', 'routes/admin/staff.tsx'),
      route('admin/audit', 'routes/admin/audit.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
