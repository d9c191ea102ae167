const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The month it is in India, 'YYYY-MM': GST returns are filed by the Indian calendar month. */
export function currentGstMonth(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for '2026-11'; the text itself when it is not a month. */
export function gstMonthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? monthName.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))) : month;
}
