// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withModulesAfterPaint } from './modules-after-paint';

const MODULE_SCRIPT =
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'window.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.js");</script>';

const page = (head: string, body: string) =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

const routerPage = (body = '<main>₹499</main>') =>
  page(
    '<link rel="preload" href="/hero.svg" as="image" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/shared.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/>',
    `${body}<script nonce="n">window.__reactRouterContext = {};</script>${MODULE_SCRIPT}<script nonce="n">$R=1</script>`,
  );

describe('the page modules wait for the largest paint', () => {
  it('drops the head’s module preloads and leaves the stylesheet, font and image preloads', () => {
    const html = withModulesAfterPaint(routerPage(), 'n').toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="preload" href="/hero.svg" as="image" fetchPriority="high"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('holds React Router’s module script as a data block, its text unchanged, and hands the starter the modules', () => {
    const html = withModulesAfterPaint(routerPage(), 'n').toString();
    expect(html).not.toContain('type="module"');
    const held = /<script nonce="n" type="text\/x-held-module" id="held-modules">([\s\S]*?)<\/script>/.exec(html);
    expect(held?.[1]).toBe(MODULE_SCRIPT.slice(MODULE_SCRIPT.indexOf('>') + 1, -'</script>'.length));
    const starter =
      /<\/script><script nonce="n">(\(function\(modules,fonts\)[\s\S]*?)<\/script><script nonce="n">\$R=1/.exec(html);
    expect(starter?.[1]).toContain('})(["/assets/entry.js","/assets/shared.js"],[]);');
  });

  it('hands the starter the fonts to register after the largest paint', () => {
    const font = {
      family: 'Inter Variable',
      url: '/assets/inter-store.woff2',
      descriptors: { weight: '400 700', display: 'swap' as const, unicodeRange: 'U+0020-007E' },
      usedBy: 'body',
    };
    const html = withModulesAfterPaint(routerPage(), 'n', [font]).toString();
    expect(html).toContain(`})(["/assets/entry.js","/assets/shared.js"],${JSON.stringify([font])});</script>`);
  });

  it('keeps the body around the script byte for byte, multi-byte text included', () => {
    const body = '<main>₹499 — <code>&lt;link rel="modulepreload"&gt;</code> हिन्दी</main>';
    const html = withModulesAfterPaint(routerPage(body), 'n').toString();
    expect(html).toContain(`<body>${body}<script nonce="n">window.__reactRouterContext = {};</script>`);
    expect(html.endsWith('<script nonce="n">$R=1</script></body></html>')).toBe(true);
  });

  it('writes the starter without a nonce when the render has none', () => {
    const html = withModulesAfterPaint(routerPage(), undefined).toString();
    expect(html).toContain('</script><script>(function(modules,fonts)');
  });

  it('answers a page without React Router’s module script, or without a head, unchanged', () => {
    const plain = page('<link rel="modulepreload" href="/assets/entry.js"/>', '<main>Not found</main>');
    expect(withModulesAfterPaint(plain, 'n')).toBe(plain);
    const fragment = Buffer.from('<p>no head</p>');
    expect(withModulesAfterPaint(fragment, 'n')).toBe(fragment);
  });
});
