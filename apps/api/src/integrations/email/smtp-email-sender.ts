import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/**
 * Sends through an SMTP server with nodemailer: a multipart/alternative message (text and HTML) from the store's
 * address. Timeouts are bounded so a silent server fails the attempt (the outbox retries) instead of holding the
 * dispatcher past its lease.
 */
export class SmtpEmailSender implements EmailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    target: string | Transporter,
    private readonly from: string,
  ) {
    this.transport =
      typeof target === 'string'
        ? nodemailer.createTransport({
            url: target,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          })
        : target;
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
