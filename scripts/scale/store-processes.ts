import { type ChildProcess, spawn } from 'node:child_process';
import { API_DIR } from './scale-env.ts';

export type Role = 'web' | 'worker';

/**
 * One store process of the run (node apps/api/dist/server.js, the production build), on a fixed port so that
 * nginx's upstream list and the direct checks keep naming it across a kill and a restart.
 */
export class StoreProcess {
  child: ChildProcess | null = null;
  /** What each life of this process wrote to stdout (its JSON log lines), for the exactly-once checks. */
  readonly lives: string[] = [];
  /** What every life wrote to stderr, kept apart so that it can never split a log line being counted. */
  private errors = '';

  /** Every life's log lines. */
  get stdout() {
    return this.lives.join('');
  }

  /** Everything the process wrote, for reports. */
  get output() {
    return this.stdout + this.errors;
  }

  constructor(
    readonly name: string,
    readonly role: Role,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    const life = this.lives.push('') - 1;
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: API_DIR,
      env: {
        ...this.env,
        API_ROLE: this.role,
        PORT: String(this.port),
        // The worker logs each message it sends (console SMS and e-mail), which the run counts.
        ...(this.role === 'worker' ? { LOG_LEVEL: 'info' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Decoded as a stream, so that a character split across two reads (₹ in a message) stays whole.
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (this.lives[life] += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (this.errors += d));
    this.child = child;
  }

  /** Resolves when /api/v4/health answers 200; fails if the process exits or the time runs out. */
  async healthy(timeoutMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      if (this.child?.exitCode != null)
        throw new Error(`${this.name} exited with ${this.child.exitCode}:\n${this.output.slice(-3000)}`);
      if (Date.now() - started > timeoutMs) throw new Error(`${this.name} not healthy within ${timeoutMs} ms`);
      const ok = await fetch(`${this.url}/api/v4/health`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** kill -9: no drain, no goodbye; resolves once the process is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }

  /** SIGTERM (a clean stop) at the end of the run, SIGKILL if it does not end in time. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  }
}
