import { isCancelledStatus } from '@shringar/contracts/orders';
import type { BothLangs, StoreLang } from '@shringar/contracts/store-lang';

const DAY_MS = 24 * 60 * 60 * 1000;

// Shoppers and the tax authority read dates in India's time zone, whatever zone the server runs in.
const indianDates: BothLangs<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};

/** '18 Nov 2026' in IST ('18 नव॰ 2026' in Hindi). */
export const formatIndianDate = (date: Date, lang: StoreLang = 'en') => indianDates[lang].format(date);

type DateLine = (day: string) => string;

/** The orders list's date line in each language, around the day it names. */
const DATE_LINES: BothLangs<Record<'cancelled' | 'returned' | 'delivered' | 'expected', DateLine>> = {
  en: {
    cancelled: (day) => `Cancelled on ${day}`,
    returned: (day) => `Returned on ${day}`,
    delivered: (day) => `Delivered on ${day}`,
    expected: (day) => `Expected by ${day}`,
  },
  hi: {
    cancelled: (day) => `${day} को कैंसिल हुआ`,
    returned: (day) => `${day} को वापस हुआ`,
    delivered: (day) => `${day} को डिलीवर हुआ`,
    expected: (day) => `${day} तक पहुँचने की उम्मीद`,
  },
};

/** The orders list's date line: when it was delivered, cancelled or returned, else when it is expected. */
export function deliveryDateText(
  order: { status: string; createdAt: Date; deliveredAt: Date | null; lastStatusUpdate: Date },
  deliveryDays: number,
  lang: StoreLang = 'en',
): string {
  const lines = DATE_LINES[lang];
  const day = (date: Date) => formatIndianDate(date, lang);
  if (isCancelledStatus(order.status)) return lines.cancelled(day(order.lastStatusUpdate));
  if (order.status === 'RETURNED') return lines.returned(day(order.lastStatusUpdate));
  if (order.deliveredAt) return lines.delivered(day(order.deliveredAt));
  return lines.expected(day(new Date(order.createdAt.getTime() + deliveryDays * DAY_MS)));
}
