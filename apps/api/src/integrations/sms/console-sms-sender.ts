import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/**
 * The default for a store on a laptop: the code goes to the server log as `OTP for +91XXXXXXXXXX: NNNN`.
 * Refused in production (config.assertProductionSafe), where codes must never be logged.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendOtp(phone: string, code: string): Promise<void> {
    this.log.info(`OTP for ${phone}: ${code}`);
  }

  readonly sendsText = true;

  async sendText(phone: string, text: string): Promise<void> {
    this.log.info(`SMS to ${phone}: ${text}`);
  }
}
