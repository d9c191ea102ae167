import type { AdminCoupon, CouponState, couponBody } from '@shringar/contracts/admin-coupons';
import { toPaise, toRupees } from '@shringar/contracts/money';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { coupons } from '../../db/schema/shopping.ts';
import { FieldConflict, NotFound, ValidationError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { CouponRow } from './coupon-rules.ts';
import type { VersionRule } from '../../lib/record-version.ts';

type Body = z.output<typeof couponBody>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Validity is whole days in India time (UTC+05:30, no daylight saving). */
const IST_MS = 330 * 60 * 1000;
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const istDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

function stateOf(c: CouponRow, now: Date): CouponState {
  if (!c.isActive) return 'inactive';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'used-up';
  if (c.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (c.endsAt && c.endsAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

const view = (c: CouponRow, now: Date): AdminCoupon => ({
  id: c.id,
  code: c.code,
  description: c.description,
  kind: c.kind,
  value: c.kind === 'PERCENT' ? c.value / 100 : toRupees(c.value),
  minOrder: toRupees(c.minOrderPaise),
  maxDiscount: c.maxDiscountPaise === null ? null : toRupees(c.maxDiscountPaise),
  startsOn: istDay(c.startsAt),
  // endsAt is the first moment it no longer works: the day before is the last valid day.
  endsOn: c.endsAt ? istDay(new Date(c.endsAt.getTime() - 1)) : null,
  usageLimit: c.usageLimit,
  perUserLimit: c.perUserLimit,
  firstOrderOnly: c.firstOrderOnly,
  isActive: c.isActive,
  usedCount: c.usedCount,
  state: stateOf(c, now),
});

/** The stored row: paise and basis points, the days as the instants the checkout compares with. */
const columns = (b: Body) => ({
  code: b.code,
  description: b.description,
  kind: b.kind,
  value: b.kind === 'PERCENT' ? Math.round(b.value * 100) : toPaise(b.value),
  minOrderPaise: toPaise(b.minOrder),
  maxDiscountPaise: b.maxDiscount === null ? null : toPaise(b.maxDiscount),
  startsAt: istDayStart(b.startsOn),
  endsAt: b.endsOn === null ? null : new Date(istDayStart(b.endsOn).getTime() + DAY_MS),
  usageLimit: b.usageLimit,
  perUserLimit: b.perUserLimit,
  firstOrderOnly: b.firstOrderOnly,
  isActive: b.isActive,
});

const codeTaken = (code: string) =>
  new FieldConflict('code', `A coupon with the code ${code} already exists.`, 'COUPON_CODE_TAKEN');
const notFound = () => new NotFound('No coupon has this id.', 'COUPON_NOT_FOUND');

async function writing<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(code);
    throw err;
  }
}

/** Every coupon by code, with how often it has been used and where it stands today. */
export async function listAdminCoupons(ctx: AppContext): Promise<AdminCoupon[]> {
  const found = await ctx.db.select().from(coupons).orderBy(asc(coupons.code));
  const now = ctx.clock.now();
  return found.map((c) => view(c, now));
}

export async function createCoupon(ctx: AppContext, body: Body): Promise<AdminCoupon> {
  const [created] = await writing(body.code, () => ctx.db.insert(coupons).values(columns(body)).returning());
  return view(created!, ctx.clock.now());
}

/**
 * Changes every rule at once. The row is locked while it changes, so a checkout using the coupon at the same
 * moment counts its use against the limit the operator is setting, never past it.
 */
export async function updateCoupon(ctx: AppContext, id: number, body: Body, check?: (current: AdminCoupon) => void) {
  const now = ctx.clock.now();
  return writing(body.code, () =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!current) throw notFound();
      check?.(view(current, now));
      if (body.usageLimit !== null && body.usageLimit < current.usedCount)
        throw ValidationError.field(
          'usageLimit',
          `usageLimit must be at least ${current.usedCount}: the coupon has been used ${current.usedCount} times`,
        );
      const [updated] = await tx.update(coupons).set(columns(body)).where(eq(coupons.id, id)).returning();
      return { before: view(current, now), after: view(updated!, now) };
    }),
  );
}

/** What an edit of a coupon can lose: its rules; its uses and where it stands today move on their own. */
export const couponVersion: VersionRule<AdminCoupon> = {
  subject: 'this coupon',
  fields: ({ id: _id, usedCount: _used, state: _state, ...rules }) => rules,
};
