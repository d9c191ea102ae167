import { storePaths } from '@shringar/contracts/store-paths';
import type { Config } from '../../config.ts';
import type { OrderEvent, OrderMessageDetails } from '../../db/schema/messages.ts';
import { ENGLISH, type MessageAudience } from './message-locale.ts';
import { hindiHeadline } from './order-message-hindi.ts';
import { renderOrderEmail } from './order-email.ts';
import { type OrderForMessage, rupees } from './order-for-message.ts';

/** What one order event says on every channel. */
export type OrderMessageContent = {
  /** The e-mail's subject and the notification's title. */
  subject: string;
  /** One or two sentences: the notification's body and the start of the SMS and e-mail. */
  summary: string;
  sms: string;
  email: { subject: string; text: string; html: string };
  /** The WhatsApp template's body parameters: {{1}} what it is about (the order number), {{2}} the summary. */
  whatsapp: string[];
};

function headline(event: OrderEvent, order: OrderForMessage, details: OrderMessageDetails) {
  const id = order.id;
  switch (event) {
    case 'placed':
      return details.codConfirmLink
        ? {
            subject: `Please confirm your order ${id}`,
            summary: `Thank you for shopping with us! Your cash-on-delivery order ${id} for ${rupees(order.totalPaise)} is placed. Please confirm it so we can pack it: ${details.codConfirmLink}`,
          }
        : {
            subject: `Your order ${id} is placed`,
            summary: `Thank you for shopping with us! Your order ${id} for ${rupees(order.totalPaise)} is placed. We will let you know when it ships.`,
          };
    case 'payment_link':
      return {
        subject: `Pay for your order ${id}`,
        summary: `Your order ${id} for ${rupees(order.totalPaise)} is waiting for your payment. Pay securely here: ${details.paymentLink ?? ''}`,
      };
    case 'paid':
      return {
        subject: `Payment received: order ${id} is placed`,
        summary: `We have received your payment and your order ${id} for ${rupees(order.totalPaise)} is placed. We will let you know when it ships.`,
      };
    case 'shipped':
      return {
        subject: `Your order ${id} has shipped`,
        summary: `Your order ${id} is on its way.${order.trackingId ? ` Tracking number: ${order.trackingId}.` : ''}`,
      };
    case 'delivered':
      return {
        subject: `Your order ${id} is delivered`,
        summary: `Your order ${id} has been delivered. We hope you love it!`,
      };
    case 'cancelled':
      return {
        subject: `Your order ${id} is cancelled`,
        summary: `Your order ${id} is cancelled. Anything you paid comes back: the wallet part to your wallet at once, an online payment to its original method.`,
      };
    case 'refunded':
      return {
        subject: `Refund of ${rupees(details.refundPaise ?? 0)} for order ${id}`,
        summary: `We have refunded ${rupees(details.refundPaise ?? 0)} for your order ${id} to your original payment method. Banks usually take 5-7 working days to show it.`,
      };
  }
}

/**
 * The texts of an order event, from the order as it is now and the store's details from config, in the
 * shopper's language: a Hindi shopper's messages are Hindi on every channel, the e-mail's table and footer too.
 */
export function orderMessageContent(
  config: Config,
  event: OrderEvent,
  order: OrderForMessage,
  details: OrderMessageDetails,
  audience: MessageAudience = ENGLISH,
): OrderMessageContent {
  const { subject, summary } = (audience.locale === 'hi' ? hindiHeadline : headline)(event, order, details);
  const orderUrl = config.PUBLIC_BASE_URL
    ? new URL(storePaths.orderDetails(order.id), config.PUBLIC_BASE_URL).toString()
    : null;
  return {
    subject,
    summary,
    sms: `${config.STORE_NAME}: ${summary}`,
    email: renderOrderEmail(config, { subject, summary, order, orderUrl }, audience),
    whatsapp: [order.id, summary],
  };
}
