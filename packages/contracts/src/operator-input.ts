import { z } from 'zod';

/**
 * The two shapes every operator form shares: a calendar day and a rupee amount. One definition each, so a
 * day like 2026-02-30 or an amount like ₹0.001 is refused with the same plain words on every endpoint, never
 * passed on to the database (where it would be a 500 or be silently rounded).
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD that names a day on the calendar (no 13th month, no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDay = (field: string) =>
  z
    .string({ error: `${field} must be a date like 2026-11-30` })
    .regex(DAY_PATTERN, `${field} must be a date like 2026-11-30`)
    // Only a value of the right shape is checked against the calendar, so a wrong shape is one message, not two.
    .refine((v) => !DAY_PATTERN.test(v) || isCalendarDay(v), { message: `${field} must be a real date (YYYY-MM-DD)` });

/** True for a number of rupees with at most two decimals: only those survive a round trip through paise. */
export const hasAtMostTwoDecimals = (value: number) => Math.round(value * 100) / 100 === value;

const inRupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

type RupeeBounds = {
  /** 'above-zero': more than 0 (so at least ₹0.01); a number: at least that many rupees. */
  min: 'above-zero' | number;
  max: number;
};

/**
 * A rupee amount an operator types: a finite number within bounds with at most two decimals. `field` starts
 * each message; leave it empty where the caller names the field itself (the settings form).
 */
export const rupeeAmount = (field: string, { min, max }: RupeeBounds) => {
  const p = field ? `${field} ` : '';
  const base = z.number({ error: `${p}must be a number of rupees` });
  const bounded =
    min === 'above-zero'
      ? base.positive(`${p}must be more than 0`)
      : base.min(min, `${p}must be at least ${inRupees(min)}`);
  return bounded
    .max(max, `${p}must be at most ${inRupees(max)}`)
    .refine(hasAtMostTwoDecimals, { message: `${p}must have at most 2 decimals` });
};
