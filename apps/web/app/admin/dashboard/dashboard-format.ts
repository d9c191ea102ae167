import { formatRupees } from '@shringar/contracts/money';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2026-11-23 → 23 Nov (the date is India's already: read it as a calendar date). */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** ₹ on chart axes: whole rupees, thousands as k (₹12k), lakhs as L. */
export function axisRupees(rupees: number) {
  if (rupees >= 100_000) return `₹${Math.round(rupees / 10_000) / 10}L`;
  if (rupees >= 1_000) return `₹${Math.round(rupees / 100) / 10}k`;
  return formatRupees(Math.round(rupees));
}
