import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ConsoleWhatsAppSender } from './console-whatsapp-sender.ts';
import { MetaWhatsAppSender } from './meta-whatsapp-sender.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';

/** The sender WHATSAPP_PROVIDER names; meta needs its access token and phone number id. */
export function createWhatsAppSender(config: Config, log: FastifyBaseLogger): WhatsAppSender {
  if (config.WHATSAPP_PROVIDER === 'meta') {
    if (!config.WHATSAPP_ACCESS_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID)
      throw new Error('WHATSAPP_PROVIDER=meta needs WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
    return new MetaWhatsAppSender({
      accessToken: config.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      apiVersion: config.WHATSAPP_API_VERSION,
      baseUrl: config.WHATSAPP_BASE_URL,
    });
  }
  return new ConsoleWhatsAppSender(log);
}
