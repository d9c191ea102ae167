import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** A PEM certificate and its private key, for a local HTTPS server. */
export type LocalTls = { cert: string; key: string };

/** One DER element: tag, definite length, contents. */
function der(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const n = body.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}
const sequence = (...items: Buffer[]) => der(0x30, ...items);
const bytes = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex');
/** ecdsa-with-SHA256 (1.2.840.10045.4.3.2), commonName (2.5.4.3), subjectAltName (2.5.29.17). */
const ECDSA_SHA256 = sequence(bytes('06 08 2a 86 48 ce 3d 04 03 02'));
const COMMON_NAME = bytes('06 03 55 04 03');
const SUBJECT_ALT_NAME = bytes('06 03 55 1d 11');
/** UTCTime, YYMMDDHHMMSSZ. */
const utcTime = (at: Date) => der(0x17, Buffer.from(at.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));

/**
 * A self-signed certificate for https://127.0.0.1, valid for a day: a process that trusts it (Node reads extra
 * trusted certificates from NODE_EXTRA_CA_CERTS) reaches a local HTTPS server as it reaches a public one. X.509 v3
 * (RFC 5280) with a P-256 key, the address as its subject alternative name, signed with ECDSA-SHA256, written
 * out here because node:crypto reads certificates but makes none.
 */
export function localTlsCertificate(): LocalTls {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = sequence(der(0x31, sequence(COMMON_NAME, der(0x0c, Buffer.from('127.0.0.1')))));
  const now = Date.now();
  const serial = randomBytes(8);
  serial[0] = (serial[0]! & 0x7f) | 0x01; // a positive INTEGER with no leading zero byte
  const altNames = sequence(der(0x87, Buffer.from([127, 0, 0, 1]))); // iPAddress [7]
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version: v3
    der(0x02, serial),
    ECDSA_SHA256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 3600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(sequence(SUBJECT_ALT_NAME, der(0x04, altNames)))),
  );
  const signature = sign('sha256', tbs, privateKey); // DER-encoded ECDSA, as X.509 carries it
  const certificate = sequence(tbs, ECDSA_SHA256, der(0x03, Buffer.from([0]), signature));
  const lines = certificate.toString('base64').match(/.{1,64}/g)!;
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
}
