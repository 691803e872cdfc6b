import fs from 'node:fs/promises';
import path from 'node:path';
import { postcardPrint } from '@portal/domain/postcard';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, payments, postcardOrders, purchases } from '../../db/schema/index.ts';
import { createSession, createUser } from '../../test/factories.ts';
import { diskStorage } from '../../lib/storage/index.ts';
import { createPostcardTemplate, orderPostcardCall, photoJpeg } from '../../test/postcard-factories.ts';
import {
  buyer,
  call,
  checkoutApp,
  deliver,
  payOnSandbox,
  paymentRef,
  sandbox,
  type Answer,
  type TestApp,
} from '../../test/store-checkout.ts';
import type { Database } from '../../db/client.ts';
import { releaseExpiredHolds } from '../booking/payment-service.ts';
import { orderPostcard } from './order-service.ts';

let clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
let frame: Awaited<ReturnType<typeof createPostcardTemplate>>;
let vintage: Awaited<ReturnType<typeof createPostcardTemplate>>;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
  frame = await createPostcardTemplate(t, { name: 'Corniche Frame', arabicName: 'إطار الكورنيش', priceFils: 1_500 });
  vintage = await createPostcardTemplate(t, {
    name: 'Souq Al Arsah',
    arabicName: 'سوق العرصة',
    priceFils: 2_000,
    customisable: 0,
  });
});
afterAll(() => t.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
  return clock;
};

const photoFile = async () => ({ name: 'image', filename: 'me.jpg', contentType: 'image/jpeg', data: await photoJpeg() });

async function order(
  token: string | undefined,
  fields: Record<string, string | number>,
  files: Awaited<ReturnType<typeof photoFile>>[] = [],
) {
  const res = await orderPostcardCall(t, token, fields, files);
  return { status: res.statusCode, body: res.json<Answer>() };
}

const orderRow = async (orderNumber: string) =>
  (await t.db.select().from(postcardOrders).where(eq(postcardOrders.orderNumber, orderNumber)))[0]!;

const confirmationsOf = (orderNumber: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, 'postcard_confirmation'), eq(messages.idempotencyKey, `postcard-confirmation:${orderNumber}`)));

const fileUrl = (orderNumber: string, file: string) => `/api/postcard-files/${orderNumber}/${file}`;
const getFile = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('postCards', () => {
  it('lists the enabled templates, newest first, priced in AED, with their pictures as 680 × 400 JPEG data URLs', async () => {
    await createPostcardTemplate(t, { enable: 0 });
    const res = await call(t, { action: 'postCards' });
    expect(res.status).toBe(200);
    const data = res.body.data as { id: number; price: number; customisable: string; image_base64: string; image: string }[];
    expect(data.map((d) => d.id)).toEqual([vintage.id, frame.id]);
    expect(data.map((d) => [d.price, d.customisable])).toEqual([
      [20, '0'],
      [15, '1'],
    ]);
    const [prefix, base64] = data[1]!.image_base64.split(',');
    expect(prefix).toBe('data:image/jpeg;base64');
    expect(await sharp(Buffer.from(base64!, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 680, height: 400 });
    expect(data[1]!.image).toBe(frame.image);
  });

  it("leaves image_base64 empty when asked with image_base64 '0'", async () => {
    const res = await call(t, { action: 'postCards', image_base64: '0' });
    expect((res.body.data as { image_base64: string }[]).map((d) => d.image_base64)).toEqual(['', '']);
  });
});

describe('addPostCardOrder refuses', () => {
  let token: string;
  beforeAll(async () => {
    token = (await buyer(t.db)).token;
  });

  it('an 89-character address and a 381-character message, naming the field', async () => {
    const address = await order(token, { post_card_id: frame.id, address: 'a'.repeat(89), message: 'Hello' });
    expect(address.status).toBe(400);
    expect(address.body).toMatchObject({ code: 'invalid_input', fields: { address: expect.any(String) } });
    expect(address.body.fields).not.toHaveProperty('message');
    const message = await order(token, { post_card_id: frame.id, address: 'Lisboa', message: 'm'.repeat(381) });
    expect(message.status).toBe(400);
    expect(message.body).toMatchObject({ code: 'invalid_input', fields: { message: expect.any(String) } });
    expect(message.body.fields).not.toHaveProperty('address');
  });

  it('a font or a size outside the lists, naming the field', async () => {
    const font = await order(token, { post_card_id: frame.id, font: 'Comic Sans' });
    expect(font.status).toBe(400);
    expect(Object.keys(font.body.fields!)).toEqual(['font']);
    const size = await order(token, { post_card_id: frame.id, size: '120%' });
    expect(size.status).toBe(400);
    expect(Object.keys(size.body.fields!)).toEqual(['size']);
  });

  it('a text file named .jpg as the photo (415 postcard_photo_invalid, field image)', async () => {
    const fake = {
      name: 'image',
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('just some words\n'.repeat(50)),
    };
    const res = await order(token, { post_card_id: frame.id, message: 'Hi' }, [fake]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'postcard_photo_invalid', fields: { image: expect.any(String) } });
  });

  it('a photo on a ready-made card', async () => {
    const res = await order(token, { post_card_id: vintage.id, message: 'Hi' }, [await photoFile()]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'postcard_not_customisable', fields: { image: expect.any(String) } });
  });

  it('an unknown or disabled template as not found', async () => {
    const hidden = await createPostcardTemplate(t, { enable: 0 });
    for (const id of [hidden.id, 999_999]) {
      const res = await order(token, { post_card_id: id, message: 'Hi' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('postcard_not_found');
    }
  });

  it('a visitor without a token (401, login_required), and creates nothing of any of these', async () => {
    const res = await order(undefined, { post_card_id: frame.id, message: 'Hi' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'login_required', login_required: 1 });
    expect(await t.db.select().from(postcardOrders)).toHaveLength(0);
    expect(await fs.readdir(path.join(t.dataDir, 'postcards')).catch(() => [])).toEqual([]);
  });
});

describe('a custom card with a photo and an Arabic message', () => {
  let b: Awaited<ReturnType<typeof buyer>>;
  let answer: Answer;

  beforeAll(async () => {
    b = await buyer(t.db, { language: 'ae', firstName: 'Hessa' });
    // what the specification's browser sends besides: its own faces and the price it showed, both ignored
    const face = {
      filename: 'face.png',
      contentType: 'image/png',
      data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    };
    const res = await order(
      b.token,
      {
        post_card_id: frame.id,
        message: 'مرحبًا من الشارقة! Greetings from Sharjah',
        address: 'Rua das Flores 12, Lisboa',
        font: 'Lauren',
        size: '150%',
        price: 1,
        amount: 1,
      },
      [await photoFile(), { name: 'front_side', ...face }, { name: 'back_side', ...face }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    answer = res.body;
  });

  it('answers the payment link and the numbers, charging the template’s price whatever the browser sent', async () => {
    expect(answer).toMatchObject({ success: 1, payment_link: expect.stringMatching(/^http:\/\/127\.0\.0\.1\/pay\/sandbox\//) });
    expect(String(answer.order_number)).toMatch(/^O[A-Z2-9]{16}$/);
    // one reference per purchase (decision 073)
    expect(answer.purchase_number).toBe(answer.order_number);
    const card = await orderRow(String(answer.order_number));
    expect(card).toMatchObject({
      status: 0,
      processingStatus: '',
      amountFils: 1_500,
      name: 'Corniche Frame',
      arabicName: 'إطار الكورنيش',
      font: 'Lauren',
      size: '150%',
    });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, card.purchaseId));
    expect(purchase).toMatchObject({ kind: 'postcard', status: 0, totalFils: 1_500, purchaseNumber: answer.purchase_number });
    const [payment] = await t.db.select().from(payments).where(eq(payments.purchaseId, card.purchaseId));
    expect(payment!.amountFils).toBe(1_500);
  });

  it('stores both faces at the print size, the previews, the PDF of two A6 pages and the re-encoded photo', async () => {
    const folder = path.join(t.dataDir, 'postcards', String(answer.order_number));
    expect((await fs.readdir(folder)).toSorted()).toEqual([
      'back.jpg',
      'back.png',
      'card.pdf',
      'front.jpg',
      'front.png',
      'photo.jpg',
    ]);
    for (const face of ['front.png', 'back.png']) {
      expect(await sharp(path.join(folder, face)).metadata()).toMatchObject({
        format: 'png',
        width: postcardPrint.width,
        height: postcardPrint.height,
      });
    }
    const pdf = await PDFDocument.load(await fs.readFile(path.join(folder, 'card.pdf')));
    expect(pdf.getPageCount()).toBe(2);
  });

  it("keeps the card's folder and files readable by the portal's own user only, as invoice uploads are", async () => {
    const folder = path.join(t.dataDir, 'postcards', String(answer.order_number));
    for (const dir of [path.join(t.dataDir, 'postcards'), folder]) expect((await fs.stat(dir)).mode & 0o777, dir).toBe(0o700);
    for (const file of await fs.readdir(folder)) expect((await fs.stat(path.join(folder, file))).mode & 0o777, file).toBe(0o600);
  });

  it('lists the pending order for its buyer with its preview URLs and no step', async () => {
    const res = await call(t, { action: 'listPostCardOrders' }, b.token);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        order_number: answer.order_number,
        status: 0,
        processing_status: '',
        amount: 15,
        front_side: fileUrl(String(answer.order_number), 'front.jpg'),
        back_side: fileUrl(String(answer.order_number), 'back.jpg'),
        message: 'مرحبًا من الشارقة! Greetings from Sharjah',
      }),
    ]);
  });

  it('is paid on the sandbox page once: the buyer returns to the order page, the card is received, ONE e-mail carries it', async () => {
    const orderNumber = String(answer.order_number);
    const paid = await payOnSandbox(t, String(answer.payment_link));
    expect(paid.location).toBe(`http://127.0.0.1/hos-postcards/order-details/${orderNumber}?success=1`);
    expect(await orderRow(orderNumber)).toMatchObject({ status: 1, processingStatus: 'received' });
    // the provider delivers its success again: nothing changes, no second e-mail
    const again = await deliver(
      t,
      { id: 'evt_postcard_again', type: 'succeeded', payment: paymentRef(String(answer.payment_link)), amount_fils: 1_500 },
      clock,
    );
    expect(again).toEqual(['ignored']);
    const sent = await confirmationsOf(orderNumber);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      recipient: b.user.email,
      language: 'ae',
      subject: `تم تأكيد طلب بطاقتك البريدية · ${orderNumber}`,
    });
    expect(mail!.body).toContain('إطار الكورنيش');
    expect(mail!.body).toContain(`http://127.0.0.1/hos-postcards/order-details/${orderNumber}`);
    expect(mail!.attachments!.map((a) => [a.filename, a.contentType])).toEqual([
      [`postcard-${orderNumber}.pdf`, 'application/pdf'],
      [`postcard-${orderNumber}-front.jpg`, 'image/jpeg'],
    ]);
    const pdf = Buffer.from(mail!.attachments![0]!.base64, 'base64');
    expect(pdf.equals(await fs.readFile(path.join(t.dataDir, 'postcards', orderNumber, 'card.pdf')))).toBe(true);

    const listed = await call(t, { action: 'listPostCardOrders', order_number: orderNumber }, b.token);
    expect(listed.body.data).toEqual([expect.objectContaining({ status: 1, processing_status: 'received' })]);
  });

  it('serves its files to the buyer and operators only: anyone else gets 404, no token 401', async () => {
    const orderNumber = String(answer.order_number);
    const pdf = await getFile(fileUrl(orderNumber, 'card.pdf'), b.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="postcard-${orderNumber}.pdf"`,
    });
    const front = await getFile(fileUrl(orderNumber, 'front.jpg'), b.token);
    expect(front.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="postcard-${orderNumber}-front.jpg"`,
    });
    expect(await sharp(front.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 874, height: 620 });
    const png = await getFile(fileUrl(orderNumber, 'back.png'), b.token);
    expect(png.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="postcard-${orderNumber}-back.png"`,
    });

    const operator = await createUser(t.db, { role: 'operator' });
    expect((await getFile(fileUrl(orderNumber, 'front.png'), await createSession(t.db, operator.id))).statusCode).toBe(200);

    const stranger = await buyer(t.db);
    for (const file of ['front.jpg', 'back.jpg', 'front.png', 'back.png', 'card.pdf']) {
      const res = await getFile(fileUrl(orderNumber, file), stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'postcard_not_found' });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // not a file of the card, an unknown order, a path out of the folder: the same 404
    for (const url of [
      fileUrl(orderNumber, 'photo.jpg'),
      fileUrl('OUNKNOWN234', 'card.pdf'),
      `/api/postcard-files/..%2F..%2Fetc/passwd`,
    ]) {
      expect((await getFile(url, b.token)).statusCode).toBe(404);
    }
    const anonymous = await getFile(fileUrl(orderNumber, 'card.pdf'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'login_required' });

    const listed = await call(t, { action: 'listPostCardOrders', order_number: orderNumber }, stranger.token);
    expect(listed.status).toBe(404);
    expect(listed.body.code).toBe('postcard_not_found');
    expect((await call(t, { action: 'listPostCardOrders' }, stranger.token)).body.data).toEqual([]);
  });
});

describe('a ready-made card', () => {
  it('whose payment is declined is failed (status 2), with no e-mail', async () => {
    const b = await buyer(t.db);
    const res = await order(b.token, { post_card_id: vintage.id, message: 'Wish you were here', address: 'Oslo' });
    expect(res.status).toBe(200);
    const orderNumber = String(res.body.order_number);
    const declined = await payOnSandbox(t, String(res.body.payment_link), 'failed');
    expect(declined.location).toBe(`http://127.0.0.1/hos-postcards/order-details/${orderNumber}?success=0`);
    const card = await orderRow(orderNumber);
    expect(card).toMatchObject({ status: 2, processingStatus: '', photoPath: null, amountFils: 2_000 });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, card.purchaseId));
    expect(purchase!.status).toBe(2);
    expect(await confirmationsOf(orderNumber)).toHaveLength(0);
    const listed = await call(t, { action: 'listPostCardOrders' }, b.token);
    expect(listed.body.data).toEqual([expect.objectContaining({ order_number: orderNumber, status: 2, processing_status: '' })]);
  });
});

describe('a customisable frame without a photo', () => {
  it('is printed as the frame alone; paid after its hold was released, it is confirmed all the same', async () => {
    const b = await buyer(t.db);
    const res = await order(b.token, { post_card_id: frame.id, message: 'Just the frame' });
    expect(res.status).toBe(200);
    const orderNumber = String(res.body.order_number);
    expect((await orderRow(orderNumber)).photoPath).toBeNull();

    await releaseExpiredHolds(t.db, later(31));
    expect(await orderRow(orderNumber)).toMatchObject({ status: 2 });
    // the provider took the money before the hold ran out and reports it late: a card has no stock to retake
    const results = await deliver(
      t,
      { id: 'evt_postcard_late', type: 'succeeded', payment: paymentRef(String(res.body.payment_link)), amount_fils: 1_500 },
      clock,
    );
    expect(results).toEqual(['confirmed']);
    expect(await orderRow(orderNumber)).toMatchObject({ status: 1, processingStatus: 'received' });
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
  });
});

describe('a card priced 0', () => {
  it('is confirmed without a payment, and the link is its order page with success=1', async () => {
    const free = await createPostcardTemplate(t, { priceFils: 0, customisable: 0 });
    const b = await buyer(t.db);
    const res = await order(b.token, { post_card_id: free.id, message: 'On the house' });
    expect(res.status).toBe(200);
    const orderNumber = String(res.body.order_number);
    expect(res.body.payment_link).toBe(`http://127.0.0.1/hos-postcards/order-details/${orderNumber}?success=1`);
    const card = await orderRow(orderNumber);
    expect(card).toMatchObject({ status: 1, processingStatus: 'received', amountFils: 0 });
    expect(await t.db.select().from(payments).where(eq(payments.purchaseId, card.purchaseId))).toHaveLength(0);
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
  });
});

describe('an order whose transaction fails', () => {
  it('leaves no files of its card behind', async () => {
    const b = await buyer(t.db);
    const folder = path.join(t.dataDir, 'postcards');
    const before = await fs.readdir(folder);
    // the database as it is, except that the order's transaction fails as a lost connection would fail it
    const failing = new Proxy(t.db, {
      get: (target, key) =>
        key === 'transaction' ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, key),
    }) as Database;
    const placed = orderPostcard(
      {
        db: failing,
        provider: sandbox,
        now: clock,
        publicUrl: 'http://127.0.0.1',
        holdMinutes: 30,
        storage: diskStorage(t.dataDir),
      },
      { userId: b.user.id, templateId: vintage.id, message: 'Lost', address: '', font: null, size: '100%', files: [] },
    );
    await expect(placed).rejects.toThrow('connection lost');
    expect(await fs.readdir(folder)).toEqual(before);
    expect(await t.db.select().from(postcardOrders).where(eq(postcardOrders.userId, b.user.id))).toHaveLength(0);
  });
});
