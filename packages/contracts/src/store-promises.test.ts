import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings.ts';
import {
  callSupportNumber,
  fillPlaceholders,
  promoMessages,
  storePromises,
  whatsappSupportLink,
} from './store-promises.ts';

const s = { ...DEFAULT_SETTINGS, storeProfile: { email: 'care@shop.test', phone: '+91 22 4000 5555' } };

describe('store promises from settings', () => {
  it('speak of cash on delivery only while it is on', () => {
    expect(promoMessages(s)).toEqual(['Free shipping above INR 249', 'Cash on delivery available', 'Easy return']);
    expect(promoMessages({ ...s, isCodAvailable: false })).toEqual(['Free shipping above INR 249', 'Easy return']);
    expect(storePromises({ ...s, isCodAvailable: false, minimumAmountForFreeDelivery: 500 })).toBe(
      'Free shipping above INR 500 and easy returns',
    );
    expect(promoMessages({ ...s, deliveryCharge: 0 })[0]).toBe('Free shipping on every order');
  });

  it('offer WhatsApp and calls only while they are on', () => {
    expect(whatsappSupportLink(s)).toBe('https://wa.me/919820012345');
    expect(whatsappSupportLink({ ...s, isWhatsappSupportActive: false })).toBeNull();
    expect(callSupportNumber(s)).toBe('+912248901234');
    expect(callSupportNumber({ ...s, isCallSupportActive: false })).toBeNull();
  });

  it('fill amounts and switch sections, leaving unknown names as written', () => {
    const text =
      '<li>Free over {{freeDeliveryThreshold}}, else {{deliveryCharge}}; minimum {{minimumOrderAmount}}.</li>' +
      '{{#if codAvailable}}<li>COD costs {{codCharge}}.</li>{{else}}<li>No COD.</li>{{/if}} {{unknown}}';
    expect(fillPlaceholders(text, s)).toBe(
      '<li>Free over ₹249, else ₹49; minimum ₹199.</li><li>COD costs ₹9.</li> {{unknown}}',
    );
    expect(fillPlaceholders(text, { ...s, isCodAvailable: false, deliveryCharge: 59.5 })).toBe(
      '<li>Free over ₹249, else ₹59.50; minimum ₹199.</li><li>No COD.</li> {{unknown}}',
    );
  });

  it('quote the support e-mail and phone of the store profile, the phone only while calls are on', () => {
    const text = 'Write to {{supportEmail}}, {{#if callSupport}}call {{supportPhone}}, {{/if}}or ask for a call.';
    expect(fillPlaceholders(text, s)).toBe('Write to care@shop.test, call +91 22 4000 5555, or ask for a call.');
    expect(fillPlaceholders(text, { ...s, isCallSupportActive: false })).toBe(
      'Write to care@shop.test, or ask for a call.',
    );
  });
});
