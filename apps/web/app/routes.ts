import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Spec 2's route table. The store layout (header, footer, WhatsApp button) wraps every page. */
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('routes/store-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('category/:categoryId', 'routes/category.tsx'),
    route('brand/:brandId', 'routes/brand.tsx'),
    route('offer/:offerId', 'routes/offer.tsx'),
    route('product/:productId', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('policy/:policyId', 'routes/policy.tsx'),
    route('login', 'routes/login.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('order-details/:orderId', 'routes/order-details.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('order-success', 'routes/order-success.tsx'),
    route('payment-failed', 'routes/payment-failed.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
