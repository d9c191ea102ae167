import { CANCEL_WINDOW_STATUSES, type Settings } from '@shringar/contracts/settings';

export type SettingField = {
  key: keyof Settings;
  label: string;
  kind: 'text' | 'textarea' | 'rupees' | 'number' | 'toggle' | 'select' | 'list' | 'codes';
  options?: readonly (string | number)[];
  hint?: string;
  /** What an empty box means, for a number whose 0 means 'none' (else the server names the empty field). */
  emptyMeans?: number;
};

/** Every setting of spec 3 and 9, in the groups a store owner thinks in. */
export const SETTING_GROUPS: { title: string; fields: SettingField[] }[] = [
  {
    title: 'Store open',
    fields: [
      { key: 'isAppActive', label: 'Store is open', kind: 'toggle' },
      { key: 'appInactiveMessage', label: 'Message while the store is closed', kind: 'textarea' },
      { key: 'isUpdateMandatory', label: 'App users must update the app', kind: 'toggle' },
    ],
  },
  {
    title: 'Delivery and payment',
    fields: [
      { key: 'deliveryCharge', label: 'Delivery charge (₹)', kind: 'rupees' },
      { key: 'minimumAmountForFreeDelivery', label: 'Free delivery from (₹)', kind: 'rupees' },
      { key: 'minimumOrderAmount', label: 'Minimum order (₹)', kind: 'rupees' },
      { key: 'isCodAvailable', label: 'Cash on delivery offered', kind: 'toggle' },
      { key: 'codCharge', label: 'COD charge (₹)', kind: 'rupees' },
      {
        key: 'codCeiling',
        label: 'COD up to order total (₹)',
        kind: 'rupees',
        emptyMeans: 0,
        hint: 'Orders above this pay online; 0 or empty for no limit',
      },
      {
        key: 'codBlockedPincodes',
        label: 'Pincodes without COD',
        kind: 'codes',
        hint: 'Separated by commas, e.g. 110001, 400001',
      },
      {
        key: 'codRefusalLimit',
        label: 'COD off after refused deliveries',
        kind: 'number',
        hint: "Parcels returned undelivered before a shopper's COD is switched off; 0 never",
      },
      {
        key: 'codConfirmationRequired',
        label: 'Ask COD shoppers to confirm before packing',
        kind: 'toggle',
        hint: 'New COD orders wait in the COD to confirm queue until the shopper confirms by the link in their message',
      },
      {
        key: 'razorpayMode',
        label: 'Payment mode',
        kind: 'select',
        options: ['LIVE', 'TEST'],
        hint: 'The payment keys decide the mode in effect',
      },
      { key: 'currencySymbol', label: 'Currency symbol', kind: 'text' },
    ],
  },
  {
    title: 'Orders and sign-in',
    fields: [
      {
        key: 'cancelWindowStatus',
        label: 'Shoppers may cancel until the order is',
        kind: 'select',
        options: CANCEL_WINDOW_STATUSES,
      },
      { key: 'returnWindowDays', label: 'Return window (days after delivery)', kind: 'number' },
      { key: 'otpLength', label: 'Sign-in code digits', kind: 'select', options: [4, 6] },
    ],
  },
  {
    title: 'Wallet',
    fields: [
      { key: 'walletTopupMinimum', label: 'Smallest top-up (₹)', kind: 'number' },
      { key: 'walletTopupMaximum', label: 'Largest top-up (₹)', kind: 'number' },
      {
        key: 'walletTopupPresets',
        label: 'Top-up amounts offered (₹)',
        kind: 'list',
        hint: 'Separated by commas, e.g. 500, 1000, 2000',
      },
    ],
  },
  {
    title: 'Reviews',
    fields: [
      {
        key: 'holdNewReviewsForModeration',
        label: 'Hold new reviews for moderation',
        kind: 'toggle',
        hint: 'New reviews wait in the console’s Reviews queue until staff publish them',
      },
    ],
  },
  {
    title: 'Support',
    fields: [
      { key: 'isWhatsappSupportActive', label: 'WhatsApp support on', kind: 'toggle' },
      {
        key: 'whatsappSupportNumber',
        label: 'WhatsApp number',
        kind: 'text',
        hint: 'Digits with country code, e.g. 919820012345',
      },
      { key: 'isCallSupportActive', label: 'Call support on', kind: 'toggle' },
      { key: 'callSupportNumber', label: 'Call support number', kind: 'text' },
      { key: 'helpAndSupportTextEnglish', label: 'Help text (English)', kind: 'textarea' },
      { key: 'helpAndSupportTextHindi', label: 'Help text (Hindi)', kind: 'textarea' },
    ],
  },
  {
    title: 'WhatsApp order updates',
    fields: [
      {
        key: 'whatsappTemplateLanguage',
        label: 'Template language',
        kind: 'text',
        hint: 'The language code the templates are approved in, e.g. en, en_US or hi. The access token is set on the server (WHATSAPP_ACCESS_TOKEN), never here',
      },
      {
        key: 'whatsappTemplateLanguageHindi',
        label: 'Hindi template language',
        kind: 'text',
        hint: 'The language code of the same templates translated into Hindi, e.g. hi, sent to shoppers who use the store in Hindi; empty: they get the templates above',
      },
      ...(
        [
          ['whatsappTemplatePlaced', 'Order placed template'],
          ['whatsappTemplatePaymentLink', 'Payment link template'],
          ['whatsappTemplatePaid', 'Payment received template'],
          ['whatsappTemplateShipped', 'Order shipped template'],
          ['whatsappTemplateDelivered', 'Order delivered template'],
          ['whatsappTemplateCancelled', 'Order cancelled template'],
          ['whatsappTemplateRefunded', 'Refund template'],
          ['whatsappTemplateBackInStock', 'Back in stock template'],
        ] as const
      ).map(([key, label]) => ({
        key,
        label,
        kind: 'text' as const,
        hint: 'Its name as approved in WhatsApp Manager, with {{1}} and {{2}} in the body; empty: not sent on WhatsApp',
      })),
    ],
  },
  {
    title: 'Video and ads',
    fields: [
      { key: 'isHomeVideoVisible', label: 'Home video shown', kind: 'toggle' },
      { key: 'homeVideoUrl', label: 'Home video URL', kind: 'text' },
      { key: 'videoId', label: 'Video id', kind: 'text' },
      { key: 'videoSkipTime', label: 'Video skip after (seconds)', kind: 'number' },
      { key: 'minimumOrderAmountVideo', label: 'Minimum order video URL', kind: 'text' },
      { key: 'rewardAdId', label: 'Reward ad id', kind: 'text' },
      { key: 'giveawayAdId', label: 'Giveaway ad id', kind: 'text' },
      { key: 'gameAdId', label: 'Game ad id', kind: 'text' },
      { key: 'adHeartsDailyCap', label: 'Hearts from ads per day', kind: 'number' },
    ],
  },
];

/** A form's value for a setting, typed as the setting is. */
export function readSetting(field: SettingField, form: FormData): unknown {
  const raw = form.get(field.key);
  switch (field.kind) {
    case 'toggle':
      return raw === 'on';
    case 'rupees':
    case 'number':
      return raw === null || String(raw).trim() === '' ? (field.emptyMeans ?? Number.NaN) : Number(raw);
    case 'select':
      return typeof field.options?.[0] === 'number' ? Number(raw) : String(raw);
    case 'list':
      return String(raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number);
    case 'codes':
      return String(raw ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
    default:
      return String(raw ?? '');
  }
}
