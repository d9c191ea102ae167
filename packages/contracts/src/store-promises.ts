import { formatRupees } from './money.ts';
import { whatsappLink } from './phone.ts';
import type { Settings, StoreProfile } from './settings.ts';

/**
 * Every sentence the store says about its fees, thresholds, cash on delivery and support channels, made from
 * the live settings in this one place, so a change the operator saves is true on every page at once.
 */

/** The settings these texts read (the public answer carries them all). */
export type PromiseSettings = Pick<
  Settings,
  | 'deliveryCharge'
  | 'minimumAmountForFreeDelivery'
  | 'codCharge'
  | 'isCodAvailable'
  | 'minimumOrderAmount'
  | 'isWhatsappSupportActive'
  | 'whatsappSupportNumber'
  | 'isCallSupportActive'
  | 'callSupportNumber'
>;

/**
 * 'Free shipping above INR 249' (spec 2's promo wording), or 'Free shipping on every order' when nothing is
 * charged for delivery.
 */
export function freeShippingLine(s: PromiseSettings): string {
  if (s.deliveryCharge === 0 || s.minimumAmountForFreeDelivery === 0) return 'Free shipping on every order';
  return `Free shipping above INR ${formatRupees(s.minimumAmountForFreeDelivery).slice(1)}`;
}

/** The promo strip's messages, in order. */
export function promoMessages(s: PromiseSettings): string[] {
  return [freeShippingLine(s), ...(s.isCodAvailable ? ['Cash on delivery available'] : []), 'Easy return'];
}

/** How a shopper may pay, as a phrase: 'UPI, card or cash on delivery' / 'UPI or card'. */
export const paymentWays = (s: PromiseSettings) => (s.isCodAvailable ? 'UPI, card or cash on delivery' : 'UPI or card');

/** The store's promises for a meta description: 'Free shipping above ₹249, cash on delivery and easy returns'. */
export function storePromises(s: PromiseSettings): string {
  const parts = [freeShippingLine(s), ...(s.isCodAvailable ? ['cash on delivery'] : [])];
  return `${parts.join(', ')} and easy returns`;
}

/** The WhatsApp chat link while WhatsApp support is on, else null. */
export const whatsappSupportLink = (s: PromiseSettings): string | null =>
  s.isWhatsappSupportActive ? whatsappLink(s.whatsappSupportNumber) || null : null;

/** The number to call while call support is on (digits and a leading +), else null. */
export function callSupportNumber(s: PromiseSettings): string | null {
  if (!s.isCallSupportActive) return null;
  const n = s.callSupportNumber.replace(/[^\d+]/g, '');
  return n === '' ? null : n;
}

/** What placeholders read: the settings above and the support e-mail and phone of the console's store profile. */
export type PlaceholderSources = PromiseSettings & { storeProfile: Pick<StoreProfile, 'email' | 'phone'> };

/**
 * The placeholders policies and answers may use, filled when the server sends them: `{{deliveryCharge}}`,
 * `{{freeDeliveryThreshold}}`, `{{codCharge}}`, `{{minimumOrderAmount}}` (each as ₹ amounts), the support
 * `{{supportEmail}}` and `{{supportPhone}}` as the store profile writes them, and sections shown only while a
 * switch is on: `{{#if codAvailable}}…{{else}}…{{/if}}` (also `whatsappSupport`, `callSupport`).
 */
export const POLICY_PLACEHOLDERS = {
  deliveryCharge: (s: PlaceholderSources) => formatRupees(s.deliveryCharge),
  freeDeliveryThreshold: (s: PlaceholderSources) => formatRupees(s.minimumAmountForFreeDelivery),
  codCharge: (s: PlaceholderSources) => formatRupees(s.codCharge),
  minimumOrderAmount: (s: PlaceholderSources) => formatRupees(s.minimumOrderAmount),
  supportEmail: (s: PlaceholderSources) => s.storeProfile.email,
  supportPhone: (s: PlaceholderSources) => s.storeProfile.phone,
} as const;

export const POLICY_SWITCHES = {
  codAvailable: (s: PromiseSettings) => s.isCodAvailable,
  whatsappSupport: (s: PromiseSettings) => whatsappSupportLink(s) !== null,
  callSupport: (s: PromiseSettings) => callSupportNumber(s) !== null,
} as const;

const SECTION = /\{\{#if (\w+)\}\}([\s\S]*?)(?:\{\{else\}\}([\s\S]*?))?\{\{\/if\}\}/g;
const VALUE = /\{\{(\w+)\}\}/g;

/** Fills a text's placeholders from the settings; a name it does not know is left as written. */
export function fillPlaceholders(text: string, s: PlaceholderSources): string {
  const switches = POLICY_SWITCHES as Record<string, (s: PromiseSettings) => boolean>;
  const values = POLICY_PLACEHOLDERS as Record<string, (s: PlaceholderSources) => string>;
  return text
    .replace(SECTION, (whole, name: string, shown: string, otherwise: string | undefined) => {
      const on = switches[name];
      if (!on) return whole;
      return on(s) ? shown : (otherwise ?? '');
    })
    .replace(VALUE, (whole, name: string) => values[name]?.(s) ?? whole);
}
