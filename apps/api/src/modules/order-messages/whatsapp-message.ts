import { WHATSAPP_TEMPLATE_SETTINGS } from '@shringar/contracts/settings';
import type { AppContext } from '../../context.ts';
import type { MessageEvent } from '../../db/schema/messages.ts';
import { getSettings } from '../settings/settings.public.ts';
import type { MessageLocale } from './message-locale.ts';
import type { OrderMessageContent } from './order-message-content.ts';

/** A message that no retry can send (no template is named for it): marked FAILED at once, with the reason. */
export class UndeliverableMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableMessage';
  }
}

/**
 * Sends one outbox row on WhatsApp: the template the settings name for its event, in the settings' language
 * (for a Hindi shopper the templates' Hindi translation when the settings name one), filled in with the
 * content's parameters. The template is read at sending, so an operator who registers or renames one in the
 * console changes what the next message uses.
 */
export async function sendWhatsAppMessage(
  ctx: AppContext,
  row: { event: MessageEvent; recipient: string },
  content: OrderMessageContent,
  locale: MessageLocale,
): Promise<void> {
  const settings = await getSettings(ctx);
  const template = settings[WHATSAPP_TEMPLATE_SETTINGS[row.event]];
  if (!template) throw new UndeliverableMessage(`no WhatsApp template is named for ${row.event} in the settings`);
  await ctx.whatsapp.sendTemplate({
    to: row.recipient,
    template,
    language: (locale === 'hi' && settings.whatsappTemplateLanguageHindi) || settings.whatsappTemplateLanguage,
    bodyParameters: content.whatsapp,
  });
}
