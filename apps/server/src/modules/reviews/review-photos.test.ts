import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, purchases, reviewPhotos, users } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { multipartBody, postAction } from '../../test/harness.ts';
import { phoneCameraJpeg } from '../../test/media-factories.ts';

// Decision 066: review photos and the language filter, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// The clock is fixed on 10 December 2026 in Dubai; bookings are for the day before.

const now = new Date('2026-12-10T08:00:00Z');

let t: ConsoleTestApp;
let destinationId: number;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

const unique = () => randomBytes(6).toString('hex').toUpperCase();

async function traveller() {
  const user = await createUser(t.db, { firstName: 'Layla', lastName: 'Khalil', email: `${unique().toLowerCase()}@example.com` });
  return { id: user.id, token: await createSession(t.db, user.id, { expiresAt: new Date('2030-01-01T00:00:00Z') }) };
}

/** A paid booking of yesterday, reviewable today; answers its order number. */
async function visited(userId: number, packageId: number) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P${unique()}`, userId, kind: 'booking', status: 1, subtotalFils: 10_000, totalFils: 10_000 })
    .returning();
  const [row] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `B${unique()}`,
      userId,
      packageId,
      date: '2026-12-09',
      adultQty: 1,
      totalFils: 10_000,
      status: 1,
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    })
    .returning();
  return row!.orderNumber;
}

const photo = (background = '#3a7') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** writeReview as the web's FormData sends it: the fields, then the photos. */
function writeWithPhotos(token: string, orderNumber: string, files: Buffer[], language = 'en', body = 'Lovely dunes') {
  const { payload, contentType } = multipartBody([
    { name: 'action', value: 'writeReview' },
    { name: 'order_number', value: orderNumber },
    { name: 'stars', value: '5' },
    { name: 'body', value: body },
    { name: 'language', value: language },
    ...files.map((data) => ({ name: 'photos', filename: 'holiday.jpg', contentType: 'image/jpeg', data })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

const storedPhotoFiles = () => fs.readdir(path.join(t.dataDir, 'files', 'reviews')).catch(() => [] as string[]);

describe('review photos', () => {
  it('stores a phone photo re-encoded without EXIF or GPS, private to the server, and shows it with the review', async () => {
    const { id, token } = await traveller();
    const packageId = (await createPackage(t.db, { destinationId })).id;
    const withGps = await phoneCameraJpeg(64, 32);
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await writeWithPhotos(token, await visited(id, packageId), [withGps, await photo()]);
    expect(res.statusCode).toBe(200);
    const photos: { path: string }[] = res.json().data.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]!.path).toMatch(/^reviews\/[0-9a-f]{32}\.jpg$/);

    const file = path.join(t.dataDir, 'files', photos[0]!.path);
    const stored = await fs.readFile(file);
    const kept = await sharp(stored).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([32, 64]);
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    expect(stored.includes(Buffer.from([0x25, 0x88]))).toBe(false);
    if (process.platform !== 'win32') expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

    const listed = await t.app.inject({ method: 'GET', url: `/api?action=packageReviews&package_id=${packageId}` });
    expect(listed.json().data[0].photos).toEqual(photos);
    // the resizer serves it at the web's thumbnail size
    const served = await t.app.inject({ method: 'GET', url: `/files/${photos[0]!.path}?w=160&h=160` });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name, with 400 naming the field, and keeps nothing', async () => {
    const { id, token } = await traveller();
    const packageId = (await createPackage(t.db, { destinationId })).id;
    const before = await storedPhotoFiles();
    const res = await writeWithPhotos(token, await visited(id, packageId), [await photo(), Buffer.from('%PDF-1.4 not a photo')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'photo_not_image', fields: { 'photos.1': expect.any(String) } });
    expect(await storedPhotoFiles()).toEqual(before);
    const listed = await t.app.inject({ method: 'GET', url: `/api?action=packageReviews&package_id=${packageId}` });
    expect(listed.json().data).toEqual([]);
  });

  it('refuses a fourth photo', async () => {
    const { id, token } = await traveller();
    const packageId = (await createPackage(t.db, { destinationId })).id;
    const image = await photo();
    const res = await writeWithPhotos(token, await visited(id, packageId), [image, image, image, image]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_many_files', fields: { photos: expect.any(String) } });
  });

  it("does not let another user attach photos to someone's review or booking", async () => {
    const owner = await traveller();
    const other = await traveller();
    const packageId = (await createPackage(t.db, { destinationId })).id;
    const orderNumber = await visited(owner.id, packageId);
    expect((await writeWithPhotos(owner.token, orderNumber, [])).statusCode).toBe(200);
    const before = await storedPhotoFiles();

    const res = await writeWithPhotos(other.token, orderNumber, [await photo()]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('booking_not_found');
    expect(await storedPhotoFiles()).toEqual(before);
    const listed = await t.app.inject({ method: 'GET', url: `/api?action=packageReviews&package_id=${packageId}` });
    expect(listed.json().data[0].photos).toEqual([]);
  });

  it('hiding a review deletes its photos, audited', async () => {
    const { id, token } = await traveller();
    const packageId = (await createPackage(t.db, { destinationId })).id;
    const written = await writeWithPhotos(token, await visited(id, packageId), [await photo()]);
    const photoPath: string = written.json().data.photos[0].path;
    const consoleRows = await postAction(
      t.app,
      { action: 'consoleReviews', q: written.json().data.order_number },
      t.tokens.moderator,
    );
    const review = consoleRows.json().data[0];
    expect(review.photos).toEqual([{ path: photoPath }]);

    const hidden = await postAction(t.app, { action: 'hideReview', id: review.id, reason: 'Shows a face' }, t.tokens.moderator);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.photos).toEqual([]);
    await expect(fs.access(path.join(t.dataDir, 'files', photoPath))).rejects.toThrow();
    expect(await t.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id))).toEqual([]);
    const [entry] = await auditEntriesOf(t, 'review', review.id);
    expect(entry).toMatchObject({ action: 'hideReview', before: { hidden: 0, photos: [photoPath] }, after: { hidden: 1 } });
    expect(entry!.after).not.toHaveProperty('photos');
  });
});

describe("a customer's erasure", () => {
  it('deletes the photos of their reviews', async () => {
    const { id, token } = await traveller();
    const packageId = (await createPackage(t.db, { destinationId })).id;
    const written = await writeWithPhotos(token, await visited(id, packageId), [await photo()]);
    const photoPath: string = written.json().data.photos[0].path;
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    const erased = await t.call({ action: 'eraseCustomer', id, confirm: user!.email! });
    expect(erased.statusCode, erased.body).toBe(200);
    await expect(fs.access(path.join(t.dataDir, 'files', photoPath))).rejects.toThrow();
    const listed = await t.app.inject({ method: 'GET', url: `/api?action=packageReviews&package_id=${packageId}` });
    expect(listed.json().data[0].photos).toEqual([]);
  });
});

describe('the language filter', () => {
  it('lists only the reviews written in the language asked for, and counts them', async () => {
    const packageId = (await createPackage(t.db, { destinationId })).id;
    for (const language of ['en', 'ae', 'ae']) {
      const { id, token } = await traveller();
      const body = language === 'en' ? 'Great views' : 'إطلالات رائعة';
      expect((await writeWithPhotos(token, await visited(id, packageId), [], language, body)).statusCode).toBe(200);
    }
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api?action=packageReviews&package_id=${packageId}${query}` })).json();
    const all = await list('');
    expect(all.data).toHaveLength(3);
    expect(all.total).toBe(3);
    const arabic = await list('&language=ae');
    expect(arabic.data.map((r: { language: string }) => r.language)).toEqual(['ae', 'ae']);
    expect(arabic.total).toBe(2);
    expect(arabic.review_count).toBe(3);
    expect((await list('&language=en')).total).toBe(1);
    const wrong = await t.app.inject({ method: 'GET', url: `/api?action=packageReviews&package_id=${packageId}&language=fr` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('language');
  });
});
