import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  bannerImageUrl,
  brandLogoUrl,
  categoryIconUrl,
  offerImageUrl,
  productImageUrl,
  productKinds,
} from '../../seed/art/media-urls.ts';

/** A well-formed SVG document: one root element, no script, balanced. */
function expectSvg(body: string) {
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith('</svg>')).toBe(true);
  expect(body).not.toMatch(/<script|javascript:|NaN|undefined/);
}

describe('generated media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws every product kind as an immutable, cacheable SVG', async () => {
    for (const kind of productKinds) {
      const res = await t.app.inject({ method: 'GET', url: productImageUrl(kind, '#9b1b30', 'd1-1-1') });
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expectSvg(res.body);
    }
  });

  it('gives the same picture for the same URL and different pictures for two variants', async () => {
    const a1 = await t.app.inject({ method: 'GET', url: productImageUrl('lipstick', '#9b1b30', 'd5-1-1') });
    const a2 = await t.app.inject({ method: 'GET', url: productImageUrl('lipstick', '#9b1b30', 'd5-1-1') });
    const b = await t.app.inject({ method: 'GET', url: productImageUrl('lipstick', '#c98b85', 'd5-2-1') });
    expect(a1.body).toBe(a2.body);
    expect(a1.headers.etag).toBe(a2.headers.etag);
    expect(b.body).not.toBe(a1.body);
    expect(b.headers.etag).not.toBe(a1.headers.etag);
    expect(b.body).toContain('#c98b85');
  });

  it('answers 304 when the ETag matches', async () => {
    const url = productImageUrl('perfume', '#e8b04a', 'd9-1-2');
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws category icons, brand logos, banners and offer tiles', async () => {
    const urls = [
      categoryIconUrl('jhumka'),
      brandLogoUrl('noor-and-neel'),
      bannerImageUrl('rose', 'lipstick', '#9b1b30', 'The Lipstick Edit', 'Matte & satin from ₹199'),
      offerImageUrl('saffron', 'necklace', '#c9a227', 'Bridal Jewellery Edit', 'Up to 50% off'),
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSvg(res.body);
    }
    // The words are outlines of the store's font (seed/art/lettering.ts), named by the picture's title; no
    // <text> for a browser to lay out with the device's fonts.
    const logo = await t.app.inject({ method: 'GET', url: brandLogoUrl('noor-and-neel') });
    expect(logo.body).toContain('<title>Noor &amp; Neel logo</title>');
    expect(logo.body).not.toContain('<text');
    const banner = await t.app.inject({
      method: 'GET',
      url: bannerImageUrl('rose', 'lipstick', '#9b1b30', 'The Lipstick Edit', 'Matte & satin from ₹199'),
    });
    expect(banner.body).toContain('<title>The Lipstick Edit. Matte &amp; satin from ₹199</title>');
    expect(banner.body).not.toContain('<text');
  });

  it('keeps words the store font cannot draw as text in the device’s fonts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: bannerImageUrl('rose', 'lipstick', '#9b1b30', 'लिपस्टिक', 'Matte & <satin>'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<text [^>]*>लिपस्टिक<\/text>/);
    // The sub-line Inter can draw is still outlines.
    expect(res.body).not.toContain('satin</text>');
  });

  it('escapes banner text so it cannot inject markup', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: bannerImageUrl('rose', 'lipstick', '#9b1b30', '<script>alert(1)</script>', '"><img onerror=x>'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<img');
  });

  it.each([
    ['/api/v4/media/product/spaceship/9b1b30/d1-1-1.svg', 'unknown kind'],
    ['/api/v4/media/product/lipstick/red/d1-1-1.svg', 'colour not hex'],
    ['/api/v4/media/product/lipstick/9b1b30/d1-1-1.png', 'not .svg'],
    ['/api/v4/media/product/lipstick/9b1b30/..%2Fsecret.svg', 'path traversal'],
    ['/api/v4/media/product/lipstick/9b1b30', 'missing seed'],
    ['/api/v4/media/category/spaceship.svg', 'unknown category kind'],
    ['/api/v4/media/brand/Bad_Slug!.svg', 'malformed slug'],
    ['/api/v4/media/banner/neon/lipstick/9b1b30.svg?title=A&subtitle=B', 'unknown theme'],
    ['/api/v4/media/nothing-here', 'unknown media type'],
    [`/api/v4/media/product/lipstick/9b1b30/${'a'.repeat(2000)}.svg`, '2,000-character path'],
  ])('answers %s with a 404 envelope (%s)', async (url) => {
    const started = Date.now();
    const res = await t.call({ method: 'GET', url });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects a banner without its text with a 400 naming the field', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/media/banner/rose/lipstick/9b1b30.svg?subtitle=B' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/title/i);
  });

  it('lists the media calls in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/docs/json' });
    expect(res.body.paths['/api/v4/media/product/{kind}/{colour}/{file}']).toBeDefined();
  });
});
