import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppSender, WhatsAppTemplateMessage } from './whatsapp-sender.ts';

/** The messages a console sender keeps for reading back: the latest ones, so a long-running store stays small. */
const KEPT = 200;

/**
 * The default: a WhatsApp message goes to the server log as `WhatsApp to +91XXXXXXXXXX: <template> (<language>)
 * [parameters]`, like the console SMS, and the latest ones stay readable in `sent` (tests and local tooling
 * check what a shopper would have received).
 */
export class ConsoleWhatsAppSender implements WhatsAppSender {
  readonly name = 'console';
  readonly sent: WhatsAppTemplateMessage[] = [];
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > KEPT) this.sent.splice(0, this.sent.length - KEPT);
    this.log.info(
      `WhatsApp to ${message.to}: ${message.template} (${message.language}) ${JSON.stringify(message.bodyParameters)}`,
    );
  }
}
