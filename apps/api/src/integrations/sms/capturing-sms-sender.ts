import type { SmsSender } from './sms-sender.ts';

/**
 * Keeps every code (and order update) it is asked to send, for tests and local tooling that need to read codes back. Never
 * chosen by configuration; passed in through buildApp's deps.
 */
export class CapturingSmsSender implements SmsSender {
  readonly name = 'capturing';
  readonly sent: Array<{ phone: string; code: string; locale: 'en' | 'hi' }> = [];

  /** Order updates, in the order they were sent. */
  readonly texts: Array<{ phone: string; text: string }> = [];
  readonly sendsText = true;

  async sendOtp(phone: string, code: string, opts?: { locale?: 'en' | 'hi' }): Promise<void> {
    this.sent.push({ phone, code, locale: opts?.locale ?? 'en' });
  }

  async sendText(phone: string, text: string): Promise<void> {
    this.texts.push({ phone, text });
  }

  /** The latest code sent to a phone (10 digits or E.164). */
  lastCode(phone: string): string | undefined {
    const e164 = phone.startsWith('+') ? phone : `+91${phone}`;
    return this.sent.findLast((m) => m.phone === e164)?.code;
  }
}
