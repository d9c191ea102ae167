import type { AdminCoupon, CouponState } from '@shringar/contracts/admin-coupons';
import { formatRupees } from '@shringar/contracts/money';

/** '20% off, up to ₹150' or '₹100 off'. */
export function discountText(c: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscount'>) {
  if (c.kind === 'FLAT') return `${formatRupees(c.value)} off`;
  return `${c.value}% off${c.maxDiscount !== null ? `, up to ${formatRupees(c.maxDiscount)}` : ''}`;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A YYYY-MM-DD day as '15 Jan 2026' (the day itself, not a moment in some time zone). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export const STATE_LABELS: Record<CouponState, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
  inactive: 'Inactive',
};

export const STATE_STYLES: Record<CouponState, string> = {
  live: 'bg-green-50 text-green-800',
  scheduled: 'bg-blue-50 text-blue-800',
  expired: 'bg-gray-100 text-gray-700',
  'used-up': 'bg-amber-50 text-amber-900',
  inactive: 'bg-gray-100 text-gray-700',
};
