import type { AccessLogEntry } from './nginx-proxy.ts';
import type { Outcome } from './shopper-traffic.ts';

const span = (e: AccessLogEntry) => {
  const end = e.msec * 1000;
  return { start: end - e.request_time * 1000, end };
};

/**
 * The nginx entry of a shopper's request: same method and path (API calls go out under /api/v4) and, where nginx
 * logged one, the status the shopper saw; the closest end among those. Many shoppers ask for the same page at
 * once, so the closest end alone can pick a neighbour's request that nginx answered differently.
 */
function nginxEntryOf(log: AccessLogEntry[], o: Outcome): AccessLogEntry | undefined {
  const path = o.path.split('?')[0]!;
  const samePath = log.filter((e) => e.method === o.method && (e.uri === path || e.uri === `/api/v4${path}`));
  const sameStatus = samePath.filter((e) => e.status === o.status);
  return (sameStatus.length > 0 ? sameStatus : samePath).sort(
    (a, b) => Math.abs(span(a).end - o.end) - Math.abs(span(b).end - o.end),
  )[0];
}

/**
 * Which failed requests the kill explains. nginx's log names the process behind every answer; the killed
 * process's in-flight requests are those nginx had handed it before the kill (or in its instant) and that
 * ended after it. A POST among them cannot be resent (it may have placed an order), and a page whose answer had
 * begun cannot be restarted: the shopper sees 502 or a broken connection. A request that HTTP calls idempotent
 * (a GET, a DELETE) nginx resends to another process; the resent DELETE of a cart line the killed process had
 * already removed answers 404, the kill's doing too. nginx hands every other request to another process, so no
 * shopper should see any other failure.
 */
export function attributeFailures(opts: {
  errors: Outcome[];
  log: AccessLogEntry[];
  killedPort: number;
  killedAt: number;
}) {
  const killed = `127.0.0.1:${opts.killedPort}`;
  // A request handed over in the instant of the kill, on a kept-alive connection the kill had just closed, is
  // lost with the process too (nginx cannot know it was never received, so it must not resend a POST).
  const instant = 1000;
  const atTheKill = (start: number, end: number) => start <= opts.killedAt + instant && end >= opts.killedAt - 10;
  const inFlight = opts.log.filter((e) => {
    const s = span(e);
    return e.upstream.split(', ').includes(killed) && atTheKill(s.start, s.end);
  });
  const lostWithTheProcess = (o: Outcome) =>
    (o.status === 502 || o.status === 0) && o.start <= opts.killedAt + instant && o.end >= opts.killedAt;
  const resentAfterTheKill = (o: Outcome) => {
    const upstreams = nginxEntryOf(opts.log, o)?.upstream.split(', ') ?? [];
    return o.method === 'DELETE' && upstreams.slice(0, -1).includes(killed) && atTheKill(o.start, o.end);
  };
  const explained = opts.errors.filter((o) => lostWithTheProcess(o) || resentAfterTheKill(o)).slice(0, inFlight.length);
  // A process answered 503 (shedding load) and nginx, going on to a process that was not running, answered
  // its own 502 instead: the store's designed answer to overload, not a failure.
  // Also a 503 that a process itself answered (nginx's log shows the process's 503 as the last attempt).
  const shed = opts.errors.filter((o) => {
    const statuses = nginxEntryOf(opts.log, o)?.upstream_status.split(', ') ?? [];
    return (
      !explained.includes(o) &&
      ((o.status === 502 && statuses.includes('503')) || (o.status === 503 && statuses.at(-1) === '503'))
    );
  });
  const unexplained = opts.errors.filter((o) => !explained.includes(o) && !shed.includes(o));
  // For each unexplained failure, what nginx logged for it (same path, closest end), to tell why.
  const described = unexplained.map((o) => {
    const seen = nginxEntryOf(opts.log, o);
    const at = (ms: number) => `${ms - opts.killedAt >= 0 ? '+' : ''}${ms - opts.killedAt} ms`;
    return (
      `${o.method} ${o.path} → ${o.status} ${o.code}, ${at(o.start)} to ${at(o.end)} from the kill` +
      (seen ? `; nginx: ${seen.status} from ${seen.upstream} (${seen.upstream_status})` : '; not in nginx’s log')
    );
  });
  return { inFlight, explained, shed, unexplained, described };
}
