import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs test/console-sends-then-killed.ts and returns what reached its stdout before the kill. */
async function sendThenKill(burst: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/console-sends-then-killed.ts', String(burst)], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8');
  let out = '';
  child.stdout.on('data', (chunk: string) => (out += chunk));
  // 'close' comes after the process has exited and its output has all been read.
  const [, signal] = await once(child, 'close');
  return { signal, lines: out.split('\n').filter(Boolean) };
}

describe("the store's logger", () => {
  // The console senders are the provider on a laptop and in the scale test: a send that resolved and was then
  // marked sent must be in the output, even when the process is killed the next instant (pino's default
  // asynchronous destination lost 19-20 of 20 such lines).
  it('has written every console send before the send resolves, so a kill -9 right after loses none', async () => {
    const burst = 40;
    const { signal, lines } = await sendThenKill(burst);
    expect(signal).toBe('SIGKILL');
    const sms = lines.filter((l) => (JSON.parse(l) as { msg: string }).msg.startsWith('SMS to '));
    const mail = lines.filter((l) => (JSON.parse(l) as { msg: string }).msg.startsWith('E-mail to '));
    expect(sms).toHaveLength(burst);
    expect(mail).toHaveLength(burst);
    for (let i = 0; i < burst; i++) expect(sms.join('\n')).toContain(`SH${String(i).padStart(10, '0')}`);
  });
});
