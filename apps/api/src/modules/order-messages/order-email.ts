import he from 'he';
import type { Config } from '../../config.ts';
import { type MessageAudience, rupeesIn } from './message-locale.ts';
import { type EmailWords, emailWords } from './order-email-words.ts';
import type { OrderForMessage } from './order-for-message.ts';

type EmailInput = { subject: string; summary: string; order: OrderForMessage; orderUrl: string | null };

/** An e-mail's words and the ₹ amounts of its language. */
type Wording = { w: EmailWords; money: (paise: number) => string };

/** The money lines of an order, as the checkout showed them (paise in, ₹ out). A waived charge reads Free. */
function totals(order: OrderForMessage, { w, money }: Wording): Array<[string, string]> {
  const rows: Array<[string, string]> = [[w.items, money(order.itemsPricePaise)]];
  for (const charge of order.charges)
    rows.push([w.charge(charge), charge.amountPaise ? money(charge.amountPaise) : w.free]);
  if (order.couponDiscountPaise) rows.push([w.coupon(order.couponCode), `-${money(order.couponDiscountPaise)}`]);
  rows.push([w.total, money(order.totalPaise)]);
  if (order.walletPaise) rows.push([w.paidFromWallet, money(order.walletPaise)]);
  if (order.remainingPaise)
    rows.push([order.paymentMethods.includes('COD') ? w.toPayOnDelivery : w.paidOnline, money(order.remainingPaise)]);
  return rows;
}

const lineTotal = (item: OrderForMessage['items'][number], { money }: Wording) =>
  money(item.unitPricePaise * item.quantity);

function addressLines(order: OrderForMessage, { w }: Wording): string[] {
  const a = order.address;
  return [a.name, a.address, a.landmark ?? '', `${a.city}, ${a.state} ${a.pincode}`, w.phone(a.phone)].filter(Boolean);
}

/** The plain-text part: readable in any client, and what the console sender logs. */
function textPart(config: Config, input: EmailInput, wording: Wording): string {
  const { order } = input;
  const { w } = wording;
  const lines = order.items.map((i) => w.line(i.productName, i.variantName, i.quantity, lineTotal(i, wording)));
  const rows = totals(order, wording);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    input.summary,
    '',
    w.order(order.id),
    ...lines,
    '',
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    `${w.deliveringTo}:`,
    ...addressLines(order, wording),
    ...(input.orderUrl ? ['', w.yourOrder(input.orderUrl)] : []),
    '',
    '--',
    config.STORE_NAME,
    ...w.footer,
  ].join('\n');
}

/** Everything the shopper or the store typed is escaped; the markup is a plain table that mail clients render. */
function htmlPart(config: Config, input: EmailInput, wording: Wording): string {
  const e = (s: string) => he.escape(s);
  const { order } = input;
  const { w } = wording;
  const cell = 'padding:6px 8px;border-bottom:1px solid #eee';
  const items = order.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${e(i.productName)}<br><span style="color:#666">${e(i.variantName)}</span></td>` +
        `<td style="${cell};text-align:center">${i.quantity}</td><td style="${cell};text-align:right">${e(lineTotal(i, wording))}</td></tr>`,
    )
    .join('');
  const money = totals(order, wording)
    .map(
      ([label, value]) =>
        `<tr><td colspan="2" style="padding:4px 8px;text-align:right">${e(label)}</td><td style="padding:4px 8px;text-align:right">${e(value)}</td></tr>`,
    )
    .join('');
  const link = input.orderUrl ? `<p><a href="${e(input.orderUrl)}">${e(w.viewYourOrder)}</a></p>` : '';
  const { item, quantity, amount } = w.columns;
  return `<!doctype html>
<html lang="${w.lang}"><head><meta charset="utf-8"><title>${e(input.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${e(config.STORE_NAME)}</h1>
<p>${e(input.summary)}</p>
<h2 style="font-size:16px">${e(w.order(order.id))}</h2>
<table style="width:100%;border-collapse:collapse" role="presentation">
<thead><tr><th style="${cell};text-align:left">${e(item)}</th><th style="${cell}">${e(quantity)}</th><th style="${cell};text-align:right">${e(amount)}</th></tr></thead>
<tbody>${items}${money}</tbody>
</table>
<h2 style="font-size:16px">${e(w.deliveringTo)}</h2>
<p>${addressLines(order, wording).map(e).join('<br>')}</p>
${link}
<hr style="border:0;border-top:1px solid #eee">
<p style="color:#666;font-size:12px">${e(config.STORE_NAME)}<br>${w.footer.map(e).join('<br>')}</p>
</body></html>`;
}

/** The order e-mail in the shopper's language: its words, its ₹ amounts and, in Hindi, the live support lines. */
export function renderOrderEmail(config: Config, input: EmailInput, audience: MessageAudience) {
  const wording: Wording = { w: emailWords(config, audience), money: (p) => rupeesIn(audience.locale, p) };
  return { subject: input.subject, text: textPart(config, input, wording), html: htmlPart(config, input, wording) };
}
