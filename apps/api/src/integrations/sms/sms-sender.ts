/**
 * Sends sign-in codes and order updates. `phone` is E.164 (+91XXXXXXXXXX); `code` is the plain code, which
 * nothing else keeps.
 */
export interface SmsSender {
  readonly name: string;
  /** `locale` 'hi': the sign-in page was Hindi, the SMS goes in Hindi (MSG91: its Hindi DLT template). */
  sendOtp(phone: string, code: string, opts: { expiresInMinutes: number; locale?: 'en' | 'hi' }): Promise<void>;
  /** Whether this sender can send order updates (MSG91 needs a DLT template for them). */
  readonly sendsText: boolean;
  /**
   * An order update; resolves once the provider accepted it, throws SmsDeliveryError when it did not. `locale`
   * 'hi': the text is Hindi (MSG91: its Hindi, Unicode, DLT template when one is set).
   */
  sendText(phone: string, text: string, opts?: { locale?: 'en' | 'hi' }): Promise<void>;
}

/** The provider could not take the message; the shopper is asked to try again. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
