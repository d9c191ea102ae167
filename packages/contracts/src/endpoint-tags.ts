/**
 * The groups of the API's operations, each declared once with what it holds: an endpoint's `tags` may name only
 * these, and the OpenAPI document lists them (with their descriptions) at its top.
 */
export const ENDPOINT_TAGS = {
  account: "The signed-in shopper's profile, photo and account",
  addresses: "The shopper's delivery addresses and the one selected for checkout",
  admin: 'The operator API: orders, catalogue, stock, prices, coupons, returns, customers, content and settings',
  auth: 'Sign-in by a one-time code sent to a phone number, and sign-out',
  cart: "The shopper's cart, priced live",
  catalogue: 'Categories, brands, offers and banners of the store front',
  checkout: 'Placing an order from the cart (cash on delivery or online payment)',
  content: 'Settings, policies, FAQs and the reasons lists (cancellation, return) shoppers read',
  coupons: 'Coupons a shopper may apply to the cart',
  giveaway: "The store's giveaway: its state, watching an ad and taking part",
  health: 'Whether the server and its database answer',
  media: 'Product and category images served by the store',
  notifications: "The shopper's notifications",
  orders: "The shopper's orders, their tracking, cancellation, returns and invoices",
  payments: 'Online payment: verification, paying again and the payment provider webhooks',
  pincode: 'Whether the store delivers to a pincode, and by when',
  products: 'Product lists and product detail',
  reviews: 'Product ratings and reviews',
  search: 'Product search and suggestions',
  shipping: "Couriers: shipments with AWBs and labels, pickups, the courier's tracking webhooks and its simulator",
  staff: 'Staff sign-in to the console, invitations and roles',
  support: 'Feedback on the app and help-and-support requests from shoppers',
  uploads: 'Uploaded images, served back under their own names',
  wallet: "The shopper's wallet: balance, history and top-ups",
  wishlist: "The shopper's wishlist",
} as const;

export type EndpointTag = keyof typeof ENDPOINT_TAGS;
