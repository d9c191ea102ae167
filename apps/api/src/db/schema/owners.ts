/**
 * Who owns each table: the one place (a module folder, or a lib/ or integrations/ folder) that may insert,
 * update or delete its rows. Everyone else reads it, or asks the owner through its face
 * (`modules/<owner>/<owner>.public.ts`). Keyed by the table's export name in this folder; every pgTable must
 * appear here. `apps/api/src/table-owners.test.ts` reads the API's code and fails on a write from elsewhere.
 */
export const TABLE_OWNERS = {
  // catalogue.ts
  products: 'modules/catalogue',
  productVariants: 'modules/catalogue',
  // written only by the triggers of migration 0022 (catalogue's tables feed it)
  productFacets: 'modules/catalogue',
  // imports.ts: CSV previews and applied import batches
  productCsvPreviews: 'modules/catalogue',
  productCsvBatches: 'modules/catalogue',
  categories: 'modules/merchandising',
  brands: 'modules/merchandising',
  offers: 'modules/merchandising',
  offerProducts: 'modules/merchandising',
  banners: 'modules/merchandising',
  bannerProducts: 'modules/merchandising',
  homeBestsellers: 'modules/merchandising',
  // search.ts
  searchSynonyms: 'modules/search',
  // stock.ts, checkout.ts
  stockMovements: 'modules/inventory',
  orderReleases: 'modules/inventory',
  // stock-alerts.ts: 'Notify me' on an out-of-stock variant
  stockAlerts: 'modules/stock-alerts',
  // content.ts
  settings: 'modules/settings',
  policies: 'modules/content',
  faqs: 'modules/content',
  reasons: 'modules/content',
  // engagement.ts
  notifications: 'modules/engagement',
  fcmTokens: 'modules/engagement',
  webPushSubscriptions: 'modules/engagement',
  callbackRequests: 'modules/engagement',
  notificationBroadcasts: 'modules/engagement',
  appFeedback: 'modules/engagement',
  giveaways: 'modules/engagement',
  giveawayEntries: 'modules/engagement',
  adViews: 'modules/engagement',
  // images.ts, jobs.ts, messages.ts, operations.ts
  images: 'modules/images',
  jobSchedules: 'lib/jobs',
  outboxMessages: 'modules/order-messages',
  operatorAuditLog: 'modules/staff',
  // orders.ts
  orders: 'modules/orders',
  orderItems: 'modules/checkout',
  orderCharges: 'modules/checkout',
  orderStatusHistory: 'modules/order-messages',
  returnRequests: 'modules/returns',
  returnPhotos: 'modules/returns',
  reviews: 'modules/reviews',
  reviewHelpfulVotes: 'modules/reviews',
  reviewReports: 'modules/reviews',
  counters: 'modules/orders',
  // payments.ts
  payments: 'modules/payments',
  refunds: 'modules/payments',
  orderRefunds: 'modules/refunds',
  webhookEvents: 'modules/payments',
  walletTopups: 'modules/wallet',
  walletLedger: 'modules/wallet',
  // shopping.ts
  cartItems: 'modules/cart',
  wishlistItems: 'modules/wishlist',
  recentlyViewed: 'modules/catalogue',
  coupons: 'modules/coupons',
  // simulator.ts
  simulatorOrders: 'integrations/payments/simulator',
  simulatorPayments: 'integrations/payments/simulator',
  simulatorRefunds: 'integrations/payments/simulator',
  // shipping.ts: shipments, the courier's scans and webhooks; the courier simulator's parcels
  shipments: 'modules/shipping',
  shipmentScans: 'modules/shipping',
  courierEvents: 'modules/shipping',
  courierSimulatorParcels: 'integrations/courier/simulator',
  // staff.ts
  staffMembers: 'modules/staff',
  staffSessions: 'modules/staff',
  automationGrants: 'modules/staff',
  // users.ts
  users: 'modules/account',
  sessions: 'modules/auth',
  otpCodes: 'modules/auth',
  addresses: 'modules/addresses',
  rateLimitCounters: 'lib/rate-limit',
} as const;

/**
 * Writes by a module other than the owner, each with its reason. Empty: every write from another module goes
 * through the owner's face (a function in `modules/<owner>/<owner>.public.ts` taking the caller's transaction),
 * so the owner test fails on any new one. An entry belongs here only with a reason strong enough to write down.
 */
export const SHARED_WRITES: ReadonlyArray<{ table: keyof typeof TABLE_OWNERS; writer: string; why: string }> = [];
