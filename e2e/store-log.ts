import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** pino's warn level: lines at or above it are also shown in the test run's output. */
const WARN = 40;

/**
 * Keeps the store's log (pino JSON lines on its stdout) in a file the tests read: the console senders' messages
 * are log lines (a WhatsApp message is `WhatsApp to …`, read by whatsapp-log.ts). Warnings, errors and anything
 * not JSON also go to this process's stdout, so a failing run still shows what the store complained of. Answers
 * a function that closes the file once the store's stdout has ended.
 */
export function keepStoreLog(stdout: Readable, path: string): () => Promise<void> {
  const file = createWriteStream(path, { flags: 'a' });
  const lines = createInterface({ input: stdout, crlfDelay: Infinity });
  lines.on('line', (line) => {
    file.write(`${line}\n`);
    if (levelOf(line) >= WARN) process.stdout.write(`${line}\n`);
  });
  const ended = new Promise<void>((resolve) => lines.once('close', resolve));
  return async () => {
    await ended;
    await new Promise<void>((resolve) => file.end(resolve));
  };
}

function levelOf(line: string): number {
  try {
    return (JSON.parse(line) as { level?: number }).level ?? WARN;
  } catch {
    return WARN;
  }
}
