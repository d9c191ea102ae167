import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** One request line written as is over a socket (an HTTP client would turn a full URL into a path). */
function rawGet(port: number, target: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('request targets', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('refuses an absolute-form target with 400, whatever the Host, and answers the same path asked as a path', async () => {
    for (const host of ['evil.example', `127.0.0.1:${port}`]) {
      const refused = await rawGet(port, 'http://evil.example/api/v4/category/', host);
      expect(refused, host).toMatch(/^HTTP\/1\.1 400 /);
      expect(refused).toContain('"code":"BAD_REQUEST"');
      expect(refused).not.toContain('evil.example');
      expect(refused.toLowerCase()).toContain('cache-control: no-store');
    }
    expect(await rawGet(port, '/api/v4/category/', `127.0.0.1:${port}`)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
