import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import { reasons } from '../../db/schema/content.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { returnPhotos } from '../../db/schema/orders.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/*
 * Returns by the category's rule, with photos checked by content and shown only to their shopper and staff;
 * the console decides many returns at once.
 */
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let fulfilment: string;
let damaged: number;
let shade: number;
let jpeg: Buffer;
let png: Buffer;

type Photo = { name: string; type: string; bytes: Buffer };

/** A multipart/form-data body: text fields and files under `photos`. */
function multipart(fields: Record<string, string | number>, photos: Photo[] = []) {
  const boundary = `----shringar${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const photo of photos) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${photo.name}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
      photo.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const image = (colour: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    [format]()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  fulfilment = (await createStaff(t, 'fulfilment')).cookie;
  const made = await t.db
    .insert(reasons)
    .values([
      { kind: 'RETURN', reason: 'Product arrived damaged or broken', isProductFault: true },
      { kind: 'RETURN', reason: 'Colour or shade is different from the picture' },
    ])
    .returning();
  damaged = made[0]!.id;
  shade = made[1]!.id;
  [jpeg, png] = await Promise.all([image('#b03050', 'jpeg'), image('#3050b0', 'png')]);
});
afterAll(() => t.close());

/** A delivered order of one item in a category with this rule, for a new shopper. */
async function delivered(
  rule: { returnRule?: 'ANY_REASON' | 'FAULT_ONLY' | 'NONE'; returnWindowDays?: number; name?: string },
  deliveredDaysAgo = 0,
) {
  const shopper = await createUser(t.ctx);
  const made = await createProduct(t.ctx, { categoryName: rule.name ?? `Lipstick ${Math.random()}` });
  await t.db
    .update(categories)
    .set({ returnRule: rule.returnRule ?? 'ANY_REASON', returnWindowDays: rule.returnWindowDays ?? null })
    .where(eq(categories.id, made.product.categoryId));
  const order = await createOrder(t.ctx, {
    userId: shopper.user.id,
    status: 'DELIVERED',
    deliveredAt: new Date(t.clock.now().getTime() - deliveredDaysAgo * DAY),
    lines: [{ productId: made.product.id, variantId: made.variants[0]!.id, quantity: 1, unitPricePaise: 49900 }],
  });
  return { shopper, order, itemId: order.items[0]!.id };
}

const ask = (token: string, fields: Record<string, string | number>, photos: Photo[] = []) =>
  t.call({ method: 'POST', url: '/api/v4/return/request', token, ...multipart(fields, photos) });

const details = async (token: string, orderId: string) =>
  (await t.call({ method: 'GET', url: `/api/v4/order/details/${orderId}`, token })).body.data;

describe('category return rules', () => {
  it('a hygiene category takes only fault reasons, with the rule named on the item', async () => {
    const { shopper, order, itemId } = await delivered({ returnRule: 'FAULT_ONLY', name: 'Lipstick Rule' });
    const item = (await details(shopper.token, order.id)).orderItems[0];
    expect(item).toMatchObject({ isReturnAvailable: true, returnFaultOnly: true });
    expect(item.returnNote).toMatch(
      /^For hygiene, Lipstick Rule can be returned only if it arrived damaged, defective or wrong, until /,
    );

    const refused = await ask(shopper.token, { orderId: order.id, orderItemId: itemId, reasonId: shade });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'RETURN_REASON_NOT_ACCEPTED', errors: [{ field: 'reasonId' }] });
  });

  it('a category never returnable is refused with its reason, and the order offers no return', async () => {
    const { shopper, order, itemId } = await delivered({ returnRule: 'NONE', name: 'Innerwear Rule' });
    const answer = await details(shopper.token, order.id);
    expect(answer.isReturnAvailable).toBe(false);
    expect(answer.orderItems[0]).toMatchObject({
      isReturnAvailable: false,
      returnNote: 'Innerwear Rule items are not returnable',
    });
    const res = await ask(shopper.token, { orderId: order.id, orderItemId: itemId, reasonId: damaged }, [
      { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ITEM_NOT_RETURNABLE', message: 'Innerwear Rule items are not returnable' });
  });

  it("a category's own window replaces the store's 7 days", async () => {
    const longer = await delivered({ returnWindowDays: 15 }, 10);
    expect((await details(longer.shopper.token, longer.order.id)).orderItems[0].isReturnAvailable).toBe(true);
    const ok = await ask(longer.shopper.token, {
      orderId: longer.order.id,
      orderItemId: longer.itemId,
      reasonId: shade,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const shorter = await delivered({ returnWindowDays: 3 }, 4);
    const late = await ask(shorter.shopper.token, {
      orderId: shorter.order.id,
      orderItemId: shorter.itemId,
      reasonId: shade,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('RETURN_NOT_AVAILABLE');
    expect(late.body.message).toMatch(/^The 3-day return window closed on /);
  });
});

describe('return photos', () => {
  it('a fault reason needs a photo, and a text file renamed .jpg is refused by its content', async () => {
    const { shopper, order, itemId } = await delivered({ returnRule: 'FAULT_ONLY' });
    const fields = { orderId: order.id, orderItemId: itemId, reasonId: damaged };
    const none = await ask(shopper.token, fields);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'RETURN_PHOTOS_REQUIRED', errors: [{ field: 'photos' }] });

    const text = Buffer.from('This is not a photo of a broken lipstick, only text.\n'.repeat(20));
    const renamed = await ask(shopper.token, fields, [{ name: 'broken.jpg', type: 'image/jpeg', bytes: text }]);
    expect(renamed.status).toBe(415);
    expect(renamed.body.errors).toEqual([{ field: 'photos', message: 'Please add JPEG, PNG or WebP photos' }]);

    // JPEG's magic bytes in front of nothing an image decoder can read.
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text]);
    const fake = await ask(shopper.token, fields, [{ name: 'x.jpg', type: 'image/jpeg', bytes: truncated }]);
    expect(fake.status).toBe(415);
    expect(fake.body.errors[0].field).toBe('photos');

    const four = await ask(
      shopper.token,
      fields,
      [jpeg, png, jpeg, png].map((bytes) => ({ name: 'p', type: 'image/jpeg', bytes })),
    );
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ message: 'Please add at most 3 photos', errors: [{ field: 'photos' }] });

    const huge = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await ask(shopper.token, fields, [{ name: 'big.jpg', type: 'image/jpeg', bytes: huge }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0].field).toBe('photos');

    expect(await t.db.select().from(returnPhotos)).toHaveLength(0);
  });

  it('stores two photos as WebP, shows them to their shopper and staff, and is a 404 to anyone else', async () => {
    const { shopper, order, itemId } = await delivered({ returnRule: 'FAULT_ONLY', name: 'Kajal Photos' });
    const res = await ask(
      shopper.token,
      { orderId: order.id, orderItemId: itemId, reasonId: damaged, comment: 'Cap broken' },
      [
        { name: 'front.jpg', type: 'image/jpeg', bytes: jpeg },
        { name: 'side.png', type: 'image/png', bytes: png },
      ],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ returnId: expect.any(Number), status: 'REQUESTED', photoCount: 2 });

    const [outcome] = (await details(shopper.token, order.id)).returns;
    expect(outcome.photos).toHaveLength(2);
    expect(outcome.photos[0]).toMatchObject({
      width: 900,
      height: 600,
      alt: 'Photo 1 of 2 sent with the return of ' + order.items[0]!.productName,
    });
    const photoId: number = outcome.photos[0].photoId;
    const signed: string = outcome.photos[0].url;
    expect(signed).toMatch(new RegExp(`^/api/v4/return/photos/${photoId}\\?expires=\\d+&sig=[a-f0-9]{64}$`));

    // The signed link opens it without a token (an <img>); the thumbnail too.
    const bySig = await t.app.inject({ method: 'GET', url: signed });
    expect(bySig.statusCode).toBe(200);
    expect(bySig.headers['content-type']).toBe('image/webp');
    expect(bySig.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(bySig.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.app.inject({ method: 'GET', url: outcome.photos[0].thumbUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const plain = `/api/v4/return/photos/${photoId}`;
    expect((await t.call({ method: 'GET', url: plain, token: shopper.token })).status).toBe(200);
    const other = await createUser(t.ctx);
    const theirs = await t.call({ method: 'GET', url: plain, token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('RETURN_PHOTO_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: plain })).statusCode).toBe(404);
    const forged = signed.replace(/sig=[a-f0-9]{4}/, 'sig=0000');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherPhoto = signed.replace(`/photos/${photoId}?`, `/photos/${photoId + 1}?`);
    expect((await t.app.inject({ method: 'GET', url: otherPhoto })).statusCode).toBe(404);

    // The file's own name is private: the public uploads route never serves it.
    const [row] = await t.db.select().from(returnPhotos).where(eq(returnPhotos.id, photoId));
    expect(row!.fileName).toMatch(/^ret-[a-f0-9]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/uploads/${row!.fileName}` })).statusCode).toBe(404);

    // Staff see them beside the decision, through their own route.
    const queue = await t.call({
      method: 'GET',
      url: `/api/v4/admin/returns?orderId=${order.id}`,
      headers: { cookie: fulfilment },
    });
    const queued = queue.body.data.items[0];
    expect(queued.photos.map((p: { url: string }) => p.url)).toEqual([
      `/api/v4/admin/return-photos/${photoId}`,
      `/api/v4/admin/return-photos/${photoId + 1}`,
    ]);
    const staffView = await t.app.inject({
      method: 'GET',
      url: queued.photos[1].thumbUrl,
      headers: { cookie: fulfilment },
    });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers['content-type']).toBe('image/webp');
    // A shopper's token is not the console's session.
    expect((await t.call({ method: 'GET', url: queued.photos[1].url, token: shopper.token })).status).toBe(403);
  });
});

describe('bulk decisions on returns', () => {
  const bulk = (payload: object) =>
    t.call({ method: 'POST', url: '/api/v4/admin/returns/bulk', headers: { cookie: fulfilment }, payload });

  it('approves many with one note, refuses what cannot follow, and audits each return', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { shopper, order, itemId } = await delivered({});
      const res = await ask(shopper.token, { orderId: order.id, orderItemId: itemId, reasonId: shade });
      ids.push(res.body.data.returnId);
    }
    const rejected = await bulk({ returnIds: [ids[2]], action: 'reject', note: 'Worn, tags removed' });
    expect(rejected.body.data).toMatchObject({ done: 1, refused: 0 });

    const approved = await bulk({ returnIds: ids, action: 'approve', note: 'Pickup tomorrow' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('2 updated, 1 refused');
    expect(approved.body.data.results).toEqual([
      { returnId: ids[0], outcome: 'done', status: 'APPROVED', reason: null, code: null },
      { returnId: ids[1], outcome: 'done', status: 'APPROVED', reason: null, code: null },
      {
        returnId: ids[2],
        outcome: 'refused',
        status: 'REJECTED',
        reason: "A return that is 'Rejected' cannot be approved",
        code: 'INVALID_RETURN_TRANSITION',
      },
    ]);

    const received = await bulk({ returnIds: ids.slice(0, 2), action: 'receive', condition: 'DAMAGED' });
    expect(received.body.data).toMatchObject({ done: 2, refused: 0 });
    expect(received.body.data.results[0].status).toBe('RECEIVED');

    const rows = await t.db
      .select({ action: operatorAuditLog.action, target: operatorAuditLog.target })
      .from(operatorAuditLog)
      .orderBy(desc(operatorAuditLog.id))
      .limit(3);
    expect(rows).toEqual([
      { action: 'adminBulkDecideReturns', target: 'returns:bulk:2' },
      { action: 'adminReceiveReturn', target: `return:${ids[1]}` },
      { action: 'adminReceiveReturn', target: `return:${ids[0]}` },
    ]);
  });

  it('names the missing note of a rejection and the missing condition of a receipt', async () => {
    const reject = await bulk({ returnIds: [1], action: 'reject' });
    expect(reject.status).toBe(400);
    expect(reject.body.errors[0].field).toBe('note');
    const receive = await bulk({ returnIds: [1], action: 'receive' });
    expect(receive.status).toBe(400);
    expect(receive.body.errors[0].field).toBe('condition');
  });
});
