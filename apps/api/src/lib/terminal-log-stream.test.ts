import { describe, expect, it } from 'vitest';
import { readableLine } from './terminal-log-stream.ts';

describe('log lines in a terminal', () => {
  const at = new Date(2026, 10, 27, 14, 2, 7).getTime();

  it('reads as time, level, message and the facts that matter', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'store ready',
      database: 'postgres',
    });
    expect(readableLine(line)).toBe('14:02:07 info  store ready  database=postgres\n');
  });

  it('says a request as its method, address and status', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'x',
      req: { method: 'GET', url: '/api/v4/health' },
      res: { statusCode: 200 },
      responseTime: 1.5,
      msg: 'request completed',
    });
    expect(readableLine(line)).toBe(
      '14:02:07 info  request completed  status=200 GET /api/v4/health responseTime=1.5\n',
    );
  });

  it('quotes text with spaces and passes through a line that is not JSON', () => {
    const line = JSON.stringify({ level: 40, time: at, msg: 'order message not sent', err: 'mail server busy' });
    expect(readableLine(line)).toBe('14:02:07 warn  order message not sent  err="mail server busy"\n');
    expect(readableLine('plain text')).toBe('plain text\n');
  });
});
