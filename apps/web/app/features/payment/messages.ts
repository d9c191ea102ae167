import type { Dictionary } from '~/lib/i18n/i18n';
import { PAYMENT_MESSAGES } from './payment-outcome-state';

type Method = 'ONLINE' | 'COD' | 'WALLET';

/** The payment outcome pages and paying's toasts (spec 2 and 8). */
const en = {
  successMetaTitle: 'Order Placed | Shringar',
  failedMetaTitle: 'Payment Failed | Shringar',
  placed: 'Order Placed Successfully!',
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  emailComing: (email: string) => `A confirmation e-mail with your order details will arrive shortly at ${email}.`,
  updatesIn: 'Updates on this order appear in your Notifications and in My Orders.',
  noRecentOrder: 'No recent order to show',
  ordersAlwaysThere: 'Your orders and their status are always in My Orders.',
  track: 'Track Your Order',
  continueShopping: 'Continue Shopping',
  failedTitle: 'Payment Failed',
  cancelledExplanation:
    'You cancelled the payment. Your order has been created and its payment is pending: you can retry the payment now.',
  failedExplanation: 'The payment gateway ran into an error. Any money deducted from your account will be refunded.',
  amount: 'Amount',
  paymentMethod: 'Payment Method',
  methods: { ONLINE: 'Online', COD: 'Cash on Delivery', WALLET: 'Wallet' } satisfies Record<Method, string>,
  status: 'Status',
  cancelled: 'Cancelled',
  failed: 'Failed',
  reason: 'Reason',
  processing: 'Processing...',
  payNow: 'Pay Now',
  notFound:
    'We could not find the payment you were making. Your orders, and any payment still pending, are in My Orders.',
  goHome: 'Go to Home',
  viewOrders: 'View My Orders',
  contactSupport: 'Contact Support',
  verifyFailed: PAYMENT_MESSAGES.VERIFY_FAILED as string,
  cancelledByUser: PAYMENT_MESSAGES.CANCELLED as string,
  processingFailed: PAYMENT_MESSAGES.FAILED as string,
  createFailed: PAYMENT_MESSAGES.CREATE_FAILED as string,
};

const hi = {
  successMetaTitle: 'ऑर्डर हो गया | Shringar',
  failedMetaTitle: 'पेमेंट नहीं हो सका | Shringar',
  placed: 'ऑर्डर सफलतापूर्वक हो गया!',
  orderId: 'ऑर्डर ID',
  paymentId: 'पेमेंट ID',
  emailComing: (email: string) => `आपके ऑर्डर की जानकारी वाला कन्फ़र्मेशन ई-मेल जल्द ही ${email} पर आएगा।`,
  updatesIn: 'इस ऑर्डर के अपडेट आपकी सूचनाओं और मेरे ऑर्डर में दिखेंगे।',
  noRecentOrder: 'दिखाने के लिए कोई हाल का ऑर्डर नहीं है',
  ordersAlwaysThere: 'आपके ऑर्डर और उनका स्टेटस हमेशा मेरे ऑर्डर में मिलेगा।',
  track: 'अपना ऑर्डर ट्रैक करें',
  continueShopping: 'खरीदारी जारी रखें',
  failedTitle: 'पेमेंट नहीं हो सका',
  cancelledExplanation: 'आपने पेमेंट रद्द कर दिया। आपका ऑर्डर बन गया है और उसका पेमेंट बाकी है: आप अभी फिर से पेमेंट कर सकते हैं।',
  failedExplanation: 'पेमेंट गेटवे में गड़बड़ी हुई। आपके खाते से कटे पैसे वापस कर दिए जाएँगे।',
  amount: 'राशि',
  paymentMethod: 'पेमेंट का तरीका',
  methods: { ONLINE: 'ऑनलाइन', COD: 'कैश ऑन डिलीवरी', WALLET: 'वॉलेट' },
  status: 'स्टेटस',
  cancelled: 'रद्द',
  failed: 'असफल',
  reason: 'कारण',
  processing: 'प्रोसेस हो रहा है...',
  payNow: 'अभी पेमेंट करें',
  notFound: 'आपका पेमेंट हमें नहीं मिला। आपके ऑर्डर और बाकी पेमेंट मेरे ऑर्डर में हैं।',
  goHome: 'होम पर जाएँ',
  viewOrders: 'मेरे ऑर्डर देखें',
  contactSupport: 'सहायता से संपर्क करें',
  verifyFailed: 'पेमेंट हो गया, लेकिन उसकी पुष्टि नहीं हो सकी। कृपया सहायता से संपर्क करें।',
  cancelledByUser: 'पेमेंट आपने रद्द किया',
  processingFailed: 'पेमेंट प्रोसेस नहीं हो सका। कृपया फिर से कोशिश करें।',
  createFailed: 'पेमेंट नहीं हो सका। कृपया फिर से कोशिश करें।',
} satisfies typeof en;

export const paymentMessages = { en, hi } satisfies Dictionary<typeof en>;
