import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ConsoleSmsSender } from './console-sms-sender.ts';
import { Msg91SmsSender } from './msg91-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';

/** The sender SMS_PROVIDER names; msg91 needs its auth key and template id. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'msg91') {
    if (!config.MSG91_AUTH_KEY || !config.MSG91_TEMPLATE_ID)
      throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    return new Msg91SmsSender({
      authKey: config.MSG91_AUTH_KEY,
      templateId: config.MSG91_TEMPLATE_ID,
      templateIdHindi: config.MSG91_TEMPLATE_ID_HI,
      orderTemplateId: config.MSG91_ORDER_TEMPLATE_ID,
      orderTemplateIdHindi: config.MSG91_ORDER_TEMPLATE_ID_HI,
      baseUrl: config.MSG91_BASE_URL,
    });
  }
  return new ConsoleSmsSender(log);
}
