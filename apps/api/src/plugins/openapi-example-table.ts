/**
 * The one table of example values for the API description, taken from the demo store (`npm run seed`): its
 * shopper Priya Sharma in Bengaluru, the Kundan Jhumka Earrings, order SHR2611220001 paid through Razorpay,
 * the store's default settings and company profile. openapi-examples.ts reads it; every example still has to
 * pass its field's schema, else a generic value is used (and the lint test refuses an example equal to its
 * own field's name).
 */
import { DEFAULT_SETTINGS } from '@shringar/contracts/settings';
import { configSchema, storeProfile } from '../config.ts';

/** The text values of a demo record (nested records flattened), as examples by field name. */
function textValues(record: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' && value
        ? [[key, value]]
        : value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(textValues(value))
          : [],
    ),
  );
}

const STORE_PROFILE = storeProfile(configSchema.parse({}));
/** The store's own name, address and phone under `storeProfile`, apart from the shopper's fields of those names. */
const qualified = (prefix: string, record: object) =>
  Object.fromEntries(Object.entries(textValues(record)).map(([key, value]) => [`${prefix}.${key}`, value]));

const ISO_TIME = '2026-11-22T10:30:00.000Z';
const SIGNATURE = '9d3c1f5e7a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d';
const STAFF_EMAIL = 'ananya.deshpande@shringar.store';
const PRODUCT_ART = '/api/v4/media/product/jhumka/d4af37/kundan-jhumka-1.svg';
const UPLOAD = '/api/v4/uploads/3f0c6d1e7a524c1b9a8e2b9f3c4d5e6f-800x800';

/** Values by field or parameter name, tried before anything generic. The named entries win over the demo's. */
export const EXAMPLE_BY_NAME: Record<string, unknown> = {
  // The store's own settings and company profile, as a new store starts with them.
  ...textValues(DEFAULT_SETTINGS),
  ...Object.fromEntries(Object.entries(DEFAULT_SETTINGS).filter(([, value]) => typeof value === 'number')),
  ...textValues(STORE_PROFILE),
  ...qualified('storeProfile', STORE_PROFILE),
  // Settings the demo store leaves empty.
  videoId: 'festive-edit-2026',
  homeVideoUrl: 'https://shop.shringar.in/media/video/festive-edit.mp4',
  minimumOrderAmountVideo: 'https://shop.shringar.in/media/video/minimum-order.mp4',
  phoneNumber: '9876543210',
  phone: '9876543210',
  mobile_number: '9876543210',
  contact: '9876543210',
  otp: '1234',
  pincode: '560001',
  email: 'priya.sharma@example.in',
  name: 'Priya Sharma',
  userName: 'Priya S.',
  city: 'Bengaluru',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  address: '12, 4th Cross, Indiranagar',
  landmark: 'Near the metro station',
  productName: 'Kundan Jhumka Earrings',
  metaTitle: 'Kundan Jhumka Earrings in Gold | Shringar',
  metaDescription:
    'Handcrafted kundan jhumkas with pearl drops, gold-plated brass. Free delivery above ₹499, COD available.',
  variantName: 'Gold',
  brandName: 'Shringar Studio',
  categoryName: 'Earrings',
  category: 'Earrings',
  title: 'Festive Edit',
  subtitle: 'Up to 40% off on jhumkas',
  description: 'Handcrafted pieces for the wedding season',
  couponCode: 'FESTIVE10',
  code: 'FESTIVE10',
  reason: 'Goodwill credit for a late delivery',
  comment: 'Lovely finish, exactly as pictured',
  storeReply: 'Thank you, Priya! We are glad the jhumkas arrived as pictured.',
  reply: 'Thank you, Priya! We are glad the jhumkas arrived as pictured.',
  filter: 'pending',
  token: 'fcm-device-token-0001',
  adId: 'home-rewarded-1',
  orderId: 'SHR2611220001',
  // GSTR-1 (the GST report): the demo order's invoice and a refund's credit note, as the offline tool writes them.
  month: '2026-11',
  placeOfSupply: '29-Karnataka',
  invoiceNumber: 'SHR/26-27/000123',
  invoiceDate: '22-Nov-2026',
  hsn: '7117',
  uqc: 'NOS-NUMBERS',
  noteNumber: 'SHR-CN-000042',
  noteDate: '24-Nov-2026',
  // The order's parcel with the courier (Shiprocket's shapes; the simulator answers alike).
  awb: '19041424751540',
  courierName: 'Delhivery Surface',
  current_status: 'IN TRANSIT',
  location: 'Bengaluru Hub',
  deliveryCity: 'Bengaluru',
  deliveryPincode: '560001',
  expectedDeliveryDate: '2026-11-26',
  pickupRequestedAt: ISO_TIME,
  scannedAt: ISO_TIME,
  // A COD confirmation link's page: when the order was placed, where it goes, and the link's proof.
  placedAt: ISO_TIME,
  deliverTo: 'Bengaluru 560001',
  sig: SIGNATURE,
  expires: 1795500000,
  // An item of a list of orders (bulk actions), or a list of one in a query.
  orderIds: 'SHR2611220001',
  returnIds: 4,
  // A return with its photos and the item's return rule (a lipstick: hygiene, faulty items only).
  photoId: 9,
  photoCount: 2,
  thumbUrl:
    '/api/v4/return/photos/9?expires=1795501800&sig=9d3c1f5e7a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d&size=thumb',
  returnNote: 'For hygiene, Lipstick can be returned only if it arrived damaged, defective or wrong, until 29 Nov 2026',
  returnRule: 'FAULT_ONLY',
  returnWindowDays: 7,
  labelsPath: '/api/v4/admin/shipments/labels.pdf?orderIds=SHR2611220001,SHR2611220002',
  paymentLink: 'https://shop.shringar.in/order-details/SHR2611220001',
  id: 1,
  productId: 12,
  variantId: 31,
  categoryId: 4,
  brandId: 2,
  addressId: 3,
  cartItemId: 7,
  itemId: 7,
  orderItemId: 18,
  page: 1,
  itemsPerPage: 24,
  limit: 10,
  minPrice: 100,
  maxPrice: 2000,
  // Listing facets: comma-separated values.
  shade: 'Reds,Nudes',
  brand: '2,3',
  price: 'under-500,500-999',
  quantity: 1,
  status: 'ORDERED',
  currency: 'INR',
  provider: 'razorpay',
  order_id: 'order_AbCdEfGhIjKlMn',
  razorpay_order_id: 'order_AbCdEfGhIjKlMn',
  razorpay_payment_id: 'pay_AbCdEfGhIjKlMn',
  razorpayOrderId: 'order_AbCdEfGhIjKlMn',
  paymentId: 'pay_AbCdEfGhIjKlMn',
  signature: SIGNATURE,
  'idempotency-key': 'checkout-7f3a9c2e1b',
  'x-razorpay-signature': SIGNATURE,
  'x-razorpay-event-id': 'evt_AbCdEfGhIjKlMn',
  file: 'kundan-jhumka-gold-3f0c6d1e.webp',
  colour: 'Gold',
  color: 'Gold',
  tag: 'bridal',
  query: 'jhumka',
  q: 'jhumka',
  message: 'OK',
  created_at: ISO_TIME,
  updated_at: ISO_TIME,
  // Order details and lists (order SHR2611220001, shipped, then delivered).
  coupon_code: 'FESTIVE10',
  payment_method: 'ONLINE',
  paymentStatus: 'PAID',
  invoice_download_link: `https://shop.shringar.in/api/v4/invoices/SHR2611220001.pdf?expires=1795500000&sig=${SIGNATURE}`,
  invoice_number: 'SHR/26-27/000123',
  tracking_id: 'AWB1234567890',
  trackingId: 'AWB1234567890',
  last_status_update: ISO_TIME,
  delivered_at: '2026-11-25T12:10:00.000Z',
  statusLabel: 'Delivered',
  label: 'Delivery',
  orderImg: PRODUCT_ART,
  productImage: PRODUCT_ART,
  orderDeliveryDateText: 'Expected by 27 Nov 2026',
  rejectionReason: 'The seal is opened; opened cosmetics cannot be returned',
  providerRefundId: 'rfnd_AbCdEfGhIjKlMn',
  customerName: 'Priya Sharma',
  note: 'Packed with the gift message',
  requestedAt: ISO_TIME,
  addedAt: ISO_TIME,
  whatsappOptInAt: ISO_TIME,
  whatsappTemplateLanguageHindi: 'hi',
  // The console's people and records.
  actor: `staff:${STAFF_EMAIL}`,
  handledBy: STAFF_EMAIL,
  decidedBy: STAFF_EMAIL,
  lastSignInAt: ISO_TIME,
  action: 'adminSetOrderStatus',
  target: 'SHR2611220001',
  password: 'Jhumka-Festive-2026',
  invitationPath: '/admin/invitation/q3Xv9kLmN2pR7sT1uW4yZ6aB8cD0eF5gH3jK7mP9rS1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  totpUri: `otpauth://totp/Shringar:${STAFF_EMAIL}?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Shringar`,
  totpQrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37">…</svg>',
  answer:
    'Open My Orders and choose the order. You will see every step (Order Placed, Packed, Shipped, Out for Delivery, Delivered) with the tracking number once it ships.',
  iconUrl: '/api/v4/media/category/earrings.svg',
  logoUrl: '/api/v4/media/brand/shringar-studio.svg',
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  today: '2026-11-22',
  day: '2026-11-22',
  // Engagement.
  body: 'Your order SHR2611220001 is out for delivery today',
  feedback: 'Checkout was quick; please add more bridal sets',
  prizeImageUrl: '/api/v4/media/giveaway/festive-hamper.svg',
  endsAt: '2026-11-30T18:29:59.000Z',
  imageId: '3f0c6d1e7a524c1b9a8e2b9f3c4d5e6f',
  webp: `${UPLOAD}.webp`,
  avif: `${UPLOAD}.avif`,
  // Razorpay's event object and the simulator's failure, as the provider sends them.
  account_id: 'acc_AbCdEfGhIjKlMn',
  event: 'payment.captured',
  contains: 'payment',
  method: 'upi',
  eventId: 'evt_AbCdEfGhIjKlMn',
  outcome: 'captured',
  razorpay_signature: SIGNATURE,
  payment_id: 'pay_AbCdEfGhIjKlMn',
  source: 'customer',
  step: 'payment_authentication',
  // The demo catalogue: the Kundan Jhumka Earrings, drawn by the media routes.
  kind: 'jhumka',
  theme: 'rose',
  slug: 'kundan-jhumka-earrings',
  sku: 'KJE-GOLD',
  hsnCode: '7117',
  deliveryType: 'STANDARD',
  warranty: '6 months',
  variantDeliverytype: 'STANDARD',
  variantWarranty: '6 months',
  variantDeliveryDate: 'Delivery by 27 Nov 2026',
  highlights: 'Lightweight',
  variantHighlightedInformation: 'Lightweight | Nickel free',
  // Option values and facets (variant-options.ts, facets.ts).
  swatch: '#c9a227',
  shadeFamily: 'Metallics',
  size: 'M',
  packSize: '50 ml',
  value: 'Reds',
  descriptionHtml: '<p>Handcrafted kundan jhumkas with a gold finish.</p>',
  productDescription: '<p>Handcrafted kundan jhumkas with a gold finish.</p>',
  url: PRODUCT_ART,
  image: PRODUCT_ART,
  images: PRODUCT_ART,
  imageUrl: PRODUCT_ART,
  productImageUrl: PRODUCT_ART,
  profileImageUrl: `${UPLOAD}.webp`,
  alt: 'Kundan Jhumka Earrings in gold, front view',
  imageAlts: 'Kundan Jhumka Earrings in gold, front view',
  categoryIcon: '/api/v4/media/category/jhumka.svg',
  brandLogo: '/api/v4/media/brand/shringar-studio.svg',
  version: '2026-11-22T10:30:00.000Z#1',
  updatedAt: ISO_TIME,
  createdAt: ISO_TIME,
  joinedAt: '2026-01-15T06:30:00.000Z',
  expiresAt: '2026-11-22T11:00:00.000Z',
  paymentMethods: 'ONLINE',
  // The CSV import's preview and batches.
  previewId: '3f0c6d1e-7a52-4c1b-9a8e-2b9f3c4d5e6f',
  column: 'price',
  field: 'price',
  from: '1299',
  to: '1199',
  appliedBy: `staff:${STAFF_EMAIL}`,
  appliedAt: ISO_TIME,
  undoneBy: `staff:${STAFF_EMAIL}`,
  undoneAt: '2026-11-22T11:05:00.000Z',
  // Content.
  topic: 'Orders',
  question: 'How do I track my order?',
  // A search synonym: what a Hinglish spelling also finds (an array's example is its item's).
  term: 'jhumkiyan',
  expansions: 'jhumka',
  content: '<h2>Returns</h2><p>Unopened items can be returned within 7 days of delivery.</p>',
  // The Hindi versions the console edits beside the English (the store's /hi pages read them).
  titleHi: 'वापसी नीति',
  contentHi: '<h2>वापसी</h2><p>बिना खुला सामान डिलीवरी के 7 दिनों के अंदर वापस किया जा सकता है।</p>',
  topicHi: 'ऑर्डर',
  questionHi: 'मैं अपना ऑर्डर कैसे ट्रैक करूँ?',
  answerHi: 'मेरे ऑर्डर खोलें और ऑर्डर चुनें। भेजे जाने के बाद ट्रैकिंग नंबर के साथ हर कदम दिखेगा।',
  // Payments and sign-in.
  razorpayKeyId: 'rzp_live_AbCdEfGhIjKlMn',
  paymentProvider: 'razorpay',
  algorithm: 'PBKDF2/SHA-256',
  nonce: '5f2b8c1d9e3a7f60',
  salt: '0c6d1e7a524c1b9a',
  keyPrefix: '00',
  keySignature: SIGNATURE,
  proofOfWork: 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6e319LCJzb2x1dGlvbiI6eyJjb3VudGVyIjo0Mn19',
};

/**
 * A path's `{id}` by the resource it names (the segment before it): an address id looks like an address id.
 * Keys are the first path segment after /api/v4 (after /api/v4/admin for the operator API).
 */
export const ID_BY_RESOURCE: Record<string, unknown> = {
  address: 3,
  products: 12,
  product: 12,
  category: 4,
  brands: 2,
  offers: 1,
  banners: 1,
  reviews: 5,
  orders: 'SHR2611220001',
  order: 'SHR2611220001',
  policys: 1,
  notifications: 9,
  faqs: 2,
  coupons: 3,
  categories: 4,
  customers: 21,
  returns: 6,
  callbacks: 8,
  'search-synonyms': 3,
};

/** Field values that differ by operation: the same name means something else there. */
export const EXAMPLE_BY_OPERATION: Record<string, Record<string, unknown>> = {
  verifyPayment: { reason: null },
  verifyWalletTopUp: { reason: null },
  // A refund to the wallet: payout details go only with a payout (left out of the JSON).
  adminRefundReturn: { destination: 'WALLET', payout: undefined },
  // A percent coupon's value is a percent (at most 100).
  adminCreateCoupon: { value: 10 },
  adminUpdateCoupon: { value: 10 },
};
