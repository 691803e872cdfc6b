import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinations, invoices, mediaImages, postcardOrders } from '../../db/schema/index.ts';
import { seedDemoContent } from '../../db/seed/index.ts';
import { createRaffleCampaign, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, multipartBody, postAction } from '../../test/harness.ts';
import { uploadConsoleImageCall } from '../../test/media-factories.ts';
import { createPostcardTemplate, orderPostcardCall, photoJpeg } from '../../test/postcard-factories.ts';
import { s3rverCredentials, startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { storageFor, sweepOrphanObjects } from './index.ts';

// docs/decisions/069: the portal with STORAGE=s3 against a real S3-protocol server (s3rver) behind a proxy that
// fails half the writes. Uploads are retried and stored, served through the portal from the bucket, and no row
// ever names an object that is not there; objects no row names are swept after the grace period.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// inside the raffle campaign the factory makes (July and August)
const clock = new Date('2026-07-15T08:00:00Z');
const session = (db: TestApp['db'], userId: number) => createSession(db, userId, { expiresAt: new Date('2027-01-01T00:00:00Z') });
let s3: S3TestServer;
let t: TestApp;
let userToken: string;
let otherToken: string;
let adminToken: string;

const s3Config = (maxAttempts: number, bucket = s3.bucket) => ({
  STORAGE: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.proxy.url,
  S3_FORCE_PATH_STYLE: 'on',
  S3_MAX_ATTEMPTS: String(maxAttempts),
  // both apps' uploads fit one user's day
  INVOICE_IMAGES_PER_USER_PER_DAY: '100',
  INVOICE_UPLOADS_PER_USER_PER_10_MIN: '100',
});

beforeAll(async () => {
  s3 = await startS3Server();
  // the SDK's standard environment, as production gives it
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3rverCredentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3rverCredentials.secretAccessKey);
  t = await createTestApp({ now: () => clock, config: s3Config(3) });
  await createRaffleCampaign(t.db);
  userToken = await session(t.db, (await createUser(t.db)).id);
  otherToken = await session(t.db, (await createUser(t.db)).id);
  adminToken = await session(t.db, (await createUser(t.db, { role: 'operator', staffRole: 'admin' })).id);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

const photo = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

function uploadInvoices(app: TestApp, token: string, images: Buffer[]) {
  const { payload, contentType } = multipartBody([
    { name: 'action', value: 'uploadInvoice' },
    ...images.map((data) => ({ name: 'filepond', filename: 'invoice.jpg', contentType: 'image/jpeg', data })),
  ]);
  return app.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

/** The object as the S3 server holds it (not through the portal nor the failing proxy), or null. */
async function objectInBucket(key: string, bucket = s3.bucket): Promise<Buffer | null> {
  try {
    const answer = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

async function keysInBucket(prefix: string, bucket = s3.bucket): Promise<string[]> {
  const answer = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
}

/** Runs `work` while the proxy refuses every other PUT, starting with the next one. */
async function withHalfTheWritesFailing<T>(work: () => Promise<T>): Promise<T> {
  if (s3.proxy.puts % 2 === 1) s3.proxy.puts += 1;
  s3.proxy.mode = 'half';
  try {
    return await work();
  } finally {
    s3.proxy.mode = 'pass';
  }
}

describe('the portal on S3 storage, through a server that fails half the writes', () => {
  let invoiceIds: number[];
  let picturePath: string;
  let orderNumber: string;

  beforeAll(async () => {
    const failedBefore = s3.proxy.failedPuts;
    const template = await withHalfTheWritesFailing(async () => {
      // a template's picture is a public picture in the bucket, as the seed or the console leaves it
      const made = await createPostcardTemplate(t);
      await storageFor(t.config).put(`files/${made.image}`, await fs.readFile(path.join(t.dataDir, 'files', made.image)), {
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=604800',
      });
      await fs.rm(path.join(t.dataDir, 'files'), { recursive: true, force: true });
      return made;
    });
    await withHalfTheWritesFailing(async () => {
      const invoiced = await uploadInvoices(t, userToken, [await photo('#c33'), await photo('#3c3')]);
      expect(invoiced.statusCode, invoiced.body).toBe(200);
      invoiceIds = invoiced.json().data.map((invoice: { id: number }) => invoice.id);
      const pictured = await uploadConsoleImageCall(t.app, adminToken, { filename: 'banner.jpg', data: await photo('#33c') });
      expect(pictured.statusCode, pictured.body).toBe(200);
      picturePath = pictured.json().data.path;
      const ordered = await orderPostcardCall(t, userToken, { post_card_id: template.id, message: 'Hello', address: 'Lisboa' }, [
        { name: 'image', filename: 'me.jpg', contentType: 'image/jpeg', data: await photoJpeg(600, 400) },
      ]);
      expect(ordered.statusCode, ordered.body).toBe(200);
      orderNumber = ordered.json().order_number;
    });
    // the template, two invoices, a picture and a card's six files: each refused once
    expect(s3.proxy.failedPuts - failedBefore).toBeGreaterThanOrEqual(10);
  });

  it('stores every upload in the bucket, and nothing under DATA_DIR', async () => {
    const rows = await t.db.select().from(invoices);
    expect(rows.map((row) => row.id).sort()).toEqual([...invoiceIds].sort());
    for (const row of rows) expect(await objectInBucket(row.filePath), row.filePath).not.toBeNull();
    expect(await objectInBucket(`files/${picturePath}`)).not.toBeNull();
    expect(await keysInBucket(`postcards/${orderNumber}/`)).toEqual(
      ['back.jpg', 'back.png', 'card.pdf', 'front.jpg', 'front.png', 'photo.jpg'].map((f) => `postcards/${orderNumber}/${f}`),
    );
    const [order] = await t.db.select().from(postcardOrders);
    expect(order!.frontSidePath).toBe(`postcards/${orderNumber}/front.jpg`);
    for (const folder of ['uploads', 'postcards', 'files']) {
      await expect(fs.stat(path.join(t.dataDir, folder)), folder).rejects.toThrow();
    }
  });

  it('keeps invoice images and postcard files private: the bucket says no-store, the portal serves them to their owner only', async () => {
    const [row] = await t.db.select().from(invoices);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: row!.filePath }));
    expect(head.CacheControl).toBe('private, no-store');
    const image = await postAction(t.app, { action: 'invoiceImage', invoice_id: row!.id }, userToken);
    expect(image.statusCode, image.body).toBe(200);
    const stored = await objectInBucket(row!.filePath);
    expect(image.json().data_url).toBe(`data:image/jpeg;base64,${stored!.toString('base64')}`);
    expect((await postAction(t.app, { action: 'invoiceImage', invoice_id: row!.id }, otherToken)).statusCode).toBe(404);

    const url = `/api/postcard-files/${orderNumber}/card.pdf`;
    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${userToken}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals((await objectInBucket(`postcards/${orderNumber}/card.pdf`))!)).toBe(true);
    const foreign = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${otherToken}` } });
    expect(foreign.statusCode).toBe(404);
  });

  it('serves a public picture from the bucket, and its resized variant from the local cache', async () => {
    const original = await t.app.inject({ method: 'GET', url: `/files/${picturePath}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals((await objectInBucket(`files/${picturePath}`))!)).toBe(true);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `files/${picturePath}` }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'public, max-age=604800' });

    const variant = () =>
      t.app.inject({ method: 'GET', url: `/files/${picturePath}?w=380&h=500`, headers: { accept: 'image/webp' } });
    const first = await variant();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 380, height: 500 });
    const cached = await fs.readdir(path.join(t.dataDir, 'cache', 'images'), { recursive: true, withFileTypes: true });
    expect(cached.filter((entry) => entry.isFile())).toHaveLength(1);
    expect((await variant()).rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/files/uploads/2026/11/none.jpg?w=380' })).statusCode).toBe(404);
  });
});

describe('the portal on S3 storage with no retries, through a server that fails half the writes', () => {
  let once: TestApp;
  // a bucket of its own: another database's rows name none of the first app's objects
  const bucket = 'portal-once';
  beforeAll(async () => {
    await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
    once = await createTestApp({ now: () => clock, config: s3Config(1, bucket) });
    await createRaffleCampaign(once.db);
  });
  afterAll(() => once?.close());

  it('refuses the uploads whose write failed, and no row names an object that is not there', async () => {
    const token = await session(once.db, (await createUser(once.db)).id);
    const statuses = await withHalfTheWritesFailing(async () => {
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1) answers.push((await uploadInvoices(once, token, [await photo(`#${i}${i}${i}`)])).statusCode);
      return answers;
    });
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200).length).toBeGreaterThan(0);
    const rows = await once.db.select().from(invoices);
    expect(rows).toHaveLength(statuses.filter((status) => status === 200).length);
    for (const row of rows) expect(await objectInBucket(row.filePath, bucket), row.filePath).not.toBeNull();
    expect(await keysInBucket('uploads/invoices/', bucket)).toEqual(rows.map((row) => row.filePath).sort());
  });
});

describe('the demo seed on S3 storage', () => {
  const bucket = 'portal-seed';
  let seeded: TestApp;
  beforeAll(async () => {
    await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
    seeded = await createTestApp({ now: () => clock, config: s3Config(3, bucket) });
  });
  afterAll(() => seeded?.close());

  // a longer time: the seed first draws the demo's pictures in a child process
  it('copies the pictures it draws into the bucket, from where a machine without them serves them', async () => {
    const filesDir = path.join(seeded.dataDir, 'files');
    await seedDemoContent(seeded.db, { filesDir, storage: storageFor(seeded.config), siteName: 'sharjah', today: '2026-07-15' });
    const pictures = await seeded.db.select({ img: destinations.img }).from(destinations);
    expect(pictures.length).toBeGreaterThan(0);
    for (const { img } of pictures) expect(await objectInBucket(`files/${img}`, bucket), img).not.toBeNull();
    // as on another machine: nothing drawn on this one's disk
    await fs.rm(filesDir, { recursive: true, force: true });
    const answer = await seeded.app.inject({
      method: 'GET',
      url: `/files/${pictures[0]!.img}?w=380&h=500`,
      headers: { accept: 'image/webp' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
  }, 120_000);
});

describe('the orphan sweeper', () => {
  it('deletes the objects no row names once they are older than the grace period, and nothing else', async () => {
    const orphans = [
      'uploads/invoices/0123456789abcdef0123456789abcdef.jpg',
      'postcards/ONOSUCHORDER0001/front.png',
      'files/reviews/0123456789abcdef0123456789abcdef.jpg',
      'files/uploads/2026/11/0123456789abcdef.jpg',
    ];
    // what a process that stopped between the write and its row's commit leaves behind
    for (const key of orphans) await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'left behind' }));
    // a seeded picture is named by no such row, and is never swept
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'files/destinations/seeded.jpg', Body: 'seed' }));
    const named = [
      ...(await t.db.select().from(invoices)).map((row) => row.filePath),
      ...(await t.db.select().from(mediaImages)).map((row) => `files/${row.path}`),
      ...(await keysInBucket('postcards/')).filter((key) => !key.includes('ONOSUCHORDER')),
    ];
    expect(named.length).toBeGreaterThanOrEqual(9);

    // the sweeper's clock, counted from the objects' own time: the last one written
    const written = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'files/destinations/seeded.jpg' }));
    const hoursAfter = (hours: number) => new Date(written.LastModified!.getTime() + hours * 3_600_000);
    const storage = storageFor(t.config);

    const early = await sweepOrphanObjects(t.db, storage, { now: hoursAfter(23), graceHours: 24 });
    expect(early.deleted).toBe(0);
    for (const key of orphans) expect(await objectInBucket(key), key).not.toBeNull();

    const late = await sweepOrphanObjects(t.db, storage, { now: hoursAfter(25), graceHours: 24 });
    expect(late.deleted).toBe(orphans.length);
    for (const key of orphans) expect(await objectInBucket(key), key).toBeNull();
    for (const key of named) expect(await objectInBucket(key), key).not.toBeNull();
    expect(await objectInBucket('files/destinations/seeded.jpg')).not.toBeNull();
  });
});
