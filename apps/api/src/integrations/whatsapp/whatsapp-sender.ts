/**
 * A WhatsApp Business template message: outside a conversation the shopper started, WhatsApp delivers only
 * templates the business registered and Meta approved, filled in with body parameters ({{1}}, {{2}}, …).
 */
export type WhatsAppTemplateMessage = {
  /** E.164, e.g. +919876543210. */
  to: string;
  template: string;
  /** The template's language code as registered, e.g. en or en_US or hi. */
  language: string;
  bodyParameters: string[];
};

/** Sends order updates and back-in-stock alerts on WhatsApp. */
export interface WhatsAppSender {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws WhatsAppDeliveryError when it did not. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<void>;
}

export class WhatsAppDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WhatsAppDeliveryError';
  }
}
