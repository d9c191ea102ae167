import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createEmailSender } from '../../integrations/email/create-email-sender.ts';
import type { OrderForMessage } from './order-for-message.ts';
import { orderMessageContent } from './order-message-content.ts';
import { chargeRows } from '../../../test/order-charges.ts';

const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://shringar.example' });

/** A COD order of two lines with a coupon and a wallet part, one line named by a hostile seller. */
const order: OrderForMessage = {
  id: 'SH7K2M9QXD4T',
  userId: 1,
  status: 'ORDERED',
  isDraft: false,
  draftExpiresAt: null,
  isCartOrder: true,
  paymentMethods: ['WALLET', 'COD'],
  codConfirmation: null,
  codConfirmedAt: null,
  codConfirmedBy: null,
  paymentStatus: 'PENDING',
  itemsBasePaise: 249_800,
  itemsPricePaise: 169_850,
  couponId: 1,
  couponCode: 'FLAT50',
  couponDiscountPaise: 5_000,
  totalPaise: 172_250,
  walletPaise: 20_000,
  remainingPaise: 152_250,
  address: {
    name: 'Asha <b>Rao</b>',
    address: '12 Carter Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    landmark: null,
    phone: '9876543210',
  },
  idempotencyKey: null,
  trackingId: null,
  invoiceNumber: null,
  invoicedAt: null,
  cancelReasonId: null,
  cancelComment: null,
  deliveredAt: null,
  lastStatusUpdate: new Date('2026-01-15T06:30:00Z'),
  createdAt: new Date('2026-01-15T06:30:00Z'),
  updatedAt: new Date('2026-01-15T06:30:00Z'),
  items: [
    line(1, 'Matte Lipstick', 'Ruby Red', 2, 34_950),
    line(2, '<script>alert("x")</script> Kajal & Liner', '"Jet" Black', 1, 99_950),
  ],
  charges: chargeRows('SH7K2M9QXD4T', { delivery: 4_900, cod: 2_500 }, 1800),
};

function line(id: number, productName: string, variantName: string, quantity: number, unitPricePaise: number) {
  return {
    id,
    orderId: 'SH7K2M9QXD4T',
    productId: id,
    variantId: id,
    productName,
    variantName,
    imageUrl: '/media/x.webp',
    quantity,
    unitPricePaise,
    unitBasePricePaise: unitPricePaise + 10_000,
    hsnCode: '3304',
    gstRateBp: 1800,
  };
}

describe('the order e-mail', () => {
  const { email, sms, subject, summary } = orderMessageContent(config, 'placed', order, {});

  it('has a plain-text part with every line and the totals in ₹', () => {
    expect(email.subject).toBe('Your order SH7K2M9QXD4T is placed');
    expect(email.text).toContain('Matte Lipstick (Ruby Red) x 2: ₹699');
    expect(email.text).toContain('<script>alert("x")</script> Kajal & Liner ("Jet" Black) x 1: ₹999.50');
    for (const row of [
      /Items\s+₹1,698.50/,
      /Delivery\s+₹49/,
      /Cash on delivery charge\s+₹25/,
      /Coupon FLAT50\s+-₹50/,
      /Total\s+₹1,722.50/,
      /Paid from wallet\s+₹200/,
      /To pay on delivery\s+₹1,522.50/,
    ])
      expect(email.text).toMatch(row);
    expect(email.text).toContain('Your order: https://shringar.example/order-details/SH7K2M9QXD4T');
    expect(email.text).toContain(config.STORE_ADDRESS);
  });

  it('has an HTML part with the same lines and totals, everything escaped', () => {
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kajal &amp; Liner');
    expect(email.html).toContain('&quot;Jet&quot; Black');
    expect(email.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Rao');
    for (const amount of ['₹699', '₹999.50', '₹1,698.50', '-₹50', '₹1,722.50', '₹1,522.50'])
      expect(email.html).toContain(amount);
    expect(email.html).toContain('href="https://shringar.example/order-details/SH7K2M9QXD4T"');
    expect(email.html).toContain(config.STORE_NAME);
  });

  it('says the same in the SMS and the notification', () => {
    expect(subject).toBe(email.subject);
    expect(summary).toContain('₹1,722.50');
    expect(sms).toBe(`Shringar: ${summary}`);
  });

  it('words a refund with its own amount', () => {
    const refund = orderMessageContent(config, 'refunded', order, { refundPaise: 99_950 });
    expect(refund.subject).toBe('Refund of ₹999.50 for order SH7K2M9QXD4T');
  });
});

/** Just enough of an SMTP server to take one message: what a relay would receive from the store. */
function smtpSink() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data: string | null = null;
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

/** Undoes quoted-printable (soft breaks, =XX bytes) so the parts can be read as UTF-8. */
const unQuote = (s: string) =>
  Buffer.from(
    s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('SMTP sending (EMAIL_PROVIDER=smtp)', () => {
  const sink = smtpSink();
  let port = 0;
  beforeAll(async () => {
    sink.server.listen(0, '127.0.0.1');
    await once(sink.server, 'listening');
    port = (sink.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it('sends one multipart/alternative message with a text and an HTML part from the store', async () => {
    const smtpConfig = loadConfig({
      NODE_ENV: 'test',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      STORE_NAME: 'Shringar',
      STORE_EMAIL: 'care@shringar.store',
    });
    const sender = createEmailSender(smtpConfig, console as never);
    expect(sender.name).toBe('smtp');
    const { email } = orderMessageContent(smtpConfig, 'placed', order, {});
    await sender.send({ to: 'asha@example.in', ...email });

    expect(sink.received).toHaveLength(1);
    const raw = sink.received[0]!;
    expect(raw).toMatch(/^From: Shringar <care@shringar\.store>/m);
    expect(raw).toMatch(/^To: asha@example\.in/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    const decoded = unQuote(raw);
    expect(decoded).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(decoded).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(decoded).toContain('Total');
    expect(decoded).toContain('₹1,722.50');
    expect(decoded).toContain('&lt;script&gt;');
  });

  it('an unreachable server is an error the outbox retries, not a silent success', async () => {
    const down = loadConfig({ NODE_ENV: 'test', EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    const { email } = orderMessageContent(down, 'placed', order, {});
    await expect(createEmailSender(down, console as never).send({ to: 'a@example.in', ...email })).rejects.toThrow();
  });

  it('EMAIL_PROVIDER=smtp without SMTP_URL stops the start', () => {
    expect(() => createEmailSender(loadConfig({ NODE_ENV: 'test', EMAIL_PROVIDER: 'smtp' }), console as never)).toThrow(
      'EMAIL_PROVIDER=smtp needs SMTP_URL',
    );
  });
});
