import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/**
 * For a store on a laptop: each e-mail's recipient, subject and plain-text part go to the server log. Refused in
 * production (config.assertProductionSafe): the text carries the shopper's address.
 */
export class ConsoleEmailSender implements EmailSender {
  readonly name = 'console';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
  }
}
