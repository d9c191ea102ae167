import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ConsoleEmailSender } from './console-email-sender.ts';
import type { EmailSender } from './email-sender.ts';
import { SmtpEmailSender } from './smtp-email-sender.ts';

/** The From of order e-mails: EMAIL_FROM, else the store's name and address. */
export const emailFrom = (config: Config) => config.EMAIL_FROM || `${config.STORE_NAME} <${config.STORE_EMAIL}>`;

/** The sender EMAIL_PROVIDER names; smtp needs SMTP_URL. */
export function createEmailSender(config: Config, log: FastifyBaseLogger): EmailSender {
  if (config.EMAIL_PROVIDER === 'smtp') {
    if (!config.SMTP_URL) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
    return new SmtpEmailSender(config.SMTP_URL, emailFrom(config));
  }
  return new ConsoleEmailSender(log);
}
