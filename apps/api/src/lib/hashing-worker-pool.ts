import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The code each hashing thread runs: hash-wasm's argon2id (WebAssembly, no native binding) on requests posted
 * to it. Given as source, not a file, so the production bundle needs no second entry point; hash-wasm is
 * required by the absolute path the main thread resolved.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { argon2id, argon2Verify } = require(workerData.hashWasm);
parentPort.on('message', async (job) => {
  try {
    const result = job.op === 'hash'
      ? await argon2id({ ...job.parameters, password: job.password, salt: Buffer.from(job.salt), outputType: 'encoded' })
      : await argon2Verify({ password: job.password, hash: job.hash });
    parentPort.postMessage({ id: job.id, result });
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: String(err && err.message ? err.message : err) });
  }
});
`;

export type HashJob =
  | { op: 'hash'; password: string; salt: Uint8Array; parameters: Record<string, number> }
  | { op: 'verify'; password: string; hash: string };

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type Thread = { worker: Worker; busy: number };

/**
 * Password hashing off the event loop: argon2id costs tens of milliseconds of CPU and 19 MiB, and on the event
 * loop six anonymous sign-in attempts a second stalled every other request. A few threads (one per core beyond
 * the first, at least one) take the jobs, each to the thread with the fewest waiting; threads start on first use,
 * do not keep the process alive, and one that dies is replaced with its jobs failed.
 */
export class HashingWorkerPool {
  private readonly threads: Thread[] = [];
  private readonly pending = new Map<number, Pending & { thread: Thread }>();
  private nextId = 1;
  private readonly hashWasm = createRequire(import.meta.url).resolve('hash-wasm');

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  run<T extends string | boolean>(job: HashJob): Promise<T> {
    const thread = this.pick();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, thread });
      thread.busy++;
      thread.worker.ref();
      thread.worker.postMessage({ ...job, id });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()));
  }

  private pick(): Thread {
    if (this.threads.length < this.size) return this.spawn();
    return this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  private spawn(): Thread {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { hashWasm: this.hashWasm } });
    const thread: Thread = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      if (--thread.busy === 0) worker.unref();
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result);
    });
    const fail = (err: Error) => {
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      for (const [id, job] of this.pending)
        if (job.thread === thread) {
          this.pending.delete(id);
          job.reject(err);
        }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`hashing thread exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
