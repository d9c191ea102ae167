/**
 * The part of a failed suite's output that says what failed, to print again at the very end of a long run: a CI log
 * is often read from its tail, where another suite's whole output would otherwise hide the failure.
 */

const ANSI = /\u001b\[[0-9;]*m/g;
/** Vitest's default reporter opens its list of failures with this heading ("⎯⎯ Failed Tests 2 ⎯⎯"). */
const FAILED_TESTS_HEADING = /Failed Tests \d+/;

export function failureDigest(output: string, maxLines = 60): string {
  const lines = output.replace(ANSI, '').split('\n');
  const heading = lines.findLastIndex((line) => FAILED_TESTS_HEADING.test(line));
  const from = heading === -1 ? Math.max(0, lines.length - maxLines) : heading;
  const digest = lines.slice(from, from + maxLines);
  const left = lines.length - from - digest.length;
  return digest.join('\n') + (left > 0 ? `\n… ${left} more lines not repeated here` : '');
}
