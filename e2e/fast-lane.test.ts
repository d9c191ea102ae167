import { request } from 'node:http';
import { storePaths } from '@shringar/contracts/store-paths';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

type Raw = { status: number; head: string[]; body: Buffer };

/** A GET over a socket of its own: status, every header as written (Date aside) and the bytes. */
function get(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl()), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const head: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i]!.toLowerCase() !== 'date') head.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, head, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The server's fast lane (apps/api/src/plugins/fast-lane.ts) answers a kept page from the second time the
 * full pipeline has sent that variant. Whichever of them answers, a shopper gets the same status, headers in
 * the same order and the same bytes, for as long as the page is kept.
 */
describe('kept pages from the fast lane', () => {
  it('are answered exactly as the full pipeline answers them, in every coding and as a 304', async () => {
    const etagOf = (answer: Raw) => answer.head.find((h) => h.toLowerCase().startsWith('etag: '))?.slice(6);
    const variants: ((etag: string) => Record<string, string>)[] = [
      () => ({ 'accept-encoding': 'gzip, deflate, br' }),
      () => ({ 'accept-encoding': 'gzip' }),
      () => ({}),
      (etag) => ({ 'accept-encoding': 'br', 'if-none-match': etag }),
    ];
    for (const variant of variants) {
      // The kept copy may expire and be rendered again between two requests, with new bytes (the render
      // stamps its data's time): compare four answers of one copy, trying again when the ETag moved.
      let answers: Raw[] = [];
      let headers: Record<string, string> = {};
      for (let attempt = 0; attempt < 3; attempt++) {
        headers = variant(etagOf(await get(storePaths.about, { 'accept-encoding': 'br' }))!);
        answers = [];
        for (let i = 0; i < 4; i++) answers.push(await get(storePaths.about, headers));
        if (new Set(answers.map(etagOf)).size === 1) break;
      }
      if (headers['if-none-match']) expect(answers[0]!.status).toBe(304);
      for (const answer of answers.slice(1)) {
        expect(answer.status, JSON.stringify(headers)).toBe(answers[0]!.status);
        expect(answer.head).toEqual(answers[0]!.head);
        expect(answer.body.equals(answers[0]!.body)).toBe(true);
      }
    }
  });
});
