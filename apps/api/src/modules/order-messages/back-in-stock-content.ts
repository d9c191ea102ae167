import he from 'he';
import type { Config } from '../../config.ts';
import type { OrderMessageDetails } from '../../db/schema/messages.ts';
import type { MessageLocale } from './message-locale.ts';
import type { OrderMessageContent } from './order-message-content.ts';
import { HINDI_UNNAMED_ITEM, hindiBackInStock } from './order-message-hindi.ts';

/**
 * What a back-in-stock alert says on every channel: the product (and variant) by name and a link to its page,
 * absolute when the store knows its address (PUBLIC_BASE_URL), else the path the in-app notification opens.
 */
export function backInStockContent(
  config: Config,
  details: OrderMessageDetails,
  locale: MessageLocale = 'en',
): OrderMessageContent {
  const product = details.productName ?? (locale === 'hi' ? HINDI_UNNAMED_ITEM : 'An item you asked about');
  const named = details.variantName ? `${product} (${details.variantName})` : product;
  const path = details.productPath ?? '/';
  const link = config.PUBLIC_BASE_URL ? new URL(path, config.PUBLIC_BASE_URL).toString() : path;
  const hi = locale === 'hi' ? hindiBackInStock(product, named, link) : null;
  const subject = hi?.subject ?? `Back in stock: ${product}`;
  const summary = hi?.summary ?? `${named} is back in stock. Get yours before it sells out: ${link}`;
  const e = (s: string) => he.escape(s);
  return {
    subject,
    summary,
    sms: `${config.STORE_NAME}: ${summary}`,
    email: {
      subject,
      text: [summary, '', '--', config.STORE_NAME].join('\n'),
      html: `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${e(config.STORE_NAME)}</h1>
<p>${e(hi?.line ?? `${named} is back in stock. Get yours before it sells out.`)}</p>
<p><a href="${e(link)}">${e(hi?.see ?? `See ${product}`)}</a></p>
</body></html>`,
    },
    whatsapp: [named, summary],
  };
}
