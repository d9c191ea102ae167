import he from 'he';
import { chargeText } from '@shringar/contracts/pricing';
import type { Config } from '../../config.ts';
import { type OrderForMessage, rupees } from './order-for-message.ts';

type EmailInput = { subject: string; summary: string; order: OrderForMessage; orderUrl: string | null };

/** The money lines of an order, as the checkout showed them (paise in, ₹ out). A waived charge reads Free. */
function totals(order: OrderForMessage): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Items', rupees(order.itemsPricePaise)]];
  for (const charge of order.charges)
    rows.push([chargeText(charge, 'message'), charge.amountPaise ? rupees(charge.amountPaise) : 'Free']);
  if (order.couponDiscountPaise)
    rows.push([`Coupon ${order.couponCode ?? ''}`.trim(), `-${rupees(order.couponDiscountPaise)}`]);
  rows.push(['Total', rupees(order.totalPaise)]);
  if (order.walletPaise) rows.push(['Paid from wallet', rupees(order.walletPaise)]);
  if (order.remainingPaise)
    rows.push([
      order.paymentMethods.includes('COD') ? 'To pay on delivery' : 'Paid online',
      rupees(order.remainingPaise),
    ]);
  return rows;
}

const lineTotal = (item: OrderForMessage['items'][number]) => rupees(item.unitPricePaise * item.quantity);

function storeFooter(config: Config): string[] {
  return [
    config.STORE_LEGAL_NAME,
    `${config.STORE_ADDRESS}, ${config.STORE_STATE} ${config.STORE_PINCODE}`,
    `${config.STORE_EMAIL} · ${config.STORE_PHONE}`,
  ];
}

function addressLines(order: OrderForMessage): string[] {
  const a = order.address;
  return [a.name, a.address, a.landmark ?? '', `${a.city}, ${a.state} ${a.pincode}`, `Phone ${a.phone}`].filter(
    Boolean,
  );
}

/** The plain-text part: readable in any client, and what the console sender logs. */
function textPart(config: Config, input: EmailInput): string {
  const { order } = input;
  const lines = order.items.map((i) => `- ${i.productName} (${i.variantName}) x ${i.quantity}: ${lineTotal(i)}`);
  const width = Math.max(...totals(order).map(([label]) => label.length));
  return [
    input.summary,
    '',
    `Order ${order.id}`,
    ...lines,
    '',
    ...totals(order).map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    'Delivering to:',
    ...addressLines(order),
    ...(input.orderUrl ? ['', `Your order: ${input.orderUrl}`] : []),
    '',
    '--',
    config.STORE_NAME,
    ...storeFooter(config),
  ].join('\n');
}

/** Everything the shopper or the store typed is escaped; the markup is a plain table that mail clients render. */
function htmlPart(config: Config, input: EmailInput): string {
  const e = (s: string) => he.escape(s);
  const { order } = input;
  const cell = 'padding:6px 8px;border-bottom:1px solid #eee';
  const items = order.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${e(i.productName)}<br><span style="color:#666">${e(i.variantName)}</span></td>` +
        `<td style="${cell};text-align:center">${i.quantity}</td><td style="${cell};text-align:right">${e(lineTotal(i))}</td></tr>`,
    )
    .join('');
  const money = totals(order)
    .map(
      ([label, value]) =>
        `<tr><td colspan="2" style="padding:4px 8px;text-align:right">${e(label)}</td><td style="padding:4px 8px;text-align:right">${e(value)}</td></tr>`,
    )
    .join('');
  const link = input.orderUrl ? `<p><a href="${e(input.orderUrl)}">View your order</a></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(input.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${e(config.STORE_NAME)}</h1>
<p>${e(input.summary)}</p>
<h2 style="font-size:16px">Order ${e(order.id)}</h2>
<table style="width:100%;border-collapse:collapse" role="presentation">
<thead><tr><th style="${cell};text-align:left">Item</th><th style="${cell}">Qty</th><th style="${cell};text-align:right">Amount</th></tr></thead>
<tbody>${items}${money}</tbody>
</table>
<h2 style="font-size:16px">Delivering to</h2>
<p>${addressLines(order).map(e).join('<br>')}</p>
${link}
<hr style="border:0;border-top:1px solid #eee">
<p style="color:#666;font-size:12px">${e(config.STORE_NAME)}<br>${storeFooter(config).map(e).join('<br>')}</p>
</body></html>`;
}

export function renderOrderEmail(config: Config, input: EmailInput) {
  return { subject: input.subject, text: textPart(config, input), html: htmlPart(config, input) };
}
