/** India is UTC+5:30 all year; a delivery date is a calendar day there, whatever the server's zone. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO date (YYYY-MM-DD) in India that is `days` days after `now`. */
export function deliveryDate(now: Date, days: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}
