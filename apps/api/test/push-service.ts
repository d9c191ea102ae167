import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push service for tests: it takes the POSTs a push service takes (RFC 8030), checks the VAPID
 * Authorization (RFC 8292: an ES256 JWT for this origin, signed by the key it names) and decrypts the aes128gcm
 * body (RFC 8291) with the browser's keys, as a browser would. Each subscription answers 201 until told otherwise.
 * Plain HTTP by default; given a certificate it serves HTTPS, as every browser's push service does, for a store
 * that posts only to https endpoints (one running in production mode).
 */
export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims, once its signature verified against the key in the header. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The decrypted body, as the service worker reads it. */
  payload: string;
};

export type TestBrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export async function startTestPushService(options: { tls?: { cert: string; key: string } } = {}) {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: Array<{ path: string; reason: string }> = [];

  const handle: RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const browser = browsers.get(path);
      try {
        if (req.method !== 'POST' || !browser) throw new Error('no such subscription');
        const vapid = checkVapid(req.headers.authorization ?? '', origin());
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('content-encoding is not aes128gcm');
        if (!Number(req.headers.ttl)) throw new Error('no TTL');
        const payload = decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth);
        const status = answers.get(path) ?? 201;
        if (status < 300) received.push({ path, headers: req.headers, vapid, payload });
        res.writeHead(status).end();
      } catch (err) {
        refused.push({ path, reason: (err as Error).message });
        res.writeHead(400).end((err as Error).message);
      }
    });
  };
  const server = options.tls ? createHttpsServer(options.tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const scheme = options.tls ? 'https' : 'http';
  const origin = () => `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    refused,
    /** A new browser subscription on this service, with keys the test keeps to decrypt what arrives. */
    subscribe(name: string): TestBrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}-${randomBytes(6).toString('hex')}`;
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin()}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on the subscription's POSTs are answered with this status (410: it is gone). */
    answer(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    to: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    /** Stops listening and drops the sender's kept-alive connections, which would otherwise hold the close. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `vapid t=<jwt>, k=<public key>`: the JWT must be ES256, for this origin, unexpired, and signed by k. */
function checkVapid(header: string, origin: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!m) throw new Error(`Authorization is not VAPID: ${header}`);
  const [jwt, k] = [m[1]!, m[2]!];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT alg ${alg}`);
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (c.aud !== origin) throw new Error(`VAPID aud ${c.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(c.exp > now && c.exp <= now + 24 * 3600)) throw new Error('VAPID exp is not within 24 hours');
  return { ...c, publicKey: k };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * RFC 8291/8188: salt (16) · record size (4) · key id length (1) · the sender's ephemeral public key · one record
 * of AES-128-GCM, whose plaintext ends with the last-record delimiter 0x02 and optional zero padding.
 */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65) throw new Error(`aes128gcm key id of ${idLength} bytes, not a P-256 public key`);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const browserKey = ecdh.getPublicKey();
  const ikm = hmac(
    hmac(authSecret, ecdh.computeSecret(senderKey)),
    Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}
