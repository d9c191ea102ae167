/**
 * The top-up limits a store's settings allow: the minimum, a maximum never below it, and the preset amounts
 * that fall between them. The wallet page and the server use the same answer.
 */
export function walletTopupLimits(settings: {
  walletTopupMinimum: number;
  walletTopupMaximum: number;
  walletTopupPresets: readonly number[];
}): { min: number; max: number; presets: number[] } {
  const min = settings.walletTopupMinimum;
  const max = Math.max(min, settings.walletTopupMaximum);
  const presets = [...new Set(settings.walletTopupPresets)].filter((p) => p >= min && p <= max).sort((a, b) => a - b);
  return { min, max, presets };
}
