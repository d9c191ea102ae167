import { describe, expect, it } from 'vitest';
import { averageRating } from './catalogue.ts';

describe('averageRating', () => {
  it('is 0 without ratings and the mean to one decimal otherwise', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(13, 3)).toBe(4.3);
  });

  it('rounds half up at the first decimal', () => {
    // 4.25 and 4.75 are exact in binary, so one rounding decides them: up.
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(19, 4)).toBe(4.8);
  });
});
