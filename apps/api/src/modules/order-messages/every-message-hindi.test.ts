import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_SETTINGS } from '@shringar/contracts/settings';
import { CHARGE_RULES } from '@shringar/contracts/pricing';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { MESSAGE_EVENTS, type MessageEvent, ORDER_EVENTS, type OrderMessageDetails } from '../../db/schema/messages.ts';
import { Msg91SmsSender } from '../../integrations/sms/msg91-sms-sender.ts';
import { chargeRows } from '../../../test/order-charges.ts';
import { backInStockContent } from './back-in-stock-content.ts';
import { ENGLISH, type MessageAudience } from './message-locale.ts';
import { emailWords } from './order-email-words.ts';
import type { OrderForMessage } from './order-for-message.ts';
import { type OrderMessageContent, orderMessageContent } from './order-message-content.ts';
import {
  type NoticeTexts,
  payoutRefundNotice,
  returnApprovedNotice,
  returnRejectedNotice,
  walletRefundNotice,
} from './shopper-notices.ts';

/*
 * Every kind of message the server writes for a shopper, each in English and in Hindi: a Hindi text must be
 * there, be Devanagari and not be the English one. A new order event, channel, charge or notice kind that has
 * no Hindi fails here.
 */
const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://shringar.example' });
const HINDI: MessageAudience = { locale: 'hi', support: DEFAULT_SETTINGS };
const DEVANAGARI = /[\u0900-\u097F]/;

const order: OrderForMessage = {
  id: 'SH7K2M9QXD4T',
  userId: 1,
  status: 'SHIPPED',
  isDraft: false,
  draftExpiresAt: null,
  isCartOrder: true,
  paymentMethods: ['WALLET', 'COD'],
  codConfirmation: null,
  codConfirmedAt: null,
  codConfirmedBy: null,
  paymentStatus: 'PENDING',
  itemsBasePaise: 79_900,
  itemsPricePaise: 69_900,
  couponId: 1,
  couponCode: 'FLAT50',
  couponDiscountPaise: 5_000,
  totalPaise: 72_300,
  walletPaise: 10_000,
  remainingPaise: 62_300,
  address: {
    name: 'Savita Joshi',
    address: '14 MG Road',
    city: 'Indore',
    state: 'Madhya Pradesh',
    pincode: '452001',
    landmark: null,
    phone: '9876543210',
  },
  idempotencyKey: null,
  trackingId: 'AWB123456',
  invoiceNumber: null,
  invoicedAt: null,
  cancelReasonId: null,
  cancelComment: null,
  deliveredAt: null,
  lastStatusUpdate: new Date('2026-01-15T06:30:00Z'),
  createdAt: new Date('2026-01-15T06:30:00Z'),
  updatedAt: new Date('2026-01-15T06:30:00Z'),
  items: [
    {
      id: 1,
      orderId: 'SH7K2M9QXD4T',
      productId: 1,
      variantId: 1,
      productName: 'Matte Lipstick',
      variantName: 'Ruby Red',
      imageUrl: '/media/x.webp',
      quantity: 2,
      unitPricePaise: 34_950,
      unitBasePricePaise: 39_950,
      hsnCode: '3304',
      gstRateBp: 1800,
    },
  ],
  // Every charge an order may carry, so each one's Hindi name is looked at.
  charges: chargeRows('SH7K2M9QXD4T', Object.fromEntries(CHARGE_RULES.map((r, i) => [r.code, 2_500 * (i + 1)])), 1800),
};

/** Each message event with the details it is sent with (every way it can read), keyed so a new event must be added. */
const EVENT_CASES: Record<MessageEvent, Array<[string, OrderMessageDetails]>> = {
  placed: [
    ['', {}],
    ['waiting for COD confirmation', { codConfirmLink: 'https://shringar.example/cod-confirm/SH7K2M9QXD4T?x=1' }],
  ],
  payment_link: [['', { paymentLink: 'https://rzp.io/i/abc' }]],
  paid: [['', {}]],
  shipped: [['', {}]],
  delivered: [['', {}]],
  cancelled: [['', {}]],
  refunded: [['', { refundPaise: 34_950 }]],
  back_in_stock: [
    ['', { productName: 'Matte Lipstick', variantName: 'Ruby Red', productPath: '/product/1' }],
    ['of an unnamed product', { productPath: '/product/1' }],
  ],
};

function content(event: MessageEvent, details: OrderMessageDetails, audience: MessageAudience): OrderMessageContent {
  if (event === 'back_in_stock') return backInStockContent(config, details, audience.locale);
  return orderMessageContent(config, event, order, details, audience);
}

/** Each part of a message a channel sends: the notification and push (subject, summary), SMS, e-mail, WhatsApp. */
const parts = (c: OrderMessageContent) => ({
  subject: c.subject,
  summary: c.summary,
  sms: c.sms,
  'email subject': c.email.subject,
  'email text': c.email.text,
  'email html': c.email.html,
  'whatsapp text': c.whatsapp.at(-1)!,
});

function expectHindi(english: string, hindi: string, what: string) {
  expect(hindi, what).toMatch(DEVANAGARI);
  expect(hindi, what).not.toBe(english);
}

describe('every message a shopper gets has a Hindi text', () => {
  it('covers every event the outbox sends', () => {
    expect(Object.keys(EVENT_CASES).sort()).toEqual([...MESSAGE_EVENTS].sort());
    expect(ORDER_EVENTS.every((e) => e in EVENT_CASES)).toBe(true);
  });

  for (const event of MESSAGE_EVENTS)
    for (const [variant, details] of EVENT_CASES[event])
      it(`${event} ${variant}`.trim(), () => {
        const en = parts(content(event, details, ENGLISH));
        const hi = parts(content(event, details, HINDI));
        for (const part of Object.keys(en) as Array<keyof typeof en>) expectHindi(en[part], hi[part], part);
        expect(content(event, details, HINDI).email.html).toContain('<html lang="hi">');
      });

  it('the order e-mail has every word in Hindi: table, totals, every charge, address heading, link and footer', () => {
    const en = emailWords(config, ENGLISH);
    const hi = emailWords(config, HINDI);
    const said = (w: typeof en) => ({
      line: w.line('Matte Lipstick', 'Ruby Red', 2, '₹699'),
      items: w.items,
      free: w.free,
      coupon: w.coupon('FLAT50'),
      total: w.total,
      paidFromWallet: w.paidFromWallet,
      toPayOnDelivery: w.toPayOnDelivery,
      paidOnline: w.paidOnline,
      order: w.order(order.id),
      deliveringTo: w.deliveringTo,
      phone: w.phone('9876543210'),
      yourOrder: w.yourOrder('https://shringar.example/order-details/SH7K2M9QXD4T'),
      viewYourOrder: w.viewYourOrder,
      ...w.columns,
      ...Object.fromEntries(CHARGE_RULES.map((r) => [`charge ${r.code}`, w.charge(r)])),
      footer: w.footer.join('\n'),
    });
    const english = said(en);
    const hindi = said(hi);
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
    for (const key of Object.keys(english) as Array<keyof typeof english>) expectHindi(english[key], hindi[key], key);
  });

  const notices: Array<[string, NoticeTexts]> = [
    ['return approved', returnApprovedNotice('Matte Lipstick', order.id)],
    ['return approved with a note', returnApprovedNotice('Matte Lipstick', order.id, 'Pickup on Monday.')],
    ['return not accepted', returnRejectedNotice('Matte Lipstick', order.id, 'The seal is open.')],
    ['order refund to the wallet', walletRefundNotice(34_950, { kind: 'order' }, order.id)],
    [
      'return refund to the wallet',
      walletRefundNotice(34_950, { kind: 'return', productName: 'Matte Lipstick' }, order.id),
    ],
    [
      'refund sent by UPI',
      payoutRefundNotice(34_950, { kind: 'order' }, order.id, {
        method: 'UPI',
        upiId: 'savita@okaxis',
        reference: 'UTR1234567',
      }),
    ],
    [
      'refund sent to a bank account',
      payoutRefundNotice(34_950, { kind: 'return', productName: 'Matte Lipstick' }, order.id, {
        method: 'BANK',
        accountLast4: '4321',
        ifsc: 'HDFC0001234',
        reference: 'UTR1234567',
      }),
    ],
  ];
  for (const [kind, texts] of notices)
    it(`the ${kind} notification`, () => {
      expectHindi(texts.en.title, texts.hi.title, 'title');
      expectHindi(texts.en.body, texts.hi.body, 'body');
    });

  it('the sign-in code goes by the Hindi DLT template for a sign-in on the Hindi pages', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ type: 'success' }), { status: 200 }));
    const sender = new Msg91SmsSender({
      authKey: 'k',
      templateId: 'otp-en',
      templateIdHindi: 'otp-hi',
      baseUrl: 'https://control.msg91.com',
      fetch: fetchMock as unknown as typeof fetch,
    });
    await sender.sendOtp('+919876543210', '0427', { expiresInMinutes: 5, locale: 'hi' });
    await sender.sendOtp('+919876543210', '0427', { expiresInMinutes: 5, locale: 'en' });
    const templates = fetchMock.mock.calls.map((c) =>
      new URL(String((c as unknown[])[0])).searchParams.get('template_id'),
    );
    expect(templates).toEqual(['otp-hi', 'otp-en']);
  });

  it('a Hindi order update goes by the Hindi (Unicode) Flow template when one is set', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ type: 'success' }), { status: 200 }));
    const sender = new Msg91SmsSender({
      authKey: 'k',
      templateId: 'otp-en',
      orderTemplateId: 'order-en',
      orderTemplateIdHindi: 'order-hi',
      baseUrl: 'https://control.msg91.com',
      fetch: fetchMock as unknown as typeof fetch,
    });
    await sender.sendText('+919876543210', 'Shringar: आपका ऑर्डर रास्ते में है।', { locale: 'hi' });
    await sender.sendText('+919876543210', 'Shringar: Your order is on its way.', { locale: 'en' });
    const templates = fetchMock.mock.calls.map(
      (c) => JSON.parse(String(((c as unknown[])[1] as RequestInit).body)).template_id,
    );
    expect(templates).toEqual(['order-hi', 'order-en']);
  });

  it('no module writes a shopper a notification, SMS, e-mail, WhatsApp or push outside these texts', () => {
    const modules = new URL('../', import.meta.url);
    // The outbox renders each message in the reader's language; an operator's note is sent as the operator typed it.
    const allowed = new Set([
      'order-messages/outbox-dispatch.ts',
      'order-messages/whatsapp-message.ts',
      'order-messages/outbox-push.ts',
      'engagement/notifications.service.ts',
      'engagement/shopper-notification-admin.service.ts',
    ]);
    const senders = /\baddNotification\(|\.sms\.sendText\(|\.email\.send\(|\.whatsapp\.sendTemplate\(|\bsendWebPush\(/;
    const offenders = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !allowed.has(f))
      .filter((f) => senders.test(readFileSync(new URL(f, modules), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
