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
    const gate = new ConcurrencyGate({ limit: 1, queueLimit: 1, maxWaitMs: 30, initialServiceMs: 10 });
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

  it('queues a short wait and refuses at once a wait expected past the bound', async () => {
    let now = 0;
    const gate = new ConcurrencyGate({ limit: 2, queueLimit: 100, maxWaitMs: 1_000, now: () => now });
    // Tasks that held their slot 200 ms each teach the gate what a turn costs.
    for (let i = 0; i < 60; i++) {
      await gate.run(async () => {
        now += 200;
      });
    }
    expect(gate.averageServiceMs).toBeCloseTo(200, 0);
    const blocks = [deferred(), deferred()];
    const running = blocks.map((b) => gate.run(() => b.promise));
    // Two slots at 200 ms a turn: the tenth waiter expects (9 + 1) * 200 / 2 = 1000 ms; the eleventh longer.
    const queued = Array.from({ length: 10 }, () => gate.run(async () => 'served'));
    expect(gate.queued).toBe(10);
    await expect(gate.run(async () => 'never')).rejects.toEqual(new GateFull('wait-too-long'));
    blocks.forEach((b) => b.resolve());
    await Promise.all(running);
    await expect(Promise.all(queued)).resolves.toEqual(Array(10).fill('served'));
  });

  it('serves networks in turn: a flood from one network waits behind itself, not in front of a shopper', async () => {
    const gate = new ConcurrencyGate({ limit: 1, queueLimit: 1_000, maxWaitMs: 10_000, initialServiceMs: 1 });
    const block = deferred();
    const running = gate.run(() => block.promise, 'flood');
    const order: string[] = [];
    const flood = Array.from({ length: 50 }, (_, i) => gate.run(async () => void order.push(`flood${i}`), 'flood'));
    // The shopper would wait one turn, not fifty: admitted even where the flood's own next request is not.
    expect(gate.expectedWaitMs('shopper')).toBeLessThan(gate.expectedWaitMs('flood'));
    const shopper = gate.run(async () => void order.push('shopper'), '2001:db8:1:2::/64');
    block.resolve();
    await Promise.all([running, shopper, ...flood]);
    expect(order.indexOf('shopper')).toBe(1);
    expect(order.filter((o) => o.startsWith('flood'))).toEqual(Array.from({ length: 50 }, (_, i) => `flood${i}`));
  });
});
