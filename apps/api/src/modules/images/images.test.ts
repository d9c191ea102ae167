import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { responsiveImage } from '@shringar/contracts/responsive-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { images } from '../../db/schema/images.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { multipartForm } from '../../../test/multipart-form.ts';
import { createStaff } from '../../../test/staff-factories.ts';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 110 } } })
    .toFormat(format)
    .toBuffer();

describe('POST /admin/images', () => {
  let t: TestApp;
  let cookie: string;
  const upload = (bytes: Buffer, fields: Record<string, string> = {}, name = 'photo.jpg', type = 'image/jpeg') =>
    t.call({
      method: 'POST',
      url: '/api/v4/admin/images',
      ...(() => {
        const form = multipartForm(fields, { name, type, bytes });
        return { payload: form.payload, headers: { ...form.headers, cookie } };
      })(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
  });
  afterAll(() => t.close());

  it('makes 320/640/960/1280 WebP and AVIF sizes of a large JPEG, records them and serves them immutable', async () => {
    const res = await upload(await photo(2000, 1500), { alt: 'Rose lipstick, open' });
    expect(res.status).toBe(200);
    const image = res.body.data;
    expect(image).toMatchObject({ width: 1280, height: 960, alt: 'Rose lipstick, open' });
    expect(image.url).toBe(`/api/v4/uploads/${image.imageId}-1280x960.webp`);
    expect(image.srcset.webp.split(', ').map((s: string) => s.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
    ]);
    expect(image.srcset.avif).toContain(`/api/v4/uploads/${image.imageId}-640x480.avif 640w`);
    expect(responsiveImage(image.url)?.srcset).toEqual(image.srcset);

    for (const entry of [...image.srcset.webp.split(', '), ...image.srcset.avif.split(', ')]) {
      const url = entry.split(' ')[0];
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(/-(\d+x\d+)\./.exec(url)![1]);
      expect(meta.format).toBe(url.endsWith('.avif') ? 'heif' : 'webp');
      expect(file.headers['content-type']).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
    }
    const [row] = await t.db.select().from(images).where(eq(images.id, image.imageId));
    expect(row).toMatchObject({ width: 1280, height: 960, widths: [320, 640, 960, 1280], alt: 'Rose lipstick, open' });

    const [audit] = await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'uploadImage', target: image.imageId, statusCode: 200 });
    expect(audit!.after).toEqual({ width: 1280, height: 960, alt: 'Rose lipstick, open' });
  });

  it('never upscales: a 500-wide PNG gets 320 and 500', async () => {
    const res = await upload(await photo(500, 700, 'png'), {}, 'p.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ width: 500, height: 700, alt: '' });
    expect(res.body.data.srcset.webp).toMatch(/-320x448\.webp 320w, .*-500x700\.webp 500w$/);
  });

  it('takes WebP and AVIF uploads', async () => {
    expect((await upload(await photo(400, 400, 'webp'), {}, 'a.webp', 'image/webp')).status).toBe(200);
    expect((await upload(await photo(400, 400, 'avif'), {}, 'a.avif', 'image/avif')).status).toBe(200);
  });

  it('refuses a text file renamed to .jpg, by its content', async () => {
    const res = await upload(Buffer.from('hello, I am not a photo\n'.repeat(50)), {}, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Please upload a JPEG, PNG, WebP or AVIF image');
  });

  it('refuses an SVG and a GIF, whatever they are called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, {}, 'x.png', 'image/png')).status).toBe(415);
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, {}, 'x.jpg', 'image/jpeg')).status).toBe(415);
  });

  it('refuses a truncated JPEG whose header is fine', async () => {
    const whole = await photo(800, 800);
    const res = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.status).toBe(415);
  });

  it('refuses tiny images and names the field', async () => {
    const res = await upload(await photo(120, 400));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'file', message: 'The image must be at least 200×200 pixels' }]);
  });

  it('refuses a form without a file, and an alt text that is too long, by field', async () => {
    const empty = multipartForm({ alt: 'x' });
    const none = await t.call({
      method: 'POST',
      url: '/api/v4/admin/images',
      payload: empty.payload,
      headers: { ...empty.headers, cookie },
    });
    expect([none.status, none.body.errors?.[0]?.field]).toEqual([400, 'file']);
    const long = await upload(await photo(300, 300), { alt: 'a'.repeat(201) });
    expect([long.status, long.body.errors?.[0]?.field]).toEqual([400, 'alt']);
  });

  it('refuses a file over 10 MB', async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(res.status).toBe(413);
  });

  it('is for staff with catalogue.manage only', async () => {
    const fulfilment = await createStaff(t, 'fulfilment');
    const form = multipartForm({}, { name: 'p.jpg', type: 'image/jpeg', bytes: await photo(300, 300) });
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/admin/images',
      payload: form.payload,
      headers: { ...form.headers, cookie: fulfilment.cookie },
    });
    expect([res.status, res.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
