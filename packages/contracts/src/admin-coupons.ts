import { z } from 'zod';
import { calendarDay, hasAtMostTwoDecimals, rupeeAmount } from './operator-input.ts';
import { withVersion } from './record-version.ts';

/**
 * Coupons as the console writes them: every rule the checkout's coupon logic applies (apps/api/src/modules/
 * coupons/coupon-rules.ts). Money is rupees here, a percent is a percent (12.5); the server keeps paise and basis
 * points. Validity is by whole days in India time: from the start of `startsOn` to the end of `endsOn`.
 */

export const COUPON_KINDS = ['PERCENT', 'FLAT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

const rupees = (field: string, max: number) => rupeeAmount(field, { min: 0, max });

const day = calendarDay;

const limit = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1_000_000, `${field} must be at most 1000000`)
    .nullable();

export const couponBody = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,19}$/, 'code must be 3 to 20 letters, digits, - or _'),
    description: z
      .string({ error: 'description is required' })
      .trim()
      .min(3, 'description must be at least 3 characters')
      .max(200, 'description must be at most 200 characters'),
    kind: z.enum(COUPON_KINDS, { error: 'kind must be PERCENT or FLAT' }),
    /** PERCENT: the percent off (up to 100); FLAT: rupees off. */
    value: z
      .number({ error: 'value must be a number' })
      .positive('value must be more than 0')
      .max(100_000, 'value must be at most 100000')
      .refine(hasAtMostTwoDecimals, { message: 'value must have at most 2 decimals' }),
    minOrder: rupees('minOrder', 1_000_000).default(0),
    /** The most a PERCENT coupon takes off (FLAT: never more than its value anyway); null for no cap. */
    maxDiscount: rupees('maxDiscount', 1_000_000)
      .refine((v) => v > 0, { message: 'maxDiscount must be more than 0' })
      .nullable()
      .default(null),
    startsOn: day('startsOn'),
    endsOn: day('endsOn').nullable().default(null),
    usageLimit: limit('usageLimit').default(null),
    perUserLimit: limit('perUserLimit').default(null),
    firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }).default(false),
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  })
  .superRefine((c, issue) => {
    if (c.kind === 'PERCENT' && c.value > 100)
      issue.addIssue({ code: 'custom', path: ['value'], message: 'value must be at most 100 for a percent coupon' });
    if (c.endsOn !== null && c.endsOn < c.startsOn)
      issue.addIssue({ code: 'custom', path: ['endsOn'], message: 'endsOn must not be before startsOn' });
    if (c.usageLimit !== null && c.perUserLimit !== null && c.perUserLimit > c.usageLimit)
      issue.addIssue({
        code: 'custom',
        path: ['perUserLimit'],
        message: 'perUserLimit must not be more than usageLimit',
      });
  });
export type CouponBody = z.input<typeof couponBody>;

/** Where a coupon stands today, for the console's list. */
export const COUPON_STATES = ['live', 'scheduled', 'expired', 'used-up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  isActive: z.boolean(),
  usedCount: z.number().int(),
  state: z.enum(COUPON_STATES),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponList = z.array(adminCoupon);

/** Reads of what the console edits carry the record's version (record-version.ts). */
export const adminCouponRead = withVersion(adminCoupon);
export const adminCouponReadList = z.array(adminCouponRead);
