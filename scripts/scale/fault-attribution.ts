import type { AccessLogEntry } from './nginx-proxy.ts';
import type { Outcome } from './shopper-traffic.ts';

/**
 * Which failed requests the kill explains: nginx's log names the process that was answering each request.
 * A request is the killed process's in-flight one when nginx had passed it to that process before the kill
 * and got no answer (a 502 after the kill). nginx hands every other request (a GET, or anything not yet sent)
 * to another process, so no shopper should see any other failure.
 */
export function attributeFailures(opts: {
  errors: Outcome[];
  log: AccessLogEntry[];
  killedPort: number;
  killedAt: number;
}) {
  const inFlight = opts.log.filter((e) => {
    const ended = e.msec * 1000;
    const started = ended - e.request_time * 1000;
    return (
      e.status >= 500 &&
      e.upstream.split(', ').at(-1) === `127.0.0.1:${opts.killedPort}` &&
      started <= opts.killedAt + 5 &&
      ended >= opts.killedAt - 5
    );
  });
  // A shopper's failure is explained when it was a 502 under way at the kill; there can be no more of them
  // than nginx saw in flight at the killed process.
  const atKill = opts.errors.filter((o) => o.status === 502 && o.start <= opts.killedAt && o.end >= opts.killedAt);
  const explained = atKill.slice(0, inFlight.length);
  const unexplained = opts.errors.filter((o) => !explained.includes(o));
  return { inFlight, explained, unexplained };
}
