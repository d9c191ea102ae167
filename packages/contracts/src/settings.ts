import { z } from 'zod';
import { rupeeAmount } from './operator-input.ts';

/**
 * App settings of spec 3 with the defaults of spec 9. Operators override any of them in the `settings` table
 * (row key 'app'); the server merges those overrides over DEFAULT_SETTINGS. Money settings are rupees here
 * (the API's unit); services read the paise-aware form from the server's settings service.
 */

/** Order statuses up to which a shopper may still cancel (cancel is allowed while the order is before it). */
export const CANCEL_WINDOW_STATUSES = [
  'CONFIRMED',
  'PACKED',
  'READY_FOR_SHIPPING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const;

/** The settings form names each field itself, so the messages start with the rule. */
const rupees = rupeeAmount('', { min: 0, max: 1_000_000 });
const text = z.string().max(2000);

/** A WhatsApp template's name as registered with Meta; empty: that message is not sent on WhatsApp. */
const whatsappTemplate = z
  .string()
  .trim()
  .max(512)
  .regex(/^[a-z0-9_]*$/, 'Template names are lower-case letters, digits and underscores');

/** The setting naming each message's WhatsApp template (order events, and back_in_stock for stock alerts). */
export const WHATSAPP_TEMPLATE_SETTINGS = {
  placed: 'whatsappTemplatePlaced',
  payment_link: 'whatsappTemplatePaymentLink',
  paid: 'whatsappTemplatePaid',
  shipped: 'whatsappTemplateShipped',
  delivered: 'whatsappTemplateDelivered',
  cancelled: 'whatsappTemplateCancelled',
  refunded: 'whatsappTemplateRefunded',
  back_in_stock: 'whatsappTemplateBackInStock',
} as const;

export const settingsSchema = z.object({
  isAppActive: z.boolean(),
  appInactiveMessage: text,
  currencySymbol: z.string().min(1).max(5),
  deliveryCharge: rupees,
  minimumAmountForFreeDelivery: rupees,
  isWhatsappSupportActive: z.boolean(),
  whatsappSupportNumber: z.string().max(20),
  isCallSupportActive: z.boolean(),
  callSupportNumber: z.string().max(20),
  codCharge: rupees,
  isCodAvailable: z.boolean(),
  /** COD risk controls (cod-rules.ts): the order total above which COD is refused (0: no ceiling), the pincodes
   * without COD, and the refused deliveries after which a shopper's COD is switched off (0: never). */
  codCeiling: rupees,
  codBlockedPincodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{5}$/, 'Each pincode must be 6 digits, e.g. 110001'),
    )
    .max(2000, 'At most 2000 pincodes'),
  codRefusalLimit: z.number().int().min(0).max(50),
  /** New COD orders wait for the shopper's confirmation (a signed link in the order-placed message) before packing. */
  codConfirmationRequired: z.boolean(),
  /** The payment provider's mode as the operator configured it; the public answer reports the effective one. */
  razorpayMode: z.enum(['LIVE', 'TEST']),
  videoId: z.string().max(200),
  videoSkipTime: z.number().int().min(0).max(600),
  isUpdateMandatory: z.boolean(),
  homeVideoUrl: z.string().max(500),
  isHomeVideoVisible: z.boolean(),
  rewardAdId: z.string().max(200),
  minimumOrderAmount: rupees,
  minimumOrderAmountVideo: z.string().max(500),
  giveawayAdId: z.string().max(200),
  gameAdId: z.string().max(200),
  helpAndSupportTextEnglish: text,
  helpAndSupportTextHindi: text,
  /** Digits in a sign-in code: 4 as the spec shows, or 6 (what NIST SP 800-63B and OWASP ASVS prefer). */
  otpLength: z.union([z.literal(4), z.literal(6)], { error: 'OTP length must be 4 or 6' }),
  /** Cancel is available while the order has not reached this status. */
  cancelWindowStatus: z.enum(CANCEL_WINDOW_STATUSES),
  /** Days after delivery during which a return may be requested. */
  returnWindowDays: z.number().int().min(0).max(90),
  /** Hearts a shopper may earn from ad views per day. */
  adHeartsDailyCap: z.number().int().min(0).max(100),
  /** Wallet top-ups: the smallest and largest amount in rupees, and the amounts the wallet page offers. */
  walletTopupMinimum: z.number().int().min(1).max(50_000),
  walletTopupMaximum: z.number().int().min(1).max(50_000),
  walletTopupPresets: z.array(z.number().int().min(1).max(50_000)).max(8),
  /** New reviews wait in the console's queue until staff publish them (otherwise they are published at once). */
  holdNewReviewsForModeration: z.boolean(),
  /** WhatsApp updates (to shoppers who opted in): each message's template, and the language they are registered in. */
  whatsappTemplatePlaced: whatsappTemplate,
  whatsappTemplatePaymentLink: whatsappTemplate,
  whatsappTemplatePaid: whatsappTemplate,
  whatsappTemplateShipped: whatsappTemplate,
  whatsappTemplateDelivered: whatsappTemplate,
  whatsappTemplateCancelled: whatsappTemplate,
  whatsappTemplateRefunded: whatsappTemplate,
  whatsappTemplateBackInStock: whatsappTemplate,
  whatsappTemplateLanguage: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Template language must be a code such as en, en_US or hi'),
  /** The language of the templates' Hindi translations, sent to Hindi shoppers; empty: they get the one above. */
  whatsappTemplateLanguageHindi: z
    .string()
    .trim()
    .regex(/^([a-z]{2,3}(_[A-Z]{2})?)?$/, 'Hindi template language must be a code such as hi, or empty'),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  isAppActive: true,
  appInactiveMessage: 'Shringar is undergoing scheduled maintenance. We will be back shortly.',
  currencySymbol: '₹',
  deliveryCharge: 49,
  minimumAmountForFreeDelivery: 249,
  isWhatsappSupportActive: true,
  whatsappSupportNumber: '919820012345',
  isCallSupportActive: true,
  callSupportNumber: '+912248901234',
  codCharge: 9,
  isCodAvailable: true,
  codCeiling: 0,
  codBlockedPincodes: [],
  codRefusalLimit: 3,
  codConfirmationRequired: false,
  razorpayMode: 'LIVE',
  videoId: '',
  videoSkipTime: 10,
  isUpdateMandatory: false,
  homeVideoUrl: '',
  isHomeVideoVisible: false,
  rewardAdId: 'shringar-reward-ad',
  minimumOrderAmount: 199,
  minimumOrderAmountVideo: '',
  giveawayAdId: 'shringar-giveaway-ad',
  gameAdId: 'shringar-game-ad',
  helpAndSupportTextEnglish:
    'Need help with an order, a payment or a return? Request a call-back and our team will call you between 10:00 AM and 6:00 PM IST, Monday to Saturday.',
  helpAndSupportTextHindi:
    'ऑर्डर, भुगतान या रिटर्न में मदद चाहिए? कॉल-बैक का अनुरोध करें, हमारी टीम सोमवार से शनिवार सुबह 10 बजे से शाम 6 बजे (IST) के बीच आपको कॉल करेगी।',
  otpLength: 4,
  cancelWindowStatus: 'SHIPPED',
  returnWindowDays: 7,
  adHeartsDailyCap: 5,
  walletTopupMinimum: 100,
  walletTopupMaximum: 10_000,
  walletTopupPresets: [500, 1000, 2000, 5000],
  holdNewReviewsForModeration: false,
  whatsappTemplatePlaced: 'order_placed',
  whatsappTemplatePaymentLink: 'order_payment_link',
  whatsappTemplatePaid: 'order_paid',
  whatsappTemplateShipped: 'order_shipped',
  whatsappTemplateDelivered: 'order_delivered',
  whatsappTemplateCancelled: 'order_cancelled',
  whatsappTemplateRefunded: 'order_refunded',
  whatsappTemplateBackInStock: 'back_in_stock',
  whatsappTemplateLanguage: 'en',
  whatsappTemplateLanguageHindi: '',
};

export const storeProfileSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  cin: z.string(),
  gstin: z.string(),
  pan: z.string(),
  address: z.string(),
  state: z.string(),
  stateCode: z.string(),
  pincode: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  social: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string(), x: z.string() }),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

/**
 * GET /settings/: the settings plus what the web app needs to take payments and show the company. Only the
 * payment key *id* is public; the key secret and the webhook secret are never part of this shape. The COD
 * ceiling and pincodes are here for checkout to explain a refusal; the refusal limit and the WhatsApp templates are
 * the store's own.
 */
export const publicSettingsSchema = settingsSchema
  .omit({
    codRefusalLimit: true,
    whatsappTemplatePlaced: true,
    whatsappTemplatePaymentLink: true,
    whatsappTemplatePaid: true,
    whatsappTemplateShipped: true,
    whatsappTemplateDelivered: true,
    whatsappTemplateCancelled: true,
    whatsappTemplateRefunded: true,
    whatsappTemplateBackInStock: true,
    whatsappTemplateLanguage: true,
    whatsappTemplateLanguageHindi: true,
  })
  .extend({
    /** Effective mode: TEST for the simulator or a rzp_test_ key, LIVE for a rzp_live_ key. */
    razorpayMode: z.enum(['LIVE', 'TEST']),
    razorpayKeyId: z.string(),
    /**
     * The payment provider's identifier ('razorpay', 'simulator', or any provider the store registers): which
     * checkout script the web app loads.
     */
    paymentProvider: z.string(),
    storeProfile: storeProfileSchema,
  });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const adDetailsSchema = z.object({
  rewardAdId: z.string(),
  giveawayAdId: z.string(),
  gameAdId: z.string(),
});
export type AdDetails = z.infer<typeof adDetailsSchema>;
