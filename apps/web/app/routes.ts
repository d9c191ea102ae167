import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { withHindiPages } from './lib/i18n/locale-routes';

/**
 * Spec 2's route table in three groups (docs/decisions.md 'Route groups'):
 * - store: catalogue and content pages, server-rendered anonymously and marked shareable (the page cache keeps
 *   only these);
 * - account: a shopper's own pages behind the sign-in guard, `Cache-Control: private, no-store`;
 * - admin: the operator console, its own layout, never shared; staff sign in with their own session cookie.
 * Store and account pages share the store's frame (header, footer, WhatsApp button).
 * Every store and account page is there twice (`withHindiPages`): as written in English and under `/hi` in
 * Hindi, the same modules (lib/i18n/, docs/decisions.md 'Hindi storefront').
 */
export default [
  route('sitemap.xml', 'routes/store/sitemap.ts'),
  route('robots.txt', 'routes/store/robots.ts'),
  ...withHindiPages([
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
      // A COD confirmation link's page: the signed link is the shopper's proof (no sign-in), never shared.
      route('cod-confirm/:orderId', 'routes/store/cod-confirm.tsx'),
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
  ]),
  layout('admin/routes/admin-layout.tsx', [
    route('admin/sign-in', 'admin/routes/sign-in.tsx'),
    route('admin/invitation/:token', 'admin/routes/invitation.tsx'),
    layout('admin/routes/signed-in-layout.tsx', [
      route('admin', 'admin/routes/overview.tsx'),
      route('admin/orders', 'admin/routes/orders.tsx'),
      route('admin/orders/packing-slips', 'admin/routes/packing-slips.tsx'),
      route('admin/orders/new', 'admin/routes/manual-order.tsx'),
      route('admin/orders/:orderId', 'admin/routes/order.tsx'),
      route('admin/products', 'admin/routes/products.tsx'),
      route('admin/products/new', 'admin/routes/product-new.tsx'),
      route('admin/products/import', 'admin/routes/product-import.tsx'),
      route('admin/products/:productId', 'admin/routes/product.tsx'),
      route('admin/orders/:orderId/packing-slip', 'admin/routes/packing-slip.tsx'),
      route('admin/returns', 'admin/routes/returns.tsx'),
      route('admin/reviews', 'admin/routes/reviews.tsx'),
      route('admin/courier-simulator', 'admin/routes/courier-simulator.tsx'),
      route('admin/reports/gst', 'admin/routes/gst-report.tsx'),
      route('admin/customers', 'admin/routes/customers.tsx'),
      route('admin/customers/:userId', 'admin/routes/customer.tsx'),
      route('admin/categories', 'admin/routes/categories.tsx'),
      route('admin/brands', 'admin/routes/brands.tsx'),
      route('admin/banners', 'admin/routes/banners.tsx'),
      route('admin/offers', 'admin/routes/offers.tsx'),
      route('admin/bestsellers', 'admin/routes/bestsellers.tsx'),
      route('admin/coupons', 'admin/routes/coupons.tsx'),
      route('admin/policies', 'admin/routes/policies.tsx'),
      route('admin/policies/:policyId', 'admin/routes/policy.tsx'),
      route('admin/faqs', 'admin/routes/faqs.tsx'),
      route('admin/settings', 'admin/routes/settings.tsx'),
      route('admin/callbacks', 'admin/routes/callbacks.tsx'),
      route('admin/notifications', 'admin/routes/notifications.tsx'),
      route('admin/staff', 'admin/routes/staff.tsx'),
      route('admin/audit', 'admin/routes/audit.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
