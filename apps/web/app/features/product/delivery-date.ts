/** 'YYYY-MM-DD' (India date from the API) → 'Fri, 28 Nov'; the raw value when it is not a date. */
export function formatDeliveryDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return d.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Today (in India) plus n days, in the same words. */
export function deliveryDateInDays(days: number, now = new Date()): string {
  const india = new Date(now.getTime() + 5.5 * 3600 * 1000);
  const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days));
  return d.toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}
