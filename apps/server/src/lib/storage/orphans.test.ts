import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, invoices, mediaImages, purchases, reviewPhotos, reviews } from '../../db/schema/index.ts';
import { createPackage, createDestination, createRaffleCampaign, createUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';
import { diskStorage, sweepOrphanObjects } from './index.ts';

// docs/decisions/069: the orphan sweeper on the disk storage, on both databases. The files' times are set by the
// test, and the sweeper's clock is counted from them.

let t: Awaited<ReturnType<typeof createTestApp>>;
const written = new Date('2026-11-20T06:00:00Z');
const hoursAfter = (hours: number) => new Date(written.getTime() + hours * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function place(key: string) {
  const file = path.join(t.dataDir, ...key.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, key);
  await fs.utimes(file, written, written);
}

const exists = (key: string) =>
  fs.stat(path.join(t.dataDir, ...key.split('/'))).then(
    () => true,
    () => false,
  );

describe('the orphan sweeper on disk', () => {
  it('deletes what no row names after the grace period, and keeps what rows name and the seeded pictures', async () => {
    const user = await createUser(t.db);
    const campaign = await createRaffleCampaign(t.db);
    await t.db.insert(invoices).values({
      userId: user.id,
      campaignId: campaign.id,
      invoiceNumber: 'INV-KEPT000001',
      filePath: 'uploads/invoices/kept.jpg',
      mimeType: 'image/jpeg',
      createdAt: written,
    });
    await t.db.insert(mediaImages).values({
      path: 'uploads/2026/11/kept.jpg',
      originalName: 'kept.jpg',
      width: 1,
      height: 1,
      bytes: 1,
      uploadedBy: user.id,
      createdAt: written,
    });
    const template = await createPostcardTemplate(t);
    const order = await createPostcardOrder(t.db, { userId: user.id, templateId: template.id, createdAt: written });
    const destination = await createDestination(t.db);
    const pkg = await createPackage(t.db, { destinationId: destination.id });
    const [purchase] = await t.db
      .insert(purchases)
      .values({
        purchaseNumber: 'PKEPTREVIEW0001',
        userId: user.id,
        kind: 'booking',
        status: 1,
        subtotalFils: 100,
        totalFils: 100,
      })
      .returning();
    const [booking] = await t.db
      .insert(bookings)
      .values({
        purchaseId: purchase!.id,
        orderNumber: 'BKEPTREVIEW0001',
        userId: user.id,
        packageId: pkg.id,
        date: '2026-11-19',
        adultQty: 1,
        totalFils: 100,
        status: 1,
        createdAt: written,
      })
      .returning();
    const [review] = await t.db
      .insert(reviews)
      .values({
        bookingId: booking!.id,
        userId: user.id,
        packageId: pkg.id,
        stars: 5,
        body: 'Lovely',
        language: 'en',
        createdAt: written,
      })
      .returning();
    await t.db.insert(reviewPhotos).values({ reviewId: review!.id, path: 'reviews/kept.jpg', position: 0 });

    const named = [
      'uploads/invoices/kept.jpg',
      'files/uploads/2026/11/kept.jpg',
      `postcards/${order.orderNumber}/front.png`,
      'files/reviews/kept.jpg',
      'files/destinations/seeded.jpg',
    ];
    const orphans = [
      'uploads/invoices/lost.jpg',
      'files/uploads/2026/11/lost.jpg',
      'postcards/OLOSTORDER00001/front.png',
      'files/reviews/lost.jpg',
    ];
    for (const key of [...named, ...orphans]) await place(key);
    const storage = diskStorage(t.dataDir);

    expect((await sweepOrphanObjects(t.db, storage, { now: hoursAfter(23), graceHours: 24 })).deleted).toBe(0);
    for (const key of orphans) expect(await exists(key), key).toBe(true);

    const swept = await sweepOrphanObjects(t.db, storage, { now: hoursAfter(25), graceHours: 24 });
    expect(swept.deleted).toBe(orphans.length);
    for (const key of orphans) expect(await exists(key), key).toBe(false);
    for (const key of named) expect(await exists(key), key).toBe(true);
    // the lost order's folder went with its file
    expect(await exists('postcards/OLOSTORDER00001')).toBe(false);
  });
});
