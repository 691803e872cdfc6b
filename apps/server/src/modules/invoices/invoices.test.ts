import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { createDestination, createRaffleCampaign, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, multipartBody, postAction } from '../../test/harness.ts';
import { reviewInvoice } from './invoice-moderation-console-service.ts';
import { phoneCameraJpeg } from '../../test/media-factories.ts';

let clock = new Date('2026-07-15T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await createRaffleCampaign(t.db, {
    slug: 'summer',
    name: 'Summer',
    arabicName: 'الصيف',
    about: { en: '<p>About</p>', ae: '<p>عن السحب</p>' },
    terms: { en: '<p>Terms</p>', ae: '<p>الشروط</p>' },
    faq: [{ q: { en: 'When?', ae: 'متى؟' }, a: { en: 'Soon', ae: 'قريباً' } }],
  });
  operatorId = (await createUser(t.db, { role: 'operator' })).id;
});
afterAll(() => t.close());

async function person() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') }) };
}

function upload(files: Buffer[], token?: string, extra: Record<string, string> = {}, filename = 'invoice.jpg') {
  const { payload, contentType } = multipartBody([
    { name: 'action', value: 'uploadInvoice' },
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
    ...files.map((data) => ({ name: 'filepond', filename, contentType: 'image/jpeg', data })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

const call = (fields: Record<string, string | number>, token?: string) => postAction(t.app, fields, token);

const photo = (background = '#c33', width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function storedFiles(): Promise<string[]> {
  return fs.readdir(path.join(t.dataDir, 'uploads', 'invoices')).catch(() => []);
}

async function storedImageOf(invoiceId: number): Promise<Buffer> {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return fs.readFile(path.join(t.dataDir, row!.filePath));
}

describe('who may upload and list', () => {
  it('answers a visitor 401 login_required, before reading any file', async () => {
    const res = await upload([await photo()]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: 0, code: 'login_required', login_required: 1 });
    // a file over the limit would be 413 if it were read first
    const large = await upload([Buffer.alloc(11 * 1024 * 1024)]);
    expect(large.statusCode).toBe(401);
    const list = await call({ action: 'listInvocies' });
    expect(list.statusCode).toBe(401);
    expect(list.json().login_required).toBe(1);
  });

  it('takes the upload as spec part 1 §7 sends it: file field filepond, token and action in the query string', async () => {
    const { user, token } = await person();
    const { payload, contentType } = multipartBody([
      { name: 'filepond', filename: 'a.jpg', contentType: 'image/jpeg', data: await photo() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api?action=uploadInvoice&token=${encodeURIComponent(token)}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, res.json().data[0].id));
    expect(row!.userId).toBe(user.id);
  });

  it('refuses a query-string token that signs nobody in, before reading the file', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'filepond', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.alloc(11 * 1024 * 1024) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api?action=uploadInvoice&token=${'A'.repeat(43)}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'login_required', login_required: 1 });
  });
});

describe('files and actions', () => {
  it('refuses a file sent to an action that takes none', async () => {
    const { token } = await person();
    const { payload, contentType } = multipartBody([
      { name: 'action', value: 'listInvocies' },
      { name: 'filepond', filename: 'a.jpg', contentType: 'image/jpeg', data: await photo() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ filepond: 'unexpected file' });
  });
});

describe('uploadInvoice', () => {
  it('takes several images at once, stores them outside the web root under random names, and lists them newest first', async () => {
    const { token } = await person();
    clock = new Date('2026-07-15T08:00:00Z');
    const first = await upload([await photo('#c33'), await photo('#3c3')], token);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().data as { id: number; invoice_number: string; status: number }[];
    expect(created).toHaveLength(2);
    expect(created.every((i) => i.status === 0 && /^INV-[A-Z2-9]{10}$/.test(i.invoice_number))).toBe(true);

    clock = new Date('2026-07-16T08:00:00Z');
    expect((await upload([await photo('#33c')], token)).statusCode).toBe(200);

    const list = (await call({ action: 'listInvocies' }, token)).json().data as {
      id: number;
      created_at: string;
      status: number;
      tickets: number;
    }[];
    expect(list).toHaveLength(3);
    expect(list[0]!.created_at).toBe('2026-07-16 12:00:00');
    expect(list.slice(1).map((i) => i.id)).toEqual(expect.arrayContaining(created.map((i) => i.id)));
    expect(list.every((i) => i.status === 0 && i.tickets === 0)).toBe(true);

    const rows = await t.db.select().from(invoices).where(eq(invoices.id, created[0]!.id));
    expect(rows[0]!.filePath).toMatch(/^uploads\/invoices\/[0-9a-f]{32}\.jpg$/);
    await expect(fs.access(path.join(t.dataDir, 'files', rows[0]!.filePath))).rejects.toThrow();
  });

  it('refuses a text file named .jpg and sent as image/jpeg, and stores nothing of its batch', async () => {
    const { token } = await person();
    const before = await storedFiles();
    const res = await upload([await photo(), Buffer.from('this is not a picture, just words\n')], token, {}, 'receipt.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: 0, code: 'invoice_not_image' });
    expect(res.json().fields).toHaveProperty(['filepond.1']);
    expect(await storedFiles()).toEqual(before);
    expect((await call({ action: 'listInvocies' }, token)).json().data).toEqual([]);
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const { token } = await person();
    const res = await upload([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)])], token);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('invoice_not_image');
  });

  it('refuses a file over 10 MB with 413 and a clear message, while a 3 MB photo goes through', async () => {
    const { token } = await person();
    const tooLarge = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload([tooLarge], token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: 0, code: 'file_too_large', msg: 'Each image can be at most 10 MB' });

    // noise does not compress, so this PNG is larger than the 1 MB limit of ordinary bodies
    const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const ok = await upload([noise], token, {}, 'scan.png');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a picture of more than 25 megapixels by its header alone, before decoding a pixel of it', async () => {
    const { token } = await person();
    const before = await storedFiles();
    // a few kilobytes that unpack to 30 megapixels; cut short, so decoding it would fail as not an image
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload([bomb.subarray(0, 4096)], token, {}, 'bomb.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'image_too_large',
      msg: 'Each image can be at most 25 megapixels, please send a smaller photo',
      fields: { 'filepond.0': '6000 × 5000 pixels' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps a large photo at most 2560 px a side', async () => {
    const { token } = await person();
    const res = await upload([await photo('#3a6', 5000, 3000)], token);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(await storedImageOf(res.json().data[0].id)).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 1536]);
  });

  it('refuses more than 10 images in one request and takes 10', async () => {
    const { token } = await person();
    const image = await photo();
    const res = await upload(
      Array.from({ length: 11 }, () => image),
      token,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_many_files', msg: 'Upload at most 10 images at a time' });
    expect((await call({ action: 'listInvocies' }, token)).json().data).toEqual([]);
    expect(
      (
        await upload(
          Array.from({ length: 10 }, () => image),
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call({ action: 'listInvocies' }, token)).json().data).toHaveLength(10);
  });

  it('keeps no EXIF, GPS position or camera data, and stores the photo upright', async () => {
    const { token } = await person();
    const withGps = await phoneCameraJpeg(64, 32);
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.toString('latin1')).toContain('TestCam');
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const res = await upload([withGps], token);
    expect(res.statusCode).toBe(200);
    const stored = await storedImageOf(res.json().data[0].id);
    const kept = await sharp(stored).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([32, 64]);
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('answers 409 when no campaign takes invoices today', async () => {
    const { token } = await person();
    clock = new Date('2026-10-01T08:00:00Z');
    const res = await upload([await photo()], token);
    clock = new Date('2026-07-15T08:00:00Z');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_open_raffle');
  });
});

describe('owners only', () => {
  it('one user can neither list, open nor resubmit the invoices of another', async () => {
    const alice = await person();
    const bob = await person();
    const [mine] = (await upload([await photo()], alice.token)).json().data as { id: number }[];
    await reviewInvoice(t.db, operatorId, mine!.id, { decision: 'reject', notes: 'Blurred' }, clock);

    expect((await call({ action: 'listInvocies' }, bob.token)).json().data).toEqual([]);
    const image = await call({ action: 'invoiceImage', invoice_id: mine!.id }, bob.token);
    expect(image.statusCode).toBe(404);
    expect(image.json().code).toBe('invoice_not_found');
    const again = await upload([await photo()], bob.token, { invoice_id: String(mine!.id) });
    expect(again.statusCode).toBe(404);

    const own = await call({ action: 'invoiceImage', invoice_id: mine!.id }, alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data_url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });
});

describe('resubmission', () => {
  it('replaces the image of a rejected or resubmit invoice and puts it back in review; pending and approved ones refuse', async () => {
    const { token } = await person();
    const uploaded = (await upload([await photo(), await photo(), await photo()], token)).json().data as { id: number }[];
    const [rejected, askedAgain, approved] = uploaded.map((i) => i.id) as [number, number, number];
    await reviewInvoice(t.db, operatorId, rejected, { decision: 'reject', notes: 'Wrong shop' }, clock);
    await reviewInvoice(t.db, operatorId, askedAgain, { decision: 'resubmit', notes: 'Too dark' }, clock);
    const destination = await createDestination(t.db);
    await reviewInvoice(
      t.db,
      operatorId,
      approved,
      { decision: 'approve', vendor_name: 'Souq', amount: '175', destination_id: destination.id },
      clock,
    );

    const list = (await call({ action: 'listInvocies' }, token)).json().data as Record<string, unknown>[];
    expect(list.find((i) => i.id === approved)).toMatchObject({
      status: 1,
      amount: 175,
      tickets: 3,
      vendor_name: 'Souq',
      destination_name: destination.name,
      destination_arabic_name: destination.arabicName,
    });
    expect(list.find((i) => i.id === rejected)).toMatchObject({ status: 2, notes: 'Wrong shop' });

    const oldImage = await storedImageOf(rejected);
    const [oldRow] = await t.db.select().from(invoices).where(eq(invoices.id, rejected));
    const res = await upload([await photo('#00f', 80, 40)], token, { invoice_id: String(rejected) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ id: rejected, status: 0 })]);
    const newImage = await storedImageOf(rejected);
    expect(newImage.equals(oldImage)).toBe(false);
    await expect(fs.access(path.join(t.dataDir, oldRow!.filePath))).rejects.toThrow();

    expect((await upload([await photo()], token, { invoice_id: String(askedAgain) })).statusCode).toBe(200);

    for (const id of [rejected, approved]) {
      const refused = await upload([await photo()], token, { invoice_id: String(id) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('invoice_not_resubmittable');
    }
    const twoImages = await upload([await photo(), await photo()], token, { invoice_id: String(askedAgain) });
    expect(twoImages.statusCode).toBe(400);
  });
});

describe('raffleCampaign', () => {
  it("answers the open campaign's configured rules to anyone", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=raffleCampaign' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'summer',
      entry_amount: 50,
      prizes: [15_000, 10_000, 5_000],
      starts_on: '2026-07-01',
      ends_on: '2026-08-31',
      draw_on: '2026-09-03',
      respond_days: 14,
      one_prize_per_participant: true,
      open: true,
      faq: [{ q: { en: 'When?', ae: 'متى؟' }, a: { en: 'Soon', ae: 'قريباً' } }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api?action=raffleCampaign&campaign=nope' })).statusCode).toBe(404);
  });
});
