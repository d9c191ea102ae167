import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.ts';

describe('failureDigest', () => {
  it('starts at vitest’s list of failures, without colour codes', () => {
    const output = [
      ' \u001b[32m✓\u001b[39m e2e/home.test.ts (3 tests)',
      '\u001b[31m⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯\u001b[39m',
      ' FAIL  e2e/auth.test.ts > sign in > clears the token',
      'TimeoutError: locator.click: Timeout 30000ms exceeded.',
      ' Test Files  1 failed | 33 passed (34)',
    ].join('\n');
    expect(failureDigest(output)).toBe(
      [
        '⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯',
        ' FAIL  e2e/auth.test.ts > sign in > clears the token',
        'TimeoutError: locator.click: Timeout 30000ms exceeded.',
        ' Test Files  1 failed | 33 passed (34)',
      ].join('\n'),
    );
  });

  it('keeps at most the given number of lines and says how many it left', () => {
    const output = ['⎯ Failed Tests 3 ⎯', ...Array.from({ length: 10 }, (_, i) => `line ${i}`)].join('\n');
    expect(failureDigest(output, 4)).toBe(
      ['⎯ Failed Tests 3 ⎯', 'line 0', 'line 1', 'line 2', '… 7 more lines not repeated here'].join('\n'),
    );
  });

  it('falls back to the output’s last lines when a tool printed no such list', () => {
    const output = Array.from({ length: 100 }, (_, i) => `step ${i}`).join('\n');
    expect(failureDigest(output, 3)).toBe('step 97\nstep 98\nstep 99');
  });
});
