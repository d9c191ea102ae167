import { describe, expect, it } from 'vitest';
import { ConcurrencyGate, GateFull } from './concurrency-gate.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ConcurrencyGate', () => {
  it('runs at most `limit` tasks at once and starts waiters first come, first served', async () => {
    const gate = new ConcurrencyGate({ limit: 2, queueLimit: 10, maxWaitMs: 10_000 });
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.inFlight, gate.queued]).toEqual([2, 2]);
    blockers[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    blockers[0]!.resolve();
    blockers[2]!.resolve();
    blockers[3]!.resolve();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, and a waiter that waited too long', async () => {
    const gate = new ConcurrencyGate({ limit: 1, queueLimit: 1, maxWaitMs: 30 });
    const block = deferred();
    const first = gate.run(() => block.promise);
    const queued = gate.run(async () => 'late');
    await expect(gate.run(async () => 'never')).rejects.toEqual(new GateFull('queue-full'));
    await expect(queued).rejects.toEqual(new GateFull('waited-too-long'));
    expect(gate.queued).toBe(0);
    block.resolve();
    await first;
    expect(gate.inFlight).toBe(0);
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('frees the slot when a task fails', async () => {
    const gate = new ConcurrencyGate({ limit: 1, queueLimit: 0, maxWaitMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });
});
