import type { EmailMessage, EmailSender } from './email-sender.ts';

/** Keeps every e-mail it is given, for tests; never chosen by configuration (passed through buildApp's deps). */
export class CapturingEmailSender implements EmailSender {
  readonly name = 'capturing';
  readonly sent: EmailMessage[] = [];

  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }
}
