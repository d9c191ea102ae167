import { SIMULATOR_KEY_ID } from '@shringar/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { simulatorOrders, simulatorPayments, simulatorRefunds } from '../../../db/schema/simulator.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { IncomingWebhook, PaymentProvider, ProviderRegistration } from '../payment-provider.ts';
import { PaymentProviderRejected } from '../provider-errors.ts';
import { parseRazorpayWebhook } from '../razorpay/razorpay-webhook.ts';
import { hmacHex, paymentSignature, providerId, signatureMatches } from '../signatures.ts';

/** The error object Razorpay's Checkout passes to `payment.failed` handlers. */
export type SimulatedFailure = {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  source: 'customer';
  step: 'payment_authentication';
  reason: 'payment_failed';
  metadata: { order_id: string; payment_id: string };
};

export type SimulatorOrder = typeof simulatorOrders.$inferSelect;

/**
 * An offline stand-in for Razorpay with the same ids, signatures and payment states, kept in the simulator_*
 * tables. Besides the gateway calls it offers what the simulated checkout window needs: pay and fail.
 */
export class SimulatorGateway implements PaymentProvider {
  readonly id = 'simulator';
  readonly keyId = SIMULATOR_KEY_ID;
  /** The simulator never takes real money. */
  readonly mode = 'TEST' as const;

  constructor(
    private readonly db: Db,
    private readonly keySecret: string,
    private readonly webhookSecret: string,
    private readonly clock: Clock,
  ) {}

  async createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }) {
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100)
      throw new PaymentProviderRejected('Order amount must be at least ₹1');
    const id = providerId('order');
    await this.db.insert(simulatorOrders).values({
      id,
      amountPaise: input.amountPaise,
      receipt: input.receipt,
      notes: JSON.stringify(input.notes ?? {}),
      createdAt: this.clock.now(),
      updatedAt: this.clock.now(),
    });
    return { providerOrderId: id, amountPaise: input.amountPaise, currency: 'INR' as const };
  }

  verifyCheckoutResult(input: { providerOrderId: string; paymentId: string; signature: string }): boolean {
    return signatureMatches(paymentSignature(this.keySecret, input.providerOrderId, input.paymentId), input.signature);
  }

  /** The simulator's webhooks are copies of Razorpay's, signed with the simulator's webhook secret. */
  parseWebhook(webhook: IncomingWebhook) {
    return parseRazorpayWebhook(webhook, this.webhookSecret);
  }

  /** Signs a webhook body the way Razorpay does, for the webhooks the simulator sends to the store. */
  signWebhook(rawBody: string): string {
    return hmacHex(this.webhookSecret, rawBody);
  }

  async fetchPayment(paymentId: string) {
    const [payment] = await this.db.select().from(simulatorPayments).where(eq(simulatorPayments.id, paymentId));
    if (!payment) throw new PaymentProviderRejected('The id provided does not exist');
    return {
      id: payment.id,
      providerOrderId: payment.orderId,
      amountPaise: payment.amountPaise,
      status: payment.status,
    };
  }

  async fetchOrderPayments(providerOrderId: string) {
    const rows = await this.db
      .select()
      .from(simulatorPayments)
      .where(eq(simulatorPayments.orderId, providerOrderId))
      .orderBy(simulatorPayments.createdAt, simulatorPayments.id);
    return rows.map((p) => ({ id: p.id, providerOrderId: p.orderId, amountPaise: p.amountPaise, status: p.status }));
  }

  async getOrder(providerOrderId: string): Promise<SimulatorOrder | null> {
    const [order] = await this.db.select().from(simulatorOrders).where(eq(simulatorOrders.id, providerOrderId));
    return order ?? null;
  }

  /**
   * The shopper pressed Pay: a captured payment for the whole order, and the checkout handler's three values.
   * An order that is already paid answers with its captured payment again, as a provider would refuse a second.
   */
  async pay(providerOrderId: string) {
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(simulatorOrders)
        .where(eq(simulatorOrders.id, providerOrderId))
        .for('update');
      if (!order) throw new PaymentProviderRejected('The id provided does not exist');
      const now = this.clock.now();
      let paymentId: string;
      if (order.status === 'paid') {
        const [captured] = await tx
          .select({ id: simulatorPayments.id })
          .from(simulatorPayments)
          .where(
            and(eq(simulatorPayments.orderId, order.id), sql`${simulatorPayments.status} in ('captured', 'refunded')`),
          );
        paymentId = captured!.id;
      } else {
        paymentId = providerId('pay');
        await tx.insert(simulatorPayments).values({
          id: paymentId,
          orderId: order.id,
          amountPaise: order.amountPaise,
          status: 'captured',
          createdAt: now,
          updatedAt: now,
        });
        await tx
          .update(simulatorOrders)
          .set({ status: 'paid', updatedAt: now })
          .where(eq(simulatorOrders.id, order.id));
      }
      return {
        order: { ...order, status: 'paid' as const },
        paymentId,
        response: this.checkoutResponse(order.id, paymentId),
      };
    });
  }

  /** The three values Razorpay's checkout hands the store's handler after a payment, signed with the key secret. */
  private checkoutResponse(orderId: string, paymentId: string) {
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(this.keySecret, orderId, paymentId),
    };
  }

  /**
   * The shopper pressed 'Authorise only': the bank authorised the payment and the account captures manually, as
   * a Razorpay account may be set to. The checkout handler gets the same three values as after Pay; the money is
   * the store's only once it calls capture.
   */
  async authorize(providerOrderId: string) {
    const order = await this.getOrder(providerOrderId);
    if (!order) throw new PaymentProviderRejected('The id provided does not exist');
    if (order.status === 'paid') throw new PaymentProviderRejected('This order is already paid');
    const now = this.clock.now();
    const paymentId = providerId('pay');
    await this.db.transaction(async (tx) => {
      await tx.insert(simulatorPayments).values({
        id: paymentId,
        orderId: order.id,
        amountPaise: order.amountPaise,
        status: 'authorized',
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(simulatorOrders)
        .set({ status: 'attempted', updatedAt: now })
        .where(and(eq(simulatorOrders.id, order.id), eq(simulatorOrders.status, 'created')));
    });
    return {
      order,
      paymentId,
      response: this.checkoutResponse(order.id, paymentId),
    };
  }

  /**
   * Razorpay's capture: an authorised payment for exactly its amount becomes captured and its order paid, once;
   * a second capture is refused as Razorpay refuses it.
   */
  async capture(input: { paymentId: string; amountPaise: number }) {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(simulatorPayments)
        .where(eq(simulatorPayments.id, input.paymentId))
        .for('update');
      if (!payment) throw new PaymentProviderRejected('The id provided does not exist');
      if (payment.status === 'captured') throw new PaymentProviderRejected('This payment has already been captured');
      if (payment.status !== 'authorized')
        throw new PaymentProviderRejected(
          'Only payments which have been authorized and not yet captured can be captured',
        );
      if (payment.amountPaise !== input.amountPaise)
        throw new PaymentProviderRejected('Capture amount must be equal to the amount authorized');
      const now = this.clock.now();
      await tx
        .update(simulatorPayments)
        .set({ status: 'captured', updatedAt: now })
        .where(eq(simulatorPayments.id, payment.id));
      await tx
        .update(simulatorOrders)
        .set({ status: 'paid', updatedAt: now })
        .where(eq(simulatorOrders.id, payment.orderId));
      return {
        id: payment.id,
        providerOrderId: payment.orderId,
        amountPaise: payment.amountPaise,
        status: 'captured' as const,
      };
    });
  }

  /** The shopper pressed Fail: a failed payment attempt and Razorpay's error object for `payment.failed`. */
  async fail(providerOrderId: string) {
    const order = await this.getOrder(providerOrderId);
    if (!order) throw new PaymentProviderRejected('The id provided does not exist');
    if (order.status === 'paid') throw new PaymentProviderRejected('This order is already paid');
    const now = this.clock.now();
    const paymentId = providerId('pay');
    const description = 'Your payment could not be completed as it was declined by the simulated bank.';
    await this.db.transaction(async (tx) => {
      await tx.insert(simulatorPayments).values({
        id: paymentId,
        orderId: order.id,
        amountPaise: order.amountPaise,
        status: 'failed',
        errorCode: 'BAD_REQUEST_ERROR',
        errorDescription: description,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(simulatorOrders)
        .set({ status: 'attempted', updatedAt: now })
        .where(and(eq(simulatorOrders.id, order.id), eq(simulatorOrders.status, 'created')));
    });
    const error: SimulatedFailure = {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: paymentId },
    };
    return { order, paymentId, error };
  }

  async refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }) {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(simulatorRefunds)
        .where(eq(simulatorRefunds.idempotencyKey, input.idempotencyKey));
      if (previous) return { refundId: previous.id, status: 'processed' as const };
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
        throw new PaymentProviderRejected('Refund amount must be positive');
      const now = this.clock.now();
      // Conditional update: never refund more than was captured, whatever runs in parallel.
      const [payment] = await tx
        .update(simulatorPayments)
        .set({
          refundedPaise: sql`${simulatorPayments.refundedPaise} + ${input.amountPaise}`,
          status: sql`case when ${simulatorPayments.refundedPaise} + ${input.amountPaise} = ${simulatorPayments.amountPaise} then 'refunded' else ${simulatorPayments.status} end`,
          updatedAt: now,
        })
        .where(
          and(
            eq(simulatorPayments.id, input.paymentId),
            eq(simulatorPayments.status, 'captured'),
            sql`${simulatorPayments.refundedPaise} + ${input.amountPaise} <= ${simulatorPayments.amountPaise}`,
          ),
        )
        .returning({ id: simulatorPayments.id });
      if (!payment)
        throw new PaymentProviderRejected('The payment is not captured or the amount exceeds what can be refunded');
      const refundId = providerId('rfnd');
      await tx.insert(simulatorRefunds).values({
        id: refundId,
        paymentId: input.paymentId,
        amountPaise: input.amountPaise,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      });
      return { refundId, status: 'processed' as const };
    });
  }
}

/** PAYMENT_PROVIDER=simulator (the default): works offline with development secrets. */
export const simulatorRegistration: ProviderRegistration = {
  id: 'simulator',
  create: ({ config, db, clock }) =>
    new SimulatorGateway(db, config.SIMULATOR_KEY_SECRET, config.SIMULATOR_WEBHOOK_SECRET, clock),
};
