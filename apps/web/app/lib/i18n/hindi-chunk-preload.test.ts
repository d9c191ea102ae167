// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withHindiChunkPreload } from './hindi-chunk-preload';

const page = (head: string, body = '<main>नमस्ते ₹499</main>') =>
  Buffer.from(`<!DOCTYPE html><html lang="hi"><head>${head}</head><body>${body}</body></html>`);

describe("the Hindi chunk's preload in a Hindi page's head", () => {
  it('adds a modulepreload per file at the end of the head, with the nonce, the body untouched', () => {
    const out = withHindiChunkPreload(
      page('<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>'),
      ['/assets/_virtual_hindi-halves-X.js', '/assets/shared-Y.js'],
      'n1',
    ).toString();
    expect(out).toContain(
      '<link rel="modulepreload" href="/assets/_virtual_hindi-halves-X.js" nonce="n1"/>' +
        '<link rel="modulepreload" href="/assets/shared-Y.js" nonce="n1"/></head><body><main>नमस्ते ₹499</main>',
    );
  });

  it('skips a file the head already names, and leaves a page without a head or files as it was', () => {
    const named = page('<link rel="modulepreload" href="/assets/shared-Y.js"/>');
    const out = withHindiChunkPreload(named, ['/assets/hindi.js', '/assets/shared-Y.js']).toString();
    expect(out.match(/shared-Y\.js/g)).toHaveLength(1);
    expect(out).toContain('<link rel="modulepreload" href="/assets/hindi.js"/></head>');
    const headless = Buffer.from('<p>no head</p>');
    expect(withHindiChunkPreload(headless, ['/assets/hindi.js'])).toBe(headless);
    expect(withHindiChunkPreload(named, [])).toBe(named);
  });
});
