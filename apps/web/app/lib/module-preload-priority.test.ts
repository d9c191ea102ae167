// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withLowPriorityModulePreloads } from './module-preload-priority';

const page = (head: string, body = '<main>₹499</main>') =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe('module preloads at low priority', () => {
  it('marks every modulepreload in the head low, and leaves the stylesheet, font and image alone', () => {
    const html = withLowPriorityModulePreloads(
      page(
        '<link rel="preload" href="/hero.svg" as="image" fetchPriority="high"/>' +
          '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
          '<link rel="modulepreload" href="/assets/shared.js" nonce="n"/>' +
          '<link rel="stylesheet" href="/assets/root.css"/>',
      ),
    ).toString();
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href/g)).toHaveLength(2);
    expect(html).toContain('<link rel="preload" href="/hero.svg" as="image" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('keeps the body byte for byte, multi-byte text included, even where it quotes a modulepreload', () => {
    const body =
      '<main>₹499 — <code>&lt;link rel="modulepreload"&gt;</code><link rel="modulepreload" href="/x.js"/></main>';
    const out = withLowPriorityModulePreloads(page('<link rel="modulepreload" href="/a.js"/>', body)).toString();
    expect(out.slice(out.indexOf('</head>'))).toBe(`</head><body>${body}</body></html>`);
  });

  it('answers a page without module preloads, or without a head, unchanged', () => {
    const plain = page('<title>Shringar</title>');
    expect(withLowPriorityModulePreloads(plain)).toBe(plain);
    const fragment = Buffer.from('<p>no head</p>');
    expect(withLowPriorityModulePreloads(fragment)).toBe(fragment);
  });
});
