/** One page's Lighthouse medians. */
export type Figures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

/** A form factor's budgets (bench/budgets.json `lighthouse`). */
export type LighthouseBudget = {
  minScore: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
  /** How close to the reference page a store page must be where the host cannot meet the score or LCP budget. */
  besideReference: { scorePoints: number; lcpMs: number };
};

export type Verdict = {
  /** What the page missed; empty when it met its budgets. */
  misses: string[];
  /** Set when the page missed the absolute budgets and was judged beside the reference instead, saying why. */
  judgedBesideReference: string | null;
};

/**
 * A store page's medians against the budgets. Score and LCP are the host's as much as the page's: the reference
 * page (a minimal server-rendered React page of the same framework, measured in the same run) shows what this
 * host allows. A page that misses the absolute budgets where the reference itself misses the score or LCP budget
 * (the host is slower than the budget assumes) is held to the reference instead: a score within `scorePoints` of
 * the reference's and an LCP within `lcpMs` of it (issue 29's rule). TBT and CLS are the page's own work and
 * always absolute.
 */
export function lighthouseVerdict(page: Figures, reference: Figures | null, budget: LighthouseBudget): Verdict {
  const absolute = missesAgainst(page, budget, budget.minScore, budget.maxLcpMs, '');
  const hostTooSlow =
    reference !== null && (reference.score < budget.minScore || reference.lcpMs > budget.maxLcpMs)
      ? `the reference page itself has score ${reference.score}, LCP ${Math.round(reference.lcpMs)} ms`
      : null;
  if (absolute.length === 0 || !hostTooSlow) return { misses: absolute, judgedBesideReference: null };
  const { scorePoints, lcpMs } = budget.besideReference;
  const misses = missesAgainst(
    page,
    budget,
    reference!.score - scorePoints,
    reference!.lcpMs + lcpMs,
    ' (beside the reference)',
  );
  return { misses, judgedBesideReference: hostTooSlow };
}

function missesAgainst(page: Figures, budget: LighthouseBudget, minScore: number, maxLcpMs: number, note: string) {
  return [
    page.score < minScore && `score ${page.score} < ${minScore}${note}`,
    page.lcpMs > maxLcpMs && `LCP ${Math.round(page.lcpMs)} > ${Math.round(maxLcpMs)}${note}`,
    page.tbtMs > budget.maxTbtMs && `TBT ${Math.round(page.tbtMs)} > ${budget.maxTbtMs}`,
    page.cls > budget.maxCls && `CLS ${page.cls.toFixed(3)} > ${budget.maxCls}`,
  ].filter((miss): miss is string => typeof miss === 'string');
}
