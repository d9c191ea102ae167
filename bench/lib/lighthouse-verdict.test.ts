import { describe, expect, it } from 'vitest';
import { type Figures, type LighthouseBudget, lighthouseVerdict } from './lighthouse-verdict.ts';

const budget: LighthouseBudget = {
  minScore: 98,
  maxLcpMs: 1500,
  maxTbtMs: 50,
  maxCls: 0.01,
  besideReference: { scorePoints: 2, lcpMs: 300 },
};
const figures = (over: Partial<Figures>): Figures => ({
  score: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  ...over,
});

describe('lighthouseVerdict', () => {
  it('holds a page to the absolute budgets where the reference meets them', () => {
    const reference = figures({ score: 100, lcpMs: 1100 });
    expect(lighthouseVerdict(figures({ lcpMs: 1400 }), reference, budget)).toEqual({
      misses: [],
      judgedBesideReference: null,
    });
    expect(lighthouseVerdict(figures({ score: 97, lcpMs: 1600 }), reference, budget).misses).toEqual([
      'score 97 < 98',
      'LCP 1600 > 1500',
    ]);
  });

  it('judges score and LCP beside the reference where the reference itself misses them', () => {
    const reference = figures({ score: 99, lcpMs: 1700 });
    const met = lighthouseVerdict(figures({ score: 97, lcpMs: 1990 }), reference, budget);
    expect(met.misses).toEqual([]);
    expect(met.judgedBesideReference).toBe('the reference page itself has score 99, LCP 1700 ms');
    expect(lighthouseVerdict(figures({ score: 96, lcpMs: 2010 }), reference, budget).misses).toEqual([
      'score 96 < 97 (beside the reference)',
      'LCP 2010 > 2000 (beside the reference)',
    ]);
  });

  it('says nothing of the reference when the page meets the absolute budgets on a slow host', () => {
    const slowHost = figures({ score: 99, lcpMs: 1700 });
    expect(lighthouseVerdict(figures({ lcpMs: 1100 }), slowHost, budget)).toEqual({
      misses: [],
      judgedBesideReference: null,
    });
  });

  it('keeps TBT and CLS absolute whatever the reference did', () => {
    const slowHost = figures({ score: 90, lcpMs: 2500, tbtMs: 80 });
    expect(
      lighthouseVerdict(figures({ score: 90, lcpMs: 2500, tbtMs: 60, cls: 0.02 }), slowHost, budget).misses,
    ).toEqual(['TBT 60 > 50', 'CLS 0.020 > 0.01']);
  });

  it('uses the absolute budgets when no reference was measured', () => {
    expect(lighthouseVerdict(figures({ lcpMs: 1600 }), null, budget).misses).toEqual(['LCP 1600 > 1500']);
  });
});
