import { describe, expect, it } from 'vitest';
import { calendarDay, hasAtMostTwoDecimals, isCalendarDay, rupeeAmount } from './operator-input.ts';

describe('operator input', () => {
  it('knows which days are on the calendar', () => {
    expect(['2026-11-30', '2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2026-13-45', '2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', '26-1-1'].map(isCalendarDay)).toEqual(
      [false, false, false, false, false, false],
    );
    expect(calendarDay('to').safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'to must be a real date (YYYY-MM-DD)',
    );
    expect(
      calendarDay('to')
        .safeParse('30-11-2026')
        .error?.issues.map((i) => i.message),
    ).toEqual(['to must be a date like 2026-11-30']);
  });

  it('takes rupees with at most two decimals and nothing below a paisa', () => {
    expect([0.29, 0.1, 150.5, 99999.99, 1].every(hasAtMostTwoDecimals)).toBe(true);
    expect([1e-9, 0.001, 10.555, 0.005].some(hasAtMostTwoDecimals)).toBe(false);
    const amount = rupeeAmount('amount', { min: 'above-zero', max: 100_000 });
    expect(amount.safeParse(0.01).success).toBe(true);
    expect(amount.safeParse(1e-9).error?.issues[0]?.message).toBe('amount must have at most 2 decimals');
    expect(amount.safeParse(0).error?.issues[0]?.message).toBe('amount must be more than 0');
    expect(amount.safeParse(100_001).error?.issues[0]?.message).toBe('amount must be at most ₹1,00,000');
  });
});
