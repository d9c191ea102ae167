import { describe, expect, it } from 'vitest';
import { attributeFailures } from './fault-attribution.ts';
import type { AccessLogEntry } from './nginx-proxy.ts';
import type { Outcome } from './shopper-traffic.ts';

const KILLED_PORT = 39_967;
const KILLED_AT = 1_000_000;
const web = (port: number) => `127.0.0.1:${port}`;

function entry(endMs: number, status: number, tries: [number, string][], uri = '/product/37'): AccessLogEntry {
  return {
    time: '',
    msec: endMs / 1000,
    method: 'GET',
    uri,
    status,
    upstream: tries.map(([port]) => web(port)).join(', '),
    upstream_status: tries.map(([, s]) => s).join(', '),
    request_time: 0.01,
  };
}
const outcome = (start: number, end: number, status: number, path = '/product/37'): Outcome => ({
  start,
  end,
  method: 'GET',
  path,
  status,
  code: '',
});

describe('which shopper failures a kill or a shed explains', () => {
  it('finds the shopper’s own request among neighbours asking for the same page at once', () => {
    const early = KILLED_AT - 48_340;
    const log = [
      // A neighbour's request for the same page, ending closest to the shopper's, answered 200 in the end.
      entry(early + 2, 200, [
        [38_673, '502'],
        [39_967, '502'],
        [38_339, '200'],
      ]),
      // The shopper's: the running process shed it (503) and nginx went on to processes not yet started.
      entry(early - 15, 502, [
        [38_673, '502'],
        [38_339, '503'],
        [39_967, '502'],
      ]),
    ];
    const failure = outcome(early - 40, early, 502);
    const result = attributeFailures({ errors: [failure], log, killedPort: KILLED_PORT, killedAt: KILLED_AT });
    expect(result.shed).toEqual([failure]);
    expect(result.unexplained).toEqual([]);
  });

  it('leaves a 502 far from the kill that no process shed unexplained', () => {
    const early = KILLED_AT - 30_000;
    const log = [entry(early, 502, [[38_673, '502']])];
    const failure = outcome(early - 10, early, 502);
    const result = attributeFailures({ errors: [failure], log, killedPort: KILLED_PORT, killedAt: KILLED_AT });
    expect(result.unexplained).toEqual([failure]);
    expect(result.described[0]).toContain('nginx: 502 from 127.0.0.1:38673 (502)');
  });

  it('explains a 502 for a request the killed process had in hand', () => {
    const log = [entry(KILLED_AT + 5, 502, [[KILLED_PORT, '502']])];
    const failure = outcome(KILLED_AT - 20, KILLED_AT + 5, 502);
    const result = attributeFailures({ errors: [failure], log, killedPort: KILLED_PORT, killedAt: KILLED_AT });
    expect(result.explained).toEqual([failure]);
    expect(result.unexplained).toEqual([]);
  });
});
