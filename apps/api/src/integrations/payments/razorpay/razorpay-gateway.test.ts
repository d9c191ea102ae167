import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { PaymentProviderRejected, PaymentProviderUnavailable } from '../provider-errors.ts';
import { hmacHex, paymentSignature, providerId, signatureMatches } from '../signatures.ts';
import { RazorpayGateway, type RazorpayClient } from './razorpay-gateway.ts';

const secrets = { keyId: 'rzp_test_abc', keySecret: 'EnLs21M47BllR3X8PSFtjtbd', webhookSecret: 'whsec-test-123' };

/** Records every call and answers like the Razorpay API would. */
function fakeClient(overrides: Partial<{ fail: unknown }> = {}) {
  const calls: { method: string; args: unknown[] }[] = [];
  const maybeFail = () => {
    if (overrides.fail) throw overrides.fail;
  };
  const client: RazorpayClient = {
    orders: {
      create: async (params) => {
        calls.push({ method: 'orders.create', args: [params] });
        maybeFail();
        return { id: 'order_IEIaMR65cu6nz3', amount: params.amount, currency: params.currency };
      },
      fetchPayments: async (id) => {
        calls.push({ method: 'orders.fetchPayments', args: [id] });
        maybeFail();
        return {
          items: [
            { id: 'pay_failed000001', order_id: id, amount: 49900, status: 'failed' },
            { id: 'pay_IEIaMR65cu6nz3', order_id: id, amount: '49900', status: 'captured' },
          ],
        };
      },
    },
    payments: {
      fetch: async (id) => {
        calls.push({ method: 'payments.fetch', args: [id] });
        maybeFail();
        return { id, order_id: 'order_IEIaMR65cu6nz3', amount: '49900', status: 'captured' };
      },
      capture: async (id, amount, currency) => {
        calls.push({ method: 'payments.capture', args: [id, amount, currency] });
        maybeFail();
        return { id, order_id: 'order_IEIaMR65cu6nz3', amount, status: 'captured' };
      },
      refund: async (id, params) => {
        calls.push({ method: 'payments.refund', args: [id, params] });
        maybeFail();
        return { id: 'rfnd_FP8QHiV938haTz', status: 'processed' };
      },
    },
  };
  return { client, calls };
}

describe('signature scheme', () => {
  it("matches Razorpay's documented HMAC-SHA256(order_id|payment_id) on a known vector", () => {
    // Computed independently: printf 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac <secret>
    const expected = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
    expect(paymentSignature(secrets.keySecret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(expected);
    // And the official package agrees.
    expect(
      validatePaymentVerification(
        { order_id: 'order_IEIaMR65cu6nz3', payment_id: 'pay_IH4NVgf4Dreq1l' },
        expected,
        secrets.keySecret,
      ),
    ).toBe(true);
  });

  it('webhook signatures are HMAC-SHA256 of the raw body, as the official package checks', () => {
    const body = '{"event":"payment.captured"}';
    const expected = 'f29b0e9e227743d029ece4d33d9ec14daa62cb99447d882ca850ff51fcb6e2ac';
    expect(hmacHex(secrets.webhookSecret, body)).toBe(expected);
    expect(validateWebhookSignature(body, expected, secrets.webhookSecret)).toBe(true);
    const gateway = new RazorpayGateway(secrets, fakeClient().client);
    const webhook = (rawBody: string) => ({ rawBody, headers: { 'x-razorpay-signature': expected } });
    expect(gateway.parseWebhook(webhook(body)).type).toBe('payment.captured');
    expect(() => gateway.parseWebhook(webhook(`${body} `))).toThrow('Invalid webhook signature');
  });

  it('compares only well-formed hex, case-insensitively, in constant time', () => {
    const sig = hmacHex('k', 'm');
    expect(signatureMatches(sig, sig.toUpperCase())).toBe(true);
    expect(signatureMatches(sig, sig.slice(0, 63))).toBe(false);
    expect(signatureMatches(sig, `${sig}00`)).toBe(false);
    expect(signatureMatches(sig, 'z'.repeat(64))).toBe(false);
    expect(signatureMatches(sig, '')).toBe(false);
  });

  it('makes provider-shaped ids', () => {
    for (const prefix of ['order', 'pay', 'rfnd'] as const)
      expect(providerId(prefix)).toMatch(new RegExp(`^${prefix}_[0-9A-Za-z]{14}$`));
  });
});

describe('RazorpayGateway', () => {
  it('creates orders in paise and INR with receipt and notes', async () => {
    const { client, calls } = fakeClient();
    const gateway = new RazorpayGateway(secrets, client);
    const order = await gateway.createOrder({ amountPaise: 49900, receipt: 'SH123', notes: { orderId: 'SH123' } });
    expect(order).toEqual({ providerOrderId: 'order_IEIaMR65cu6nz3', amountPaise: 49900, currency: 'INR' });
    expect(calls).toEqual([
      {
        method: 'orders.create',
        args: [{ amount: 49900, currency: 'INR', receipt: 'SH123', notes: { orderId: 'SH123' } }],
      },
    ]);
    expect(gateway.keyId).toBe('rzp_test_abc');
  });

  it('fetches payments, turning string amounts into paise numbers', async () => {
    const gateway = new RazorpayGateway(secrets, fakeClient().client);
    expect(await gateway.fetchPayment('pay_IH4NVgf4Dreq1l')).toEqual({
      id: 'pay_IH4NVgf4Dreq1l',
      providerOrderId: 'order_IEIaMR65cu6nz3',
      amountPaise: 49900,
      status: 'captured',
    });
  });

  it('captures an authorised payment for its amount in paise and INR', async () => {
    const { client, calls } = fakeClient();
    const gateway = new RazorpayGateway(secrets, client);
    expect(await gateway.capture({ paymentId: 'pay_IH4NVgf4Dreq1l', amountPaise: 49900 })).toEqual({
      id: 'pay_IH4NVgf4Dreq1l',
      providerOrderId: 'order_IEIaMR65cu6nz3',
      amountPaise: 49900,
      status: 'captured',
    });
    expect(calls).toEqual([{ method: 'payments.capture', args: ['pay_IH4NVgf4Dreq1l', 49900, 'INR'] }]);
  });

  it("lists an order's payment attempts for reconciliation", async () => {
    const { client, calls } = fakeClient();
    const gateway = new RazorpayGateway(secrets, client);
    expect(await gateway.fetchOrderPayments('order_IEIaMR65cu6nz3')).toEqual([
      { id: 'pay_failed000001', providerOrderId: 'order_IEIaMR65cu6nz3', amountPaise: 49900, status: 'failed' },
      { id: 'pay_IEIaMR65cu6nz3', providerOrderId: 'order_IEIaMR65cu6nz3', amountPaise: 49900, status: 'captured' },
    ]);
    expect(calls).toEqual([{ method: 'orders.fetchPayments', args: ['order_IEIaMR65cu6nz3'] }]);
  });

  it('refunds in paise, carrying the idempotency key as receipt and note', async () => {
    const { client, calls } = fakeClient();
    const gateway = new RazorpayGateway(secrets, client);
    const refund = await gateway.refund({ paymentId: 'pay_1', amountPaise: 12345, idempotencyKey: 'order:SH1:cancel' });
    expect(refund).toEqual({ refundId: 'rfnd_FP8QHiV938haTz', status: 'processed' });
    expect(calls[0]).toEqual({
      method: 'payments.refund',
      args: [
        'pay_1',
        { amount: 12345, speed: 'normal', receipt: 'order:SH1:cancel', notes: { idempotency_key: 'order:SH1:cancel' } },
      ],
    });
  });

  it('verifies checkout signatures against the given order id only', () => {
    const gateway = new RazorpayGateway(secrets, fakeClient().client);
    const signature = paymentSignature(secrets.keySecret, 'order_A', 'pay_B');
    expect(gateway.verifyCheckoutResult({ providerOrderId: 'order_A', paymentId: 'pay_B', signature })).toBe(true);
    expect(gateway.verifyCheckoutResult({ providerOrderId: 'order_C', paymentId: 'pay_B', signature })).toBe(false);
  });

  it('maps provider errors: 4xx to a 400 rejection with its reason, others to 502', async () => {
    const rejected = new RazorpayGateway(
      secrets,
      fakeClient({
        fail: { statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
      }).client,
    );
    const err = await rejected.fetchPayment('pay_x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderRejected);
    expect(err).toMatchObject({ statusCode: 400, message: 'The id provided does not exist' });

    const down = new RazorpayGateway(secrets, fakeClient({ fail: new TypeError('socket hang up') }).client);
    await expect(down.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    const limited = new RazorpayGateway(secrets, fakeClient({ fail: { statusCode: 429, error: {} } }).client);
    await expect(limited.refund({ paymentId: 'p', amountPaise: 1, idempotencyKey: 'k' })).rejects.toMatchObject({
      statusCode: 502,
    });
  });
});
