import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { describe, expect, it } from 'vitest';
import { isInternalHeader, isShareable } from './page-sharing.ts';

const page = (status: number, headers: Record<string, string>) => new Response('<html></html>', { status, headers });
const marked = { [SHAREABLE_PAGE_HEADER]: '1', 'content-type': 'text/html' };

describe('the page cache keeps only pages the store group marks shareable', () => {
  it('keeps a marked page that answered 200 or 404', () => {
    expect(isShareable(page(200, marked))).toBe(true);
    expect(isShareable(page(404, marked))).toBe(true);
  });

  it('never keeps an unmarked page: an account or operator page, or anything else', () => {
    expect(isShareable(page(200, { 'content-type': 'text/html' }))).toBe(false);
    expect(isShareable(page(200, { 'cache-control': 'private, no-store' }))).toBe(false);
  });

  it('never keeps a marked page that is private, sets a cookie or failed', () => {
    expect(isShareable(page(200, { ...marked, 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isShareable(page(200, { ...marked, 'set-cookie': 'a=1' }))).toBe(false);
    expect(isShareable(page(500, marked))).toBe(false);
    expect(isShareable(page(302, { ...marked, location: '/auth' }))).toBe(false);
  });

  it('treats the mark as internal, whatever its case', () => {
    expect(isInternalHeader(SHAREABLE_PAGE_HEADER.toUpperCase())).toBe(true);
    expect(isInternalHeader('cache-control')).toBe(false);
  });
});
