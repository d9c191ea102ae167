import type { Dictionary } from '~/lib/i18n/i18n';

type BannerStage = 'MINIMUM_UNMET' | 'FREE_DELIVERY_UNMET' | 'FREE_DELIVERY_EARNED';

/** The cart drawer, its lines and totals, (spec 2, 4 and 8's words); add-to-cart's toasts are in add-to-cart-messages.ts. */
const en = {
  title: 'My Cart',
  failedToLoad: 'Failed to load cart',
  tryAgain: 'Try again',
  loading: 'Loading your cart...',
  empty: 'Your cart is empty',
  startShopping: 'Start shopping to add items to your cart',
  continueShopping: 'Continue Shopping',
  cartItems: 'Cart items',
  loginToUpdate: 'Please login to update cart',
  loginToCheckout: 'Please login to proceed to checkout',
  updateFailed: 'Failed to update item quantity',
  removeFailed: 'Failed to remove item from cart',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: (name: string) => `Remove ${name} from cart`,
  updating: 'Updating',
  quantity: 'Quantity ',
  price: (count: number) => `Price (${count} ${count === 1 ? 'item' : 'items'})`,
  discount: 'Discount',
  total: 'Total',
  proceed: 'Proceed To Buy',
  minimumRequired: 'Minimum Order Required',
  progressMinimum: 'Progress to the minimum order',
  progressFree: 'Progress to free delivery',
  /** Spec 4's banner; English pages show the server's own wording (banner.message). */
  banner: (stage: BannerStage, amount: string) =>
    stage === 'MINIMUM_UNMET'
      ? `Add ${amount} more for minimum order`
      : stage === 'FREE_DELIVERY_UNMET'
        ? `Add ${amount} more for FREE delivery!`
        : "Congratulations! You've earned FREE delivery!",
};

const hi = {
  title: 'मेरा कार्ट',
  failedToLoad: 'कार्ट लोड नहीं हो सका',
  tryAgain: 'फिर से कोशिश करें',
  loading: 'आपका कार्ट लोड हो रहा है...',
  empty: 'आपका कार्ट खाली है',
  startShopping: 'कार्ट में आइटम जोड़ने के लिए खरीदारी शुरू करें',
  continueShopping: 'खरीदारी जारी रखें',
  cartItems: 'कार्ट के आइटम',
  loginToUpdate: 'कार्ट बदलने के लिए कृपया लॉग इन करें',
  loginToCheckout: 'चेकआउट के लिए कृपया लॉग इन करें',
  updateFailed: 'आइटम की संख्या नहीं बदली जा सकी',
  removeFailed: 'आइटम कार्ट से नहीं हटाया जा सका',
  decrease: (name: string) => `${name} की संख्या घटाएँ`,
  increase: (name: string) => `${name} की संख्या बढ़ाएँ`,
  remove: (name: string) => `${name} को कार्ट से हटाएँ`,
  updating: 'अपडेट हो रहा है',
  quantity: 'संख्या ',
  price: (count: number) => `कीमत (${count} आइटम)`,
  discount: 'छूट',
  total: 'कुल',
  proceed: 'खरीदने के लिए आगे बढ़ें',
  minimumRequired: 'न्यूनतम ऑर्डर राशि ज़रूरी',
  progressMinimum: 'न्यूनतम ऑर्डर तक की प्रगति',
  progressFree: 'मुफ़्त डिलीवरी तक की प्रगति',
  banner: (stage: BannerStage, amount: string) =>
    stage === 'MINIMUM_UNMET'
      ? `न्यूनतम ऑर्डर के लिए ${amount} का सामान और जोड़ें`
      : stage === 'FREE_DELIVERY_UNMET'
        ? `मुफ़्त डिलीवरी के लिए ${amount} का सामान और जोड़ें!`
        : 'बधाई हो! आपको मुफ़्त डिलीवरी मिल गई!',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
